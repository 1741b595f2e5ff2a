import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import type * as analytics from '@/lib/analytics';
import { trackEvent } from '@/lib/analytics';
import { jsonResponse, mockFetch, renderRoute, withStageSupportEmail } from '@/testing/test-utils';
import ContactPage from '@/features/marketing/routes/contact';

/** The page chunk and the toaster load lazily: slow when the whole suite runs in parallel. */
vi.mock('@/lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof analytics>()),
  trackEvent: vi.fn(),
}));

afterEach(() => {
  dismissToast();
  vi.mocked(trackEvent).mockClear();
});

const SPEC_MESSAGES = [
  'First name is required',
  'Last name is required',
  'Invalid email address',
  'Please select your interest',
  'Message must be at least 10 characters',
];

async function openContact(handler?: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(handler);
  const view = renderRoute(<ContactPage />, '/contact');
  await screen.findByRole('heading', { level: 1, name: 'Get In Touch' });
  const form = screen.getByRole('heading', { level: 2, name: 'Send Us a Message' }).closest('section')!;
  return { ...view, fetchMock, form: within(form) };
}

/** A form control by its visible label (Sport's reads 'Sport (optional)'). */
const field = (name: string) => screen.getByLabelText(name === 'Sport' ? /^Sport/ : name);

async function fillValidForm(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(field('First name'), 'Ava');
  await user.type(field('Last name'), 'Lopez');
  await user.type(field('Email'), 'ava.parent@example.com');
  await user.type(field('Sport'), 'Soccer');
  await user.selectOptions(field("I'm interested in"), 'Mentorship Program');
  // Pasted: typing 60 characters one by one only slows the suite down.
  await user.click(field('Message'));
  await user.paste('Class of 2027 midfielder, looking for D2 and D3 programs.');
}

