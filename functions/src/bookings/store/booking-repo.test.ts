import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRecord } from './booking-repo';

const dynamo = mockClient(DynamoDBDocumentClient);

async function loadRepo() {
  vi.stubEnv('TABLE_NAME', 'herway');
  vi.resetModules();
  return import('./booking-repo');
}

const at = '2026-11-29T20:00:00.000Z';
const booking: BookingRecord = {
  id: 'booking-1',
  userId: 'sub-1',
  mentorshipPackageId: null,
  mentorName: 'Coach Dana',
  sessionDate: '2026-12-03T17:00:00.000Z',
  sessionDuration: 60,
  sessionType: 'mentorship',
  status: 'scheduled',
  calendlyInviteeUri: 'https://api.calendly.com/scheduled_events/e1/invitees/i1',
  needsAttention: true,
  completedAt: null,
  notes: null,
  createdAt: at,
  updatedAt: at,
};
const profileGet = { Key: { PK: 'USER#sub-1', SK: 'PROFILE' } };

beforeEach(() => {
  dynamo.reset();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('recordBooking', () => {
  it('records the booking and its look-up with the check that her account is open', async () => {
    const { recordBooking } = await loadRepo();
    dynamo.on(GetCommand, profileGet).resolves({ Item: { PK: 'USER#sub-1' } });
    dynamo.on(TransactWriteCommand).resolves({});

    expect(await recordBooking(booking)).toBe('recorded');
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.at(-1)?.ConditionCheck?.Key).toEqual({ PK: 'USER#sub-1', SK: 'PROFILE' });
  });

  // A booking delivered again and again once her deletion has begun must not hold her profile,
  // which the deletion's own transaction removes (kernel/store/account-guard.ts).
  it('once her deletion has begun, records nothing and sends no transaction', async () => {
    const { recordBooking } = await loadRepo();
    dynamo.on(GetCommand, profileGet).resolves({ Item: { PK: 'USER#sub-1', deletionBegunAt: at } });
    dynamo.on(TransactWriteCommand).resolves({});

    expect(await recordBooking(booking)).toBe('account-deleted');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
