import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const sections = ['Contacts', 'Users', 'Payments'];

function renderTabs() {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Before</button>
      <Tabs defaultValue="Contacts">
        <TabsList aria-label="Sections">
          {sections.map((section) => (
            <TabsTrigger key={section} value={section}>
              {section}
            </TabsTrigger>
          ))}
        </TabsList>
        {sections.map((section) => (
          <TabsContent key={section} value={section}>
            <p>The {section} panel</p>
          </TabsContent>
        ))}
      </Tabs>
    </>,
  );
  return { user, tab: (name: string) => screen.getByRole('tab', { name }) };
}

describe('Tabs', () => {
  it('shows only the selected panel, labelled by the tab that controls it', async () => {
    const { user, tab } = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeDefined();
    expect(tab('Contacts').getAttribute('aria-selected')).toBe('true');
    expect(tab('Users').getAttribute('aria-selected')).toBe('false');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    const panel = screen.getByRole('tabpanel', { name: 'Contacts' });
    expect(panel.id).toBe(tab('Contacts').getAttribute('aria-controls'));
    expect(panel.textContent).toBe('The Contacts panel');

    await user.click(tab('Payments'));
    expect(tab('Payments').getAttribute('aria-selected')).toBe('true');
    expect(tab('Contacts').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Payments' }).textContent).toBe('The Payments panel');
    expect(screen.queryByText('The Contacts panel')).toBeNull();
  });

  it('is one tab stop: Tab reaches the selected tab, then its panel', async () => {
    const { user, tab } = renderTabs();
    await user.click(tab('Users'));
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(tab('Users'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Users' }));
  });

  it('moves and selects with the arrow keys, Home and End, and wraps around', async () => {
    const { user, tab } = renderTabs();
    tab('Contacts').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Users'));
    expect(tab('Users').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toBeDefined();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Payments'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Contacts'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Payments'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Contacts'));
    expect(tab('Contacts').getAttribute('aria-selected')).toBe('true');
  });
});