/** The JSON body of the one POST /api/contact. */
function sentBody(fetchMock: ReturnType<typeof mockFetch>): Record<string, unknown> {
  const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/contact');
  expect(calls).toHaveLength(1);
  const [, init] = calls[0]!;
  expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

describe('contact form', () => {
  it('shows the page, the form fields and the Connect With Us box', async () => {
    withStageSupportEmail('support@dev.herway.com');
    await openContact();
    expect(screen.getByText(/next step in your recruiting journey/)).toBeDefined();
    for (const label of ['First name', 'Last name', 'Email', 'Sport', "I'm interested in", 'Message']) {
      expect(field(label)).toBeDefined();
    }
    const select = field("I'm interested in") as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Select your interest',
      'Free Consultation',
      'Mentorship Program',
      'Course Packet',
      'General Question',
    ]);
    const connect = within(screen.getByRole('region', { name: 'Connect With Us' }));
    expect(connect.getByRole('link', { name: /support@dev\.herway\.com/ }).getAttribute('href')).toBe('mailto:support@dev.herway.com');
    const instagram = connect.getByRole('link', { name: /instagram/i });
    expect(instagram.getAttribute('href')).toBe('https://instagram.com/herway.recruiting');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toContain('noopener');
    expect(connect.getByRole('link', { name: /linkedin/i }).getAttribute('href')).toBe('https://www.linkedin.com/company/herway-recruiting');
  });

  it('shows every contact form message under its field on an empty submit, and sends nothing', async () => {
    const { user, fetchMock, form } = await openContact();

    await user.click(form.getByRole('button', { name: 'Send Message' }));

    for (const message of SPEC_MESSAGES) expect(await form.findByText(message)).toBeDefined();
    const pairs: Array<[string, string]> = [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Invalid email address'],
      ["I'm interested in", 'Please select your interest'],
      ['Message', 'Message must be at least 10 characters'],
    ];
    for (const [label, message] of pairs) {
      const control = field(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const describedBy = control
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id));
      expect(describedBy.map((el) => el?.textContent)).toContain(message);
    }
    // Sport is optional.
    expect(field('Sport').getAttribute('aria-invalid')).toBeNull();
    // The first invalid field gets the focus.
    expect(document.activeElement).toBe(field('First name'));
    expect(fetchMock).not.toHaveBeenCalledWith('/api/contact', expect.anything());
  });

  it('explains an invalid e-mail and a short message, and clears each error once fixed', async () => {
    const { user, form } = await openContact();
    await user.type(field('Email'), 'ava@');
    await user.type(field('Message'), 'Too short');
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await form.findByText('Invalid email address')).toBeDefined();
    expect(form.getByText('Message must be at least 10 characters')).toBeDefined();

    await user.type(field('Email'), 'example.com');
    await user.type(field('Message'), '!');
    await waitFor(() => expect(form.queryByText('Invalid email address')).toBeNull());
    expect(form.queryByText('Message must be at least 10 characters')).toBeNull();
  });

  it('sends the message, toasts, resets the form and reports a lead with the interest type only', async () => {
    let answer!: (response: Response) => void;
    const { user, fetchMock, form } = await openContact((url) =>
      url === '/api/contact' ? new Promise<Response>((resolve) => (answer = resolve)) : jsonResponse({ message: 'Unauthorized' }, 401),
    );
    await fillValidForm(user);

    await user.click(form.getByRole('button', { name: 'Send Message' }));

    const pending = await form.findByRole('button', { name: 'Sending...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(sentBody(fetchMock)).toEqual({
      firstName: 'Ava',
      lastName: 'Lopez',
      email: 'ava.parent@example.com',
      sport: 'Soccer',
      interestType: 'Mentorship Program',
      message: 'Class of 2027 midfielder, looking for D2 and D3 programs.',
      website: '',
    });

    answer(jsonResponse({ success: true, message: "Thanks for reaching out! We'll get back to you within 24 hours." }));

    expect(await screen.findByText('Message sent successfully!')).toBeDefined();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeDefined();
    await waitFor(() => expect((field('First name') as HTMLInputElement).value).toBe(''));
    for (const label of ['Last name', 'Email', 'Sport', "I'm interested in", 'Message']) {
      expect((field(label) as HTMLInputElement).value).toBe('');
    }
    expect(form.getByRole('button', { name: 'Send Message' })).toBeDefined();
    expect(trackEvent).toHaveBeenCalledTimes(1);
    expect(trackEvent).toHaveBeenCalledWith('generate_lead', { interest_type: 'Mentorship Program' });
  });

  it('keeps the values and toasts the server message on failure', async () => {
    const { user, form } = await openContact((url) =>
      url === '/api/contact'
        ? jsonResponse({ message: "You've sent several messages in the last hour." }, 429)
        : jsonResponse({ message: 'Unauthorized' }, 401),
    );
    await fillValidForm(user);

    await user.click(form.getByRole('button', { name: 'Send Message' }));

    const toast = (await screen.findByText('Error sending message')).closest('li')!;
    expect(within(toast).getByText("You've sent several messages in the last hour.")).toBeDefined();
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect((field('First name') as HTMLInputElement).value).toBe('Ava');
    expect((field('Email') as HTMLInputElement).value).toBe('ava.parent@example.com');
    expect((field("I'm interested in") as HTMLSelectElement).value).toBe('Mentorship Program');
    expect((field('Message') as HTMLTextAreaElement).value).toBe('Class of 2027 midfielder, looking for D2 and D3 programs.');
    expect(form.getByRole('button', { name: 'Send Message' })).toBeDefined();
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors of a 400 under their fields', async () => {
    const { user, form } = await openContact((url) =>
      url === '/api/contact'
        ? jsonResponse({ message: 'email: Invalid email address', issues: [{ field: 'email', message: 'Invalid email address' }] }, 400)
        : jsonResponse({ message: 'Unauthorized' }, 401),
    );
    await fillValidForm(user);

    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Error sending message')).toBeDefined();
    expect(form.getByText('Invalid email address')).toBeDefined();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('has a honeypot that people never see but that is sent with the message', async () => {
    const { user, fetchMock, form } = await openContact((url) =>
      url === '/api/contact' ? jsonResponse({ success: true, message: 'ok' }) : jsonResponse({}, 401),
    );
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not in the accessibility tree: no textbox called Website.
    expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull();

    // A bot fills in every field it finds, the honeypot too.
    await fillValidForm(user);
    await user.type(honeypot, 'https://spam.example');
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    await screen.findByText('Message sent successfully!');
    expect(sentBody(fetchMock).website).toBe('https://spam.example');
  });
});
