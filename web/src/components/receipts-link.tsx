import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

/** The way to her receipts (/receipts), from her dashboard and her family page. */
export function ReceiptsLink({ className }: { className?: string }) {
  return (
    <Link to="/receipts" className={buttonVariants({ variant: 'outline', className })}>
      <ReceiptText className="size-4" aria-hidden="true" />
      Your receipts
    </Link>
  );
}
