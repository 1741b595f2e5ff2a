import { toast } from '@/components/ui/toast/use-toast';
import { useCreateDiscountCode, useDiscountCodes } from '../api/discount-codes';
import { AdminSectionPage } from '../components/admin-section-page';
import { ListStatus } from '../components/admin-table';
import { DiscountCodeCard } from '../components/discount-code-card';
import { DiscountCodeForm } from '../components/discount-code-form';

function NewCode() {
  const create = useCreateDiscountCode();
  return (
    <section aria-labelledby="new-code" className="grid gap-4 rounded-2xl border border-plum-100 bg-plum-50/40 p-4 sm:p-6">
      <h2 id="new-code" className="text-lg font-bold text-ink">
        New discount code
      </h2>
      <DiscountCodeForm
        submitLabel="Create code"
        onSubmit={(body) =>
          create.mutateAsync(body).then(({ discountCode }) => {
            toast({ title: 'Code created', description: `${discountCode.code} works at the checkout now.` });
          })
        }
      />
    </section>
  );
}

function Codes() {
  const codes = useDiscountCodes();
  const list = codes.data?.discountCodes ?? [];
  if (list.length === 0) {
    return (
      <ListStatus
        isPending={codes.isPending}
        error={codes.error}
        onRetry={() => void codes.refetch()}
        empty="No discount codes yet"
        what="the discount codes"
      />
    );
  }
  return (
    <section aria-label="Discount codes" className="grid gap-3">
      <ul className="grid gap-3 lg:grid-cols-2">
        {list.map((code) => (
          <DiscountCodeCard key={code.code} code={code} />
        ))}
      </ul>
    </section>
  );
}

/** /admin/discount-codes: create, edit and switch off codes; each with its uses. Every change is in the audit log. */
export default function AdminDiscountCodesRoute() {
  return (
    <AdminSectionPage
      title="Discount Codes"
      description="Codes families type at the checkout: what they take off, until when, how many times and on what. Every change goes into the audit log."
    >
      {() => (
        <>
          <NewCode />
          <Codes />
        </>
      )}
    </AdminSectionPage>
  );
}
