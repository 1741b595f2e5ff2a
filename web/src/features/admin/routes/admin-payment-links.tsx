import { usePaymentLinks } from '../api/payment-links';
import { AdminCardsPage, CardList } from '../components/admin-cards-page';
import { PaymentLinkCard } from '../components/payment-link-card';
import { PaymentLinkForm } from '../components/payment-link-form';

const LINKS = { one: 'payment link', many: 'payment links' };

function Links() {
  const links = usePaymentLinks();
  return <CardList things={LINKS} query={links} items={links.data?.paymentLinks} card={(link) => <PaymentLinkCard key={link.id} link={link} />} />;
}

/** /admin/payment-links: make a signed /checkout link for an amount, copy it, see whether it was paid. */
export default function AdminPaymentLinksRoute() {
  return (
    <AdminCardsPage title="Payment Links" things={LINKS} form={<PaymentLinkForm />} list={<Links />}>
      A link to the payment page for an amount you set (an extra session, a camp deposit). Send it to the family; you see here when it is paid.
    </AdminCardsPage>
  );
}
