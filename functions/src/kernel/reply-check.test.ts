import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from '@herway/shared/zod';

const settings = vi.hoisted(() => ({ STAGE: 'local' }));
const logged = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('./config', () => ({ config: () => settings }));
vi.mock('./logger', () => ({ logger: logged }));

const { checkReply } = await import('./reply-check');

const schoolReply = z.object({ school: z.object({ id: z.string(), name: z.string() }) });
const valid = JSON.stringify({ school: { id: 's1', name: 'Stanford' } });
const wrong = JSON.stringify({ school: { id: 's1', name: 42 } });

beforeEach(() => {
  logged.error.mockReset();
  settings.STAGE = 'local';
});

describe('checkReply', () => {
  it('passes a reply of the schema, extra fields included, without a log', () => {
    expect(() => checkReply('recruiting/add-school', schoolReply, 201, valid)).not.toThrow();
    expect(() =>
      checkReply('recruiting/add-school', schoolReply, 200, JSON.stringify({ school: { id: 's1', name: 'Yale', city: 'New Haven' } })),
    ).not.toThrow();
    expect(logged.error).not.toHaveBeenCalled();
  });

  it.each(['local', 'test'])('fails loudly on %s, naming the handler and the field', (stage) => {
    settings.STAGE = stage;
    expect(() => checkReply('recruiting/add-school', schoolReply, 201, wrong)).toThrow(
      /The reply of recruiting\/add-school does not match its schema: school\.name: /,
    );
  });

  it.each(['dev', 'prod'])('on %s logs an error and lets the reply go out', (stage) => {
    settings.STAGE = stage;
    expect(() => checkReply('recruiting/add-school', schoolReply, 201, wrong)).not.toThrow();
    expect(logged.error).toHaveBeenCalledWith('Reply does not match its schema', {
      handler: 'recruiting/add-school',
      statusCode: 201,
      problems: [expect.stringMatching(/^school\.name: /)],
    });
  });

  it('leaves error replies and empty bodies alone: they are not the success shape', () => {
    expect(() => checkReply('recruiting/add-school', schoolReply, 400, JSON.stringify({ message: 'School name is required' }))).not.toThrow();
    expect(() => checkReply('recruiting/add-school', schoolReply, 204, '')).not.toThrow();
  });
});
