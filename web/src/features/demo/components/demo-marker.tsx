import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

/**
 * The band that marks a demo and design page (docs/product-rules.md#pages): these pages are for the HerWay team, are
 * not linked from the navigation, are hidden from search engines, and can neither take money nor
 * grant access.
 */
export function DemoMarker({ children }: { children?: ReactNode }) {
  return (
    <div role="note" aria-label="Demo page" className="border-b border-dashed border-plum-300 bg-plum-50">
      <Container className="flex flex-col gap-2 py-3 text-sm text-plum-900 sm:flex-row sm:items-center sm:gap-3">
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full border border-dashed border-plum-400 bg-white px-3 py-1 text-xs font-bold tracking-wide text-plum-800 uppercase">
          <FlaskConical className="size-3.5" aria-hidden="true" />
          Demo page
        </span>
        <p>{children ?? 'For the HerWay team only: nothing on this page charges a card or grants access.'}</p>
      </Container>
    </div>
  );
}
