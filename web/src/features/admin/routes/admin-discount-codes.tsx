import { toast } from '@/components/ui/toast/use-toast';
import { useCreateDiscountCode, useDiscountCodes } from '../api/discount-codes';
import { AdminCardsPage, CardList } from '../components/admin-cards-page';
import { DiscountCodeCard } from '../components/discount-code-card';
import { DiscountCodeForm } from '../components/discount-code-form';

const CODES = { one: 'discount code', many: 'discount codes' };

function Codes() {
  const codes = useDiscountCodes();
  return <CardList things={CODES} query={codes} items={codes.data?.discountCodes} card={(code) => <DiscountCodeCard key={code.code} code={code} />} />;
}

function NewCodeForm() {
  const create = useCreateDiscountCode();
  return (
    <DiscountCodeForm
      submitLabel="Create code"
      onSubmit={(body) =>
        create.mutateAsync(body).then(({ discountCode }) => {
          toast({ title: 'Code created', description: `${discountCode.code} works at the checkout now.` });
        })
      }
    />
  );
}

/** /admin/discount-codes: create, edit and switch off codes; each with its uses. Every change is in the audit log. */
export default function AdminDiscountCodesRoute() {
  return (
    <AdminCardsPage title="Discount Codes" things={CODES} form={<NewCodeForm />} list={<Codes />}>
      Codes families type at the checkout: what they take off, until when, how many times and on what. Every change goes into the audit log.
    </AdminCardsPage>
  );
}
