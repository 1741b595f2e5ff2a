import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { LegalToc } from './legal-toc';

export type LegalSection = {
  /** The section's anchor: /terms#refunds-cancellations. */
  id: string;
  title: string;
  content: ReactNode;
};

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls a section under the sticky header (its scroll-margin-top) and moves focus to it. */
export function scrollToSection(id: string, behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth'): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ behavior, block: 'start' });
  section.focus({ preventScroll: true });
  return true;
}

/** Where a section's top must be, under the sticky header, to count as the one being read. */
const READING_LINE_PX = 160;

/**
 * The section being read, for the table of contents' highlight: the last one whose top has
 * passed the reading line. After a click the clicked section stays highlighted while the
 * smooth scroll runs (and at the bottom of the page, where a short last section never
 * reaches the line).
 */
function useActiveSection(ids: readonly string[]): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(undefined);
  const pinnedUntil = useRef(0);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      if (Date.now() < pinnedUntil.current) return;
      let current: string | undefined;
      for (const id of ids) {
        const section = document.getElementById(id);
        if (section && section.getBoundingClientRect().top <= READING_LINE_PX) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids]);

  const pin = useCallback((id: string) => {
    pinnedUntil.current = Date.now() + 1000;
    setActive(id);
  }, []);
  return [active, pin];
}

type LegalPageProps = {
  title: string;
  effectiveDate: string;
  /** Paragraphs before the first section. */
  intro: ReactNode;
  sections: readonly LegalSection[];
};

/**
 * The layout of the terms and the privacy policy: title and effective date, a table of contents
 * (sticky beside the text on wide screens) that scrolls smoothly to numbered sections.
 */
export function LegalPage({ title, effectiveDate, intro, sections }: LegalPageProps) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [ids] = useState(() => sections.map((s) => s.id));
  const [active, setActive] = useActiveSection(ids);

  // A link such as /terms#refunds-cancellations arrives before the page's code: jump there once it has rendered.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id && ids.includes(id)) scrollToSection(id, 'auto');
    // Only on arrival; clicks in the table of contents scroll by themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goTo = (id: string) => {
    if (!scrollToSection(id)) return;
    setActive(id);
    // Keep the address shareable without adding a history entry per click.
    void navigate({ hash: `#${id}` }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageHeader eyebrow="Legal" title={title} align="left">
        <p className="mt-4 text-base font-medium text-muted">
          Effective date: <time dateTime={toIsoDate(effectiveDate)}>{effectiveDate}</time>
        </p>
      </PageHeader>
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <LegalToc sections={sections} activeId={active} onNavigate={goTo} />
        <article className="max-w-3xl min-w-0">
          <div className="grid gap-4 text-lg leading-relaxed text-pretty text-ink">{intro}</div>
          {sections.map((section, index) => (
            <div key={section.id}>
              <hr className="mt-12 mb-10 border-plum-100" />
              {/* scroll-margin-top: with the shell's scroll-padding, the heading lands just under the sticky header. */}
              <section id={section.id} tabIndex={-1} aria-labelledby={`${section.id}-heading`} className="scroll-mt-4 outline-none">
                <h2 id={`${section.id}-heading`} className="flex gap-3 text-2xl font-bold tracking-tight text-ink">
                  <span aria-hidden="true" className="text-plum-600 tabular-nums">
                    {index + 1}.
                  </span>
                  {section.title}
                </h2>
                <div className="mt-4 grid gap-4 leading-relaxed text-pretty text-ink [&_a]:font-semibold [&_a]:text-plum-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-plum-900 [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:pl-1 [&_li]:marker:text-plum-600 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6">
                  {section.content}
                </div>
              </section>
            </div>
          ))}
        </article>
      </Container>
    </>
  );
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'August 22, 2025' → '2025-08-22' for <time dateTime>. */
function toIsoDate(date: string): string | undefined {
  const match = /^(\w+) (\d{1,2}), (\d{4})$/.exec(date);
  const month = match ? MONTHS.indexOf(match[1]!) + 1 : 0;
  if (!match || month === 0) return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}
