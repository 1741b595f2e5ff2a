import { describe, expect, it } from 'vitest';
import { openedSentence } from './coach-link-words';

describe('openedSentence', () => {
  it('says the count and the last day, and nothing more', () => {
    expect(openedSentence({ opens: 0, lastOpenedAt: null })).toBe('Not opened yet');
    expect(openedSentence({ opens: 1, lastOpenedAt: '2026-11-24T18:00:00.000Z' }, 'America/Los_Angeles')).toBe('Opened 1 time, last on Tue, Nov 24');
    expect(openedSentence({ opens: 2, lastOpenedAt: '2026-11-24T18:00:00.000Z' }, 'America/Los_Angeles')).toBe('Opened 2 times, last on Tue, Nov 24');
  });

  it('counts the day in her own time zone', () => {
    expect(openedSentence({ opens: 3, lastOpenedAt: '2026-11-25T03:00:00.000Z' }, 'America/Los_Angeles')).toBe('Opened 3 times, last on Tue, Nov 24');
    expect(openedSentence({ opens: 3, lastOpenedAt: '2026-11-25T03:00:00.000Z' }, 'UTC')).toBe('Opened 3 times, last on Wed, Nov 25');
  });
});
