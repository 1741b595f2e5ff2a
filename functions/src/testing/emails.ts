// The local SES keeps every message it was given; tests read them back by address.

export interface StoredEmail {
  subject: string;
  from: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
}

/** The messages the local SES holds for `address`. */
export async function emailsTo(sesUrl: string, address: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

/** cognito-local prints the code; the local stack e-mails it through the local SES shortly after. */
export async function waitForEmails(sesUrl: string, address: string, count: number): Promise<StoredEmail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const emails = await emailsTo(sesUrl, address);
    if (emails.length >= count || Date.now() > deadline) return emails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 6-digit code in a message, or '' without one. */
export const codeIn = (email: StoredEmail | undefined) => /\b(\d{6})\b/.exec(email?.body.text ?? '')?.[1] ?? '';
