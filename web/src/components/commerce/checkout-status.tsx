/** A spinner with its words shown ('Checking authentication...', 'Preparing secure checkout...'). */
export function CheckoutStatus({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={className ?? 'flex flex-col items-center gap-3 py-16'}>
      <span aria-hidden="true" className="size-6 rounded-full border-2 border-plum-200 border-t-plum-700 motion-safe:animate-spin" />
      <p className="text-sm font-medium text-muted">{label}</p>
    </div>
  );
}
