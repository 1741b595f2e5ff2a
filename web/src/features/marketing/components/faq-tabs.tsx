import { faqCategories, faqCategoryLabels, faqItemsFor, type FaqCategory } from '@herway/shared/catalog/faq';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FaqList } from './faq-list';

type Tab = FaqCategory | 'all';

const tabs: ReadonlyArray<{ value: Tab; label: string }> = [
  { value: 'all', label: 'All' },
  ...faqCategories.map((category) => ({ value: category, label: faqCategoryLabels[category] })),
];

function FaqGroup({ category, visibleHeading }: { category: FaqCategory; visibleHeading: boolean }) {
  const label = faqCategoryLabels[category];
  return (
    <section aria-labelledby={`faq-${category}`}>
      <h2 id={`faq-${category}`} className={visibleHeading ? 'mb-4 text-xl font-bold tracking-tight text-plum-800 sm:text-2xl' : 'sr-only'}>
        {label}
      </h2>
      <FaqList items={faqItemsFor(category)} />
    </section>
  );
}

/**
 * Category tabs (default all) over the FAQ accordion. Arrow keys move between tabs; 'All'
 * shows every category under its heading.
 */
export function FaqTabs() {
  return (
    <Tabs defaultValue="all">
      {/* Phones and small tablets: two even rows of three; wider screens: one centred row. */}
      <TabsList aria-label="Question categories" className="justify-center max-md:grid max-md:grid-cols-3">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="max-md:px-2">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="all" className="mt-10 grid gap-12">
        {faqCategories.map((category) => (
          <FaqGroup key={category} category={category} visibleHeading />
        ))}
      </TabsContent>
      {faqCategories.map((category) => (
        <TabsContent key={category} value={category} className="mt-10">
          <FaqGroup category={category} visibleHeading={false} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
