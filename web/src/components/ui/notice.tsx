import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const cardIconTones = {
  success: 'bg-emerald-100 text-emerald-900',
  danger: 'bg-danger-50 text-danger-700',
} as const;

/**
 * A notice standing in place of a page's main content (a checkout that cannot go on): a white card,
 * centred, its icon in a tinted circle above the heading (h2). `children` follow the heading.
 */
export function NoticeCard({
  titleId,
  title,
  icon: Icon,
  tone,
  children,
}: {
  titleId: string;
  title: ReactNode;
  icon: LucideIcon;
  tone: keyof typeof cardIconTones;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-md rounded-2xl border border-plum-100 bg-white p-8 text-center shadow-sm shadow-plum-900/5">
      <span className={cn('mx-auto flex size-12 items-center justify-center rounded-full', cardIconTones[tone])}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 id={titleId} className="mt-4 text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

// 'strong': emerald text and a bold heading (a call to act now); 'quiet': ink heading, muted text.
const bannerLooks = {
  strong: {
    section: 'gap-4 text-emerald-950',
    row: 'flex gap-3',
    icon: 'size-6 text-emerald-700',
    title: 'font-bold',
    text: 'text-sm',
  },
  quiet: {
    section: 'items-start gap-3',
    row: 'flex items-start gap-3',
    icon: 'size-5 text-emerald-800',
    title: 'font-semibold text-ink',
    text: 'text-sm text-muted',
  },
} as const;

/**
 * A green banner across the page: icon, heading (h2) and one line of text, with its action
 * (a link) beside them from the small breakpoint up and below them on a phone.
 */
export function NoticeBanner({
  titleId,
  title,
  icon: Icon,
  look,
  action,
  role,
  children,
}: {
  titleId: string;
  title: ReactNode;
  icon: LucideIcon;
  look: keyof typeof bannerLooks;
  action: ReactNode;
  role?: 'status';
  children: ReactNode;
}) {
  const classes = bannerLooks[look];
  return (
    <section
      role={role}
      aria-labelledby={titleId}
      className={cn('flex flex-col rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between', classes.section)}
    >
      <div className={classes.row}>
        <Icon className={cn('mt-0.5 shrink-0', classes.icon)} aria-hidden="true" />
        <div>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <p className={classes.text}>{children}</p>
        </div>
      </div>
      {action}
    </section>
  );
}
