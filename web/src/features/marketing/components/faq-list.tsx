import type { FaqItem } from '@herway/shared/catalog/faq';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

/** Questions that open and close individually. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion>
      {items.map((item) => (
        <AccordionItem key={item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>
            <p className="max-w-3xl leading-relaxed text-pretty">{item.answer}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
