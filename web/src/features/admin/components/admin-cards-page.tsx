import { useId, type ReactNode } from 'react';
import { AdminSectionPage } from './admin-section-page';
import { ListStatus } from './admin-table';

/** What a page makes, in words: 'discount code' and 'discount codes'. Its headings and notices are made from them. */
export type CardThings = { one: string; many: string };

type AdminCardsPageProps = {
  title: string;
  things: CardThings;
  /** The form that makes a new one, in a panel headed 'New discount code'. */
  form: ReactNode;
  /** The ones made so far (a `CardList`). */
  list: ReactNode;
  /** What the page is for, under the title. */
  children: string;
};

/** An admin page of things she makes and then sees as cards (discount codes, payment links). */
export function AdminCardsPage({ title, things, form, list, children }: AdminCardsPageProps) {
  const newHeadingId = useId();
  return (
    <AdminSectionPage title={title} description={children}>
      {() => (
        <>
          <section aria-labelledby={newHeadingId} className="grid gap-4 rounded-2xl border border-plum-100 bg-plum-50/40 p-4 sm:p-6">
            <h2 id={newHeadingId} className="text-lg font-bold text-ink">
              {`New ${things.one}`}
            </h2>
            {form}
          </section>
          {list}
        </>
      )}
    </AdminSectionPage>
  );
}

type CardListProps<Item> = {
  things: CardThings;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  items: readonly Item[] | undefined;
  /** One card: an `<li>` with its key. */
  card: (item: Item) => ReactNode;
};

/** The cards in two columns; while there are none, whether they are loading, could not be loaded or do not exist yet. */
export function CardList<Item>({ things, query, items = [], card }: CardListProps<Item>) {
  if (items.length === 0) {
    return (
      <ListStatus
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={`No ${things.many} yet`}
        what={`the ${things.many}`}
      />
    );
  }
  return (
    <section aria-label={things.many.charAt(0).toUpperCase() + things.many.slice(1)} className="grid gap-3">
      <ul className="grid gap-3 lg:grid-cols-2">{items.map((item) => card(item))}</ul>
    </section>
  );
}
