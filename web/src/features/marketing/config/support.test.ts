import { MIN_ATHLETE_AGE, REPLY_WITHIN_HOURS, RESCHEDULE_NOTICE_HOURS } from '@herway/shared/catalog/faq';
import { describe, expect, it } from 'vitest';
import * as support from './support';

describe('support constants', () => {
  it('match the catalog the FAQ and the server use', () => {
    expect(support.MIN_ATHLETE_AGE).toBe(MIN_ATHLETE_AGE);
    expect(support.REPLY_WITHIN_HOURS).toBe(REPLY_WITHIN_HOURS);
    expect(support.RESCHEDULE_NOTICE_HOURS).toBe(RESCHEDULE_NOTICE_HOURS);
  });
});
