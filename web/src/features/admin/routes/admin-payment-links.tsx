import { usePaymentLinks } from '../api/payment-links';
import { AdminSectionPage } from '../components/admin-section-page';
import { ListStatus } from '../components/admin-table';
import { PaymentLinkCard } from '../components/payment-link-card';
import { PaymentLinkForm } from '../components/payment-link-form';

function Links() {
  const links = usePaymentLinks();
  const list = links.data?.paymentLinks ?? [];
  if (list.length === 0) {
    return (
      <ListStatus isPending={links.isPending} error={links.error} onRetry={() => void links.refetch()} empty="No payment links yet" what="the payment links" />
    );
  }
  return (
    <section aria-label="Payment links" className="grid gap-3">
      <ul className="grid gap-3 lg:grid-cols-2">
        {list.map((link) => (
          <PaymentLinkCard key={link.id} link={link} />
        ))}
      </ul>
    </section>
  );
}

/** /admin/payment-links: make a signed /checkout link for an amount, copy it, see whether it was paid. */
export default function AdminPaymentLinksRoute() {
  return (
    <AdminSectionPage
      title="Payment Links"
      description="A link to the payment page for an amount you set (an extra session, a camp deposit). Send it to the family; you see here when it is paid."
    >
      {() => (
        <>
          <section aria-labelledby="new-link" className="grid gap-4 rounded-2xl border border-plum-100 bg-plum-50/40 p-4 sm:p-6">
            <h2 id="new-link" className="text-lg font-bold text-ink">
              New payment link
            </h2>
            <PaymentLinkForm />
          </section>
          <Links />
        </>
      )}
    </AdminSectionPage>
  );
}
