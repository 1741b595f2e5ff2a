import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import { AdminCardsPage, CardList } from './admin-cards-page';

const THINGS = { one: 'gift card', many: 'gift cards' };
const settled = { isPending: false, error: null, refetch: () => undefined };

describe('AdminCardsPage', () => {
  it('heads the form panel with the new thing and shows the list under it', async () => {
    mockFetch(adminApi());
    renderRoute(
      <AdminCardsPage title="Gift Cards" things={THINGS} form={<p>the form</p>} list={<p>the list</p>}>
        Cards a family gives.
      </AdminCardsPage>,
      '/admin/gift-cards',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift Cards' })).toBeDefined();
    expect(await screen.findByText('Cards a family gives.')).toBeDefined();
    const panel = within(screen.getByRole('region', { name: 'New gift card' }));
    expect(panel.getByRole('heading', { level: 2, name: 'New gift card' })).toBeDefined();
    expect(panel.getByText('the form')).toBeDefined();
    expect(screen.getByText('the list')).toBeDefined();
  });
});

describe('CardList', () => {
  it('shows the cards in a section named after the things', () => {
    render(<CardList things={THINGS} query={settled} items={['a', 'b']} card={(item) => <li key={item}>{item}</li>} />);
    expect(within(screen.getByRole('region', { name: 'Gift cards' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when there are none yet', () => {
    render(<CardList things={THINGS} query={settled} items={[]} card={() => null} />);
    expect(screen.getByText('No gift cards yet')).toBeDefined();
  });

  it('says they are loading, then that they failed with a retry', async () => {
    const { rerender } = render(<CardList things={THINGS} query={{ ...settled, isPending: true }} items={undefined} card={() => null} />);
    expect(screen.getByText('Loading the gift cards…')).toBeDefined();
    const refetch = vi.fn();
    rerender(<CardList things={THINGS} query={{ isPending: false, error: new Error('down'), refetch }} items={undefined} card={() => null} />);
    expect(screen.getByText('Failed to load the gift cards.')).toBeDefined();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(refetch).toHaveBeenCalled();
  });
});
