import { mailFeedbackEnvelopeSchema } from '@herway/events/catalog';
import { readFixture } from '@herway/events/fixture';
import { describe, expect, it } from 'vitest';
import { mailKindOf, planFeedback } from './mail-feedback';

const envelope = (detailType: string, detail: unknown) =>
  mailFeedbackEnvelopeSchema.parse({
    version: '0',
    id: 'e-1',
    'detail-type': detailType,
    source: 'aws.ses',
    account: '123456789012',
    time: '2025-11-21T14:32:02Z',
    region: 'us-east-1',
    resources: ['arn:aws:ses:us-east-1:123456789012:configuration-set/herway-prod'],
    detail,
  });

const bounce = (changes: Record<string, unknown> = {}) => {
  const detail = readFixture('ses/email-bounced') as { bounce: Record<string, unknown> };
  return envelope('Email Bounced', { ...detail, bounce: { ...detail.bounce, ...changes } });
};

describe('planFeedback', () => {
  it('suppresses each recipient of a permanent bounce, with what the mail was, when it was sent and what the server said', () => {
    expect(planFeedback(bounce())).toEqual({
      suppress: [
        {
          email: 'bounce@simulator.amazonses.com',
          reason: 'bounce',
          kind: 'contact-confirmation',
          suppressedAt: '2025-11-21T14:32:01.512Z',
          sentAt: '2025-11-21T14:32:00.871Z',
          feedbackId: '0100018f9b2c1e4a-6f0d2c1b-4c1e-4a9b-9f3e-2b7d5c8a1e0f-000000',
          messageId: '0100018f9b2c1a7d-3c5e8f21-7b4a-4d2e-8c1f-9a6b3d2e5f40-000000',
          diagnostic: 'smtp; 550 5.1.1 user unknown',
        },
      ],
    });
  });

  it('suppresses nothing for a transient or undetermined bounce (a full mailbox may empty)', () => {
    expect(planFeedback(bounce({ bounceType: 'Transient', bounceSubType: 'MailboxFull' }))).toEqual({
      ignore: 'a transient bounce (MailboxFull): SES may deliver later mail',
    });
    expect('ignore' in planFeedback(bounce({ bounceType: 'Undetermined', bounceSubType: 'Undetermined' }))).toBe(true);
  });

  it('suppresses each recipient of a complaint', () => {
    const plan = planFeedback(envelope('Email Complaint Received', readFixture('ses/email-complaint-received')));
    expect(plan).toEqual({
      suppress: [expect.objectContaining({ email: 'complaint@simulator.amazonses.com', reason: 'complaint', kind: 'receipt', diagnostic: 'Marked as abuse' })],
    });
  });
});

describe('mailKindOf', () => {
  const mail = (tags?: Record<string, string[]>) => ({
    timestamp: '2025-11-21T14:32:00.871Z',
    messageId: 'm',
    source: 's',
    destination: [],
    ...(tags ? { tags } : {}),
  });

  it("reads the send's kind tag; an untagged message is Cognito's reset code; an unknown tag is said to be unknown", () => {
    expect(mailKindOf(mail({ kind: ['mentor-notes'], 'ses:operation': ['SendEmail'] }))).toBe('mentor-notes');
    expect(mailKindOf(mail({ 'ses:operation': ['SendEmail'] }))).toBe('password-reset');
    expect(mailKindOf(mail())).toBe('password-reset');
    expect(mailKindOf(mail({ kind: ['newsletter'] }))).toBe('unknown');
  });
});
