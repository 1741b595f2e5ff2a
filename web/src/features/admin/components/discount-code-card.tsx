import { useState } from 'react';
import type { AdminDiscountCode } from '@herway/shared/contracts/admin-money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateDiscountCode } from '../api/discount-codes';
import { formatDate } from '../lib/format';
import { codeProducts, codeStatus, codeUses, discountLabel } from '../lib/money-labels';
import { DiscountCodeForm } from './discount-code-form';

/** How often it was used, what it applies to, and when it stops working. */
function CodeFacts({ code }: { code: AdminDiscountCode }) {
  return (
    <dl className="grid gap-1 text-sm text-muted sm:grid-cols-2">
      <div>
        <dt className="sr-only">Uses</dt>
        <dd>{codeUses(code)}</dd>
      </div>
      <div>
        <dt className="sr-only">Products</dt>
        <dd>{codeProducts(code)}</dd>
      </div>
      <div>
        <dt className="sr-only">Expiry</dt>
        <dd>{code.expiresAt ? `Works until ${formatDate(code.expiresAt)}` : 'No expiry'}</dd>
      </div>
    </dl>
  );
}

/** One code as a card (it fits a phone): its terms, uses and state; Edit and Switch off / on. */
export function DiscountCodeCard({ code }: { code: AdminDiscountCode }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateDiscountCode();
  const status = codeStatus(code);
  const toggle = () =>
    update.mutate(
      { code: code.code, changes: { active: !code.active } },
      {
        onSuccess: () => toast({ title: code.active ? 'Code switched off' : 'Code switched on', description: code.code }),
        onError: (error) => toast({ title: 'Not changed', description: getErrorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <li className="grid gap-3 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm shadow-plum-900/5" aria-label={`Discount code ${code.code}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-mono text-lg font-bold break-all text-ink">{code.code}</h3>
        <Badge variant={status.usable ? 'success' : 'secondary'}>{status.label}</Badge>
      </div>
      <p className="text-sm text-ink">
        <span className="font-semibold">{discountLabel(code)}</span> · {code.description}
      </p>
      <CodeFacts code={code} />
      {editing ? (
        <DiscountCodeForm
          initial={code}
          submitLabel="Save changes"
          onCancel={() => setEditing(false)}
          onSubmit={(changes) =>
            update.mutateAsync({ code: code.code, changes }).then(() => {
              setEditing(false);
              toast({ title: 'Code saved', description: code.code });
            })
          }
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${code.code}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant={code.active ? 'destructive' : 'outline'}
            onClick={toggle}
            disabled={update.isPending}
            aria-label={`${code.active ? 'Switch off' : 'Switch on'} ${code.code}`}
          >
            {code.active ? 'Switch off' : 'Switch on'}
          </Button>
        </div>
      )}
    </li>
  );
}
