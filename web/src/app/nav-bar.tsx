import { LayoutDashboard, LogOut, Menu, UsersRound, X } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LogoMark } from '@/components/ui/logo-mark';
import { BRAND, MAIN_NAV } from '@/config/site';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useLogout } from '@/features/auth/api/logout';
import { accountTypeOf } from '@/lib/account-type';
import { cn } from '@/lib/cn';

const MOBILE_MENU_ID = 'mobile-menu';

const desktopLink =
  'rounded-full px-2.5 py-2 text-sm font-medium whitespace-nowrap text-ink/80 transition-colors hover:bg-plum-50 hover:text-plum-800 aria-[current=page]:bg-plum-50 aria-[current=page]:text-plum-800 lg:px-3 xl:px-4';

// Below xl the desktop bar is tight: the account buttons show icons only (labels still read
// out, and shown as a title), and between md and lg the wordmark gives way to the logo mark.
const compactBrand = 'md:max-lg:sr-only';
const compactLabel = 'md:max-xl:sr-only';
const compactIconButton = 'md:max-xl:w-9 md:max-xl:px-0';

const mobileLink =
  'block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-plum-50 hover:text-plum-800 aria-[current=page]:bg-plum-50 aria-[current=page]:text-plum-800';

type Account = {
  isAuthenticated: boolean;
  /** A guardian has no dashboard of her own: her home is /family (docs/family.md). */
  isGuardian: boolean;
  onLogout: () => void;
  loggingOut: boolean;
};

/**
 * The mobile menu's open state. It belongs to the location it was opened on, so any navigation
 * closes it; Escape closes it and gives the focus back to the menu button.
 */
function useMobileMenu(menuButton: RefObject<HTMLButtonElement | null>) {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, menuButton]);

  return { menuOpen, toggle: () => setOpenedAt(menuOpen ? null : location.key) };
}

/** The desktop bar's account buttons: Dashboard (an athlete's), Family and Log Out signed in, Athlete Login otherwise. */
function DesktopAccount({ isAuthenticated, isGuardian, onLogout, loggingOut }: Account) {
  return (
    <div className="hidden shrink-0 items-center gap-2 md:flex">
      {isAuthenticated ? (
        <>
          {isGuardian ? null : (
            <Link to="/dashboard" title="Dashboard" className={buttonVariants({ variant: 'outline', size: 'sm', className: compactIconButton })}>
              <LayoutDashboard className="size-4" aria-hidden="true" />
              <span className={compactLabel}>Dashboard</span>
            </Link>
          )}
          <Link to="/family" title="Family" className={buttonVariants({ variant: 'outline', size: 'sm', className: compactIconButton })}>
            <UsersRound className="size-4" aria-hidden="true" />
            <span className={compactLabel}>Family</span>
          </Link>
          <Button variant="ghost" size="sm" title="Log Out" className={compactIconButton} onClick={onLogout} disabled={loggingOut}>
            <LogOut className="size-4" aria-hidden="true" />
            <span className={compactLabel}>Log Out</span>
          </Button>
        </>
      ) : (
        <Link to="/login" className={buttonVariants({ size: 'sm' })}>
          Athlete Login
        </Link>
      )}
    </div>
  );
}

/**
 * The shell's mobile menu offers the links and the login entry; signed in (docs/decisions/phones.md),
 * her dashboard (an athlete's), Family and Log Out instead, as the desktop bar does.
 */
function MobileMenu({ open, isAuthenticated, isGuardian, onLogout, loggingOut }: Account & { open: boolean }) {
  return (
    <div id={MOBILE_MENU_ID} hidden={!open} className="border-t border-plum-100 bg-white md:hidden">
      <Container className="py-3">
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={mobileLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {isAuthenticated ? (
            <div className="mt-3 mb-1 grid gap-2">
              {isGuardian ? null : (
                <Link to="/dashboard" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
                  <LayoutDashboard className="size-4" aria-hidden="true" />
                  Dashboard
                </Link>
              )}
              <Link to="/family" className={buttonVariants({ variant: isGuardian ? 'primary' : 'outline', size: 'lg', className: 'w-full' })}>
                <UsersRound className="size-4" aria-hidden="true" />
                Family
              </Link>
              <Button variant="outline" size="lg" className="w-full" onClick={onLogout} disabled={loggingOut}>
                <LogOut className="size-4" aria-hidden="true" />
                Log Out
              </Button>
            </div>
          ) : (
            <Link to="/login" className={buttonVariants({ size: 'lg', className: 'mt-3 mb-1 w-full' })}>
              Athlete Login
            </Link>
          )}
        </nav>
      </Container>
    </div>
  );
}

export function NavBar() {
  const { user, isAuthenticated } = useCurrentUser({ passive: true });
  const logout = useLogout();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { menuOpen, toggle } = useMobileMenu(menuButton);
  const isGuardian = user !== null && accountTypeOf(user) === 'guardian';
  const account: Account = { isAuthenticated, isGuardian, onLogout: () => logout.mutate(), loggingOut: logout.isPending };

  return (
    <header className="sticky top-0 z-40 border-b border-plum-100 bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/80">
      <Container className="flex h-16 items-center justify-between gap-3 lg:gap-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg">
          <LogoMark />
          <span className={cn('text-xl font-extrabold tracking-tight text-plum-800', compactBrand)}>{BRAND}</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={desktopLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <DesktopAccount {...account} />

        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className="-mr-2 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={toggle}
        >
          {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </Button>
      </Container>

      <MobileMenu open={menuOpen} {...account} />
    </header>
  );
}
