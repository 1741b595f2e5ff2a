import { Download } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { LoadFailed } from '@/components/ui/load-failed';

// The admin tables: a heading with the CSV export, a table (a focusable, labelled region, so a
// wide one can be scrolled from the keyboard), and 'Load more'. Below 640 px each row is a card
// (the column headers stay for screen readers; each cell shows its own label): no page scrolls
// sideways on a phone (docs/decisions/phones.md).

export function PanelHeader({ id, title, description, actions }: { id: string; title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/**
 * A same-origin link to the list's CSV (the session cookie goes with it): the API writes the file
 * to storage and answers 303 to a short-lived link that makes the browser save it. One click, and
 * no size limit from the API's reply.
 */
export function ExportCsvLink({ href, what }: { href: string; what: string }) {
  return (
    <a href={href} download className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`Export CSV of ${what}`}>
      <Download className="size-4" aria-hidden="true" />
      Export CSV
    </a>
  );
}

function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-2xl border border-plum-100 bg-white shadow-sm shadow-plum-900/5">
      {children}
    </div>
  );
}

const CARD_ROWS =
  'max-sm:block max-sm:[&_thead]:sr-only max-sm:[&_tbody]:grid max-sm:[&_tbody]:gap-3 max-sm:[&_tbody]:p-3 max-sm:[&_tr]:grid max-sm:[&_tr]:gap-3 max-sm:[&_tr]:rounded-xl max-sm:[&_tr]:border max-sm:[&_tr]:border-plum-100 max-sm:[&_tr]:p-4';

function Table({ className, ...props }: ComponentProps<'table'>) {
  return <table className={cn('w-full border-collapse text-left text-sm sm:min-w-[40rem]', CARD_ROWS, className)} {...props} />;
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('border-b border-plum-100 bg-plum-50 px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-plum-800 uppercase', className)}
      {...props}
    />
  );
}

const CARD_LABEL =
  'max-sm:before:mb-0.5 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-plum-800 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]';

/** A cell; `label` (its column's header) titles it when the row is a card, below 640 px. */
export function Td({ className, label, ...props }: ComponentProps<'td'> & { label?: string }) {
  return (
    <td
      data-label={label}
      className={cn(
        'border-b border-plum-50 px-4 py-3 align-top text-ink',
        className,
        // On a card a cell may shrink and a long word (an address, a link in a message) wraps
        // anywhere, instead of widening the card past the screen.
        'max-sm:block max-sm:min-w-0 max-sm:border-0 max-sm:p-0 max-sm:text-left max-sm:whitespace-normal max-sm:[overflow-wrap:anywhere]',
        label ? CARD_LABEL : undefined,
      )}
      {...props}
    />
  );
}

/** A column's header: right-aligned for amounts; `srOnly` for a column headed for screen readers only (the actions). */
export type Column = string | { label: string; className?: string; srOnly?: true };

/**
 * A whole admin table: the scrollable labelled region, the caption (for screen readers), the
 * column headers, and the rows (`children`, each a `<tr>` of `Td`s).
 */
export function AdminTable({
  label,
  caption,
  columns,
  className,
  children,
}: {
  label: string;
  caption: string;
  columns: readonly Column[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <Table className={className}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const { label: text, className: headerClass, srOnly } = typeof column === 'string' ? { label: column } : column;
              return (
                <Th key={text} className={headerClass}>
                  {srOnly ? <span className="sr-only">{text}</span> : text}
                </Th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableScroll>
  );
}

/** What a list shows when it has no rows yet, is loading, or failed. */
export function ListStatus({
  isPending,
  error,
  onRetry,
  empty,
  what,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  empty: string;
  what: string;
}) {
  if (isPending) return <Spinner label={`Loading ${what}…`} className="py-12" />;
  if (error) {
    return <LoadFailed message={`Failed to load ${what}.`} detail={getErrorMessage(error)} onRetry={onRetry} />;
  }
  return <p className="rounded-2xl border border-dashed border-plum-200 bg-white p-8 text-center text-muted">{empty}</p>;
}

/** 'Load more' while the API says there is a next page. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  shown,
  what,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  shown: number;
  what: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {shown} {what}
        {hasNextPage ? '' : ' (all)'}
      </p>
      {hasNextPage ? (
        <Button variant="outline" size="sm" onClick={onLoadMore} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
