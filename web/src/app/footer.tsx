import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { LogoMark } from '@/components/ui/logo-mark';
import { InstagramIcon, LinkedInIcon } from '@/components/ui/social-icons';
import { BRAND, COPYRIGHT_YEAR, FOOTER_QUICK_LINKS, FOOTER_SUPPORT_LINKS, SOCIAL_LINKS, TAGLINE, type NavLinkItem } from '@/config/site';

const socials = [
  { label: `${BRAND} on Instagram`, href: SOCIAL_LINKS.instagram, Icon: InstagramIcon },
  { label: `${BRAND} on LinkedIn`, href: SOCIAL_LINKS.linkedin, Icon: LinkedInIcon },
];

function LinkColumn({ id, title, links }: { id: string; title: string; links: readonly NavLinkItem[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="rounded text-plum-100 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="bg-plum-950 text-plum-100 [&_:focus-visible]:outline-rose-300">
      <Container className="grid grid-cols-2 gap-10 py-12 lg:grid-cols-4 lg:py-16">
        <div className="col-span-2">
          <Link to="/" className="inline-flex items-center gap-2 rounded-lg">
            <LogoMark />
            <span className="text-xl font-extrabold tracking-tight text-white">{BRAND}</span>
          </Link>
          <p className="mt-4 max-w-xs text-plum-200">{TAGLINE}</p>
          <ul className="mt-6 flex gap-3">
            {socials.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn id="footer-quick-links" title="Quick Links" links={FOOTER_QUICK_LINKS} />
        <LinkColumn id="footer-support" title="Support" links={FOOTER_SUPPORT_LINKS} />
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm text-plum-200">
          <p>
            © {COPYRIGHT_YEAR} {BRAND}. All rights reserved.
          </p>
        </Container>
      </div>
    </footer>
  );
}
