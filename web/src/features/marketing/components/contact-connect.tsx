import { Clock, Mail } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { InstagramIcon, LinkedInIcon } from '@/components/ui/social-icons';
import { BRAND, SOCIAL_LINKS } from '@/config/site';
import { supportEmail } from '@/config/support-email';
import { REPLY_WITHIN_HOURS } from '../config/support';

function ConnectLink({
  href,
  Icon,
  label,
  detail,
  external,
}: {
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  detail: ReactNode;
  external?: boolean;
}) {
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="group flex items-center gap-4 rounded-xl p-2 -m-2 transition-colors hover:bg-white/10"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-white transition-colors group-hover:bg-white/20">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-white">{label}</span>
        <span className="block truncate text-sm text-plum-100 group-hover:underline">{detail}</span>
        {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </span>
    </a>
  );
}

const instagramHandle = `@${new URL(SOCIAL_LINKS.instagram).pathname.replace(/^\/+|\/+$/g, '')}`;

/** 'Connect With Us': the support e-mail and the two social profiles. */
export function ContactConnect() {
  const address = supportEmail();
  return (
    <section
      aria-labelledby="contact-connect"
      className="rounded-3xl bg-plum-900 p-6 text-white shadow-lg shadow-plum-900/20 sm:p-8 [&_:focus-visible]:outline-white"
    >
      <h2 id="contact-connect" className="text-xl font-bold tracking-tight sm:text-2xl">
        Connect With Us
      </h2>
      <p className="mt-2 text-plum-100">Prefer e-mail or social? Reach us wherever suits you.</p>
      <ul className="mt-6 grid gap-5">
        <li>
          <ConnectLink href={`mailto:${address}`} Icon={Mail} label="Email us" detail={address} />
        </li>
        <li>
          <ConnectLink href={SOCIAL_LINKS.instagram} Icon={InstagramIcon} label={`${BRAND} on Instagram`} detail={instagramHandle} external />
        </li>
        <li>
          <ConnectLink href={SOCIAL_LINKS.linkedin} Icon={LinkedInIcon} label={`${BRAND} on LinkedIn`} detail="HerWay Recruiting" external />
        </li>
      </ul>
      <p className="mt-6 flex items-center gap-2 border-t border-white/15 pt-5 text-sm text-plum-100">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        We answer every message within {REPLY_WITHIN_HOURS} hours.
      </p>
    </section>
  );
}
