import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { courseModules, courseTotalMinutes } from '@herway/shared/catalog/course';
import { mockFetch, renderApp } from '@/testing/test-utils';

async function renderCourse() {
  const fetchMock = mockFetch();
  const view = renderApp('/course');
  await screen.findByRole('heading', { level: 1, name: 'Course Packet' }, { timeout: 5000 });
  return { ...view, fetchMock };
}

describe('course page', () => {
  it('has its title, one h1 and the COMING SOON badge', async () => {
    const { fetchMock } = await renderCourse();
    await waitFor(() => expect(document.title).toBe('Course Packet | HerWay'));
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('COMING SOON')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('prices the full package at $150 with lifetime access', async () => {
    await renderCourse();
    const price = screen.getByRole('region', { name: 'Full package' });
    expect(within(price).getByText('$150')).toBeDefined();
    expect(within(price).getByText('one-time payment')).toBeDefined();
    expect(within(price).getAllByText(/Lifetime access/).length).toBeGreaterThan(0);
    expect(within(price).getByRole('button', { name: 'Get the Course Packet' })).toBeDefined();
  });

  it('lists the nine modules numbered 0-8 with their durations and the total', async () => {
    await renderCourse();
    const section = screen.getByRole('region', { name: 'Nine modules, start to signing day' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    items.forEach((item, index) => {
      const module = courseModules[index]!;
      expect(module.number).toBe(index);
      expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(`Module ${index}: ${module.title}`);
      expect(within(item).getByText(module.description)).toBeDefined();
      expect(within(item).getByText(`${module.durationMinutes} min`)).toBeDefined();
    });
    expect(within(section).getByText(`Total: ${courseTotalMinutes} minutes`)).toBeDefined();
  });

  it('lists the benefits', async () => {
    await renderCourse();
    const benefits = screen.getByRole('region', { name: 'Everything we wish we had known' });
    expect(within(benefits).getByText('Lifetime access to all nine modules')).toBeDefined();
    expect(within(benefits).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
  });

  it('offers the 10-session Elite bundle that includes the course', async () => {
    await renderCourse();
    const bundle = screen.getByRole('region', { name: /Get the course included with 10 mentorship sessions/ });
    expect(within(bundle).getByText('10 sessions • $650 total')).toBeDefined();
    expect(within(bundle).getByRole('button', { name: 'Get the Elite Bundle' })).toBeDefined();
    expect(within(bundle).getByRole('link', { name: 'Compare all packages' }).getAttribute('href')).toBe(
      '/mentorship#packages',
    );
  });
});
