import { describe, expect, it } from 'vitest';
import * as z from '../zod';
import { faqCategories, faqCategoryLabels, faqItems, faqItemsFor } from './faq';

const faqItemSchema = z.object({
  question: z.string().check(z.minLength(1)),
  answer: z.string().check(z.minLength(1)),
  category: z.enum(faqCategories),
});

const allText = faqItems.map((i) => `${i.question} ${i.answer}`).join('\n');

describe('FAQ', () => {
  it('has the five categories in tab order, without all', () => {
    expect(faqCategories).toEqual(['general', 'mentorship', 'course', 'payment', 'recruiting']);
    expect(Object.keys(faqCategoryLabels)).toEqual([...faqCategories]);
  });

  it('has at least three items in every category', () => {
    for (const category of faqCategories) {
      expect(faqItemsFor(category).length, category).toBeGreaterThanOrEqual(3);
    }
    expect(faqItemsFor('all')).toEqual(faqItems);
  });

  it('items match the schema and questions are unique', () => {
    for (const item of faqItems) expect(faqItemSchema.parse(item)).toEqual(item);
    expect(new Set(faqItems.map((i) => i.question)).size).toBe(faqItems.length);
    for (const item of faqItems) {
      expect(item.question.endsWith('?')).toBe(true);
      expect(item.answer.length).toBeGreaterThan(40);
    }
  });

  it('states the policies of the terms (docs/product-rules.md#policies-the-terms-state)', () => {
    expect(allText).toMatch(/24 hours’ notice/);
    expect(allText).toMatch(/non-refundable once purchased/);
    expect(allText).toMatch(/All sales are final/);
    expect(allText).toMatch(/at least 13/);
    expect(allText).toMatch(/lifetime access/i);
    expect(allText).toMatch(/within 24 hours/);
    expect(allText).toMatch(/Stripe/);
    expect(allText).toMatch(/60-minute one-on-one video call/);
  });

  it('quotes the catalog prices, not other ones', () => {
    expect(allText).toContain('$400');
    expect(allText).toContain('$560');
    expect(allText).toContain('$650');
    expect(allText).toContain('$150');
    expect(allText).not.toMatch(/\$750|\$1,?000/);
  });

  it('leaves no unfilled template text', () => {
    expect(allText).not.toMatch(/undefined|NaN|\$\{/);
  });
});
