import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const questions = ['First question?', 'Second question?', 'Third question?'];

function renderAccordion() {
  const user = userEvent.setup();
  render(
    <Accordion>
      {questions.map((question) => (
        <AccordionItem key={question}>
          <AccordionTrigger>{question}</AccordionTrigger>
          <AccordionContent>
            <p>Answer to {question}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>,
  );
  return { user, trigger: (name: string) => screen.getByRole('button', { name }) };
}

describe('Accordion', () => {
  it('opens an answer as a region labelled by its question, which controls it', async () => {
    const { user, trigger } = renderAccordion();
    const first = trigger('First question?');
    const region = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(region?.hidden).toBe(true);
    expect(region?.textContent).toBe('');

    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'First question?' }).textContent).toBe('Answer to First question?');
    expect(region?.hidden).toBe(false);
  });

  it('moves between the questions with the arrow keys, Home and End, and wraps around', async () => {
    const { user, trigger } = renderAccordion();
    trigger('First question?').focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('Second question?'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(trigger('Third question?'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('First question?'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(trigger('Third question?'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(trigger('First question?'));
    // Other keys are left to the page: Enter still opens the focused question.
    await user.keyboard('{Enter}');
    expect(trigger('First question?').getAttribute('aria-expanded')).toBe('true');
  });
});
