import { Download, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useExportAccount } from '../api/export-account';
import { DeleteAccountButton } from './delete-account-button';
import { ReceiptsLink } from '@/components/receipts-link';

/** 'Your data' (docs/product-rules.md#minors-data): download everything stored about her, her receipts, or delete her account. */
export function YourData() {
  const exportAccount = useExportAccount();
  return (
    <section aria-labelledby="your-data" className="rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5">
      <div className="flex items-center gap-3">
        <ShieldCheck className="size-6 text-plum-700" aria-hidden="true" />
        <h2 id="your-data" className="text-xl font-bold text-ink">
          Your data
        </h2>
      </div>
      <p className="mt-2 max-w-2xl text-sm text-muted">
        Download a copy of everything HerWay stores about you, as a JSON file, or the receipt of any payment as a PDF. Deleting your account removes your
        profile, packages, course access and sessions for good.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => exportAccount.mutate()} disabled={exportAccount.isPending}>
          <Download className="size-4" aria-hidden="true" />
          {exportAccount.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        <ReceiptsLink />
        <DeleteAccountButton />
      </div>
    </section>
  );
}
