import { describe, expect, it } from 'vitest';
import { MAX_CAPTIONS_BYTES, checkCaptions, transcriptOf } from './webvtt';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const valid = `WEBVTT - Welcome

NOTE written by hand

1
00:00:01.000 --> 00:00:04.500 line:90%
<v Coach>Welcome to <b>HerWay</b>.</v>

00:04.500 --> 00:09.000
Coaches read your e-mails &amp; profiles.
`;

describe('checkCaptions', () => {
  it('reads a valid file: identifiers, hh:mm:ss and mm:ss timings, settings and notes', () => {
    expect(checkCaptions(bytesOf(valid), 30)).toEqual({
      ok: true,
      cues: [
        { startSeconds: 1, endSeconds: 4.5, text: '<v Coach>Welcome to <b>HerWay</b>.</v>' },
        { startSeconds: 4.5, endSeconds: 9, text: 'Coaches read your e-mails &amp; profiles.' },
      ],
    });
  });

  it('accepts a byte-order mark and CRLF line ends', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytesOf(valid.replace(/\n/g, '\r\n'))]);
    expect(checkCaptions(withBom, 30)).toMatchObject({ ok: true, cues: [{ startSeconds: 1 }, { endSeconds: 9 }] });
  });

  it('refuses a file without the WEBVTT header', () => {
    expect(checkCaptions(bytesOf('1\n00:00:01.000 --> 00:00:02.000\nHi\n'), 30)).toEqual({
      ok: false,
      problem: 'This is not a WebVTT file: its first line must be WEBVTT.',
    });
    expect(checkCaptions(bytesOf('WEBVTTX\n'), 30)).toMatchObject({ ok: false });
  });

  it('refuses a bad timing, naming its line', () => {
    expect(checkCaptions(bytesOf('WEBVTT\n\n00:00:01,000 --> 00:00:02.000\nHi\n'), 30)).toEqual({
      ok: false,
      problem: 'The cue timing on line 3 is not of the form 00:00:01.000 --> 00:00:04.000.',
    });
    expect(checkCaptions(bytesOf('WEBVTT\n\n00:61.000 --> 01:02.000\nHi\n'), 300)).toMatchObject({ ok: false });
    expect(checkCaptions(bytesOf('WEBVTT\n\nHello there\n'), 30)).toMatchObject({ ok: false });
  });

  it('refuses a cue that ends before it starts', () => {
    expect(checkCaptions(bytesOf('WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nHi\n'), 30)).toEqual({
      ok: false,
      problem: 'The cue on line 3 ends before it starts.',
    });
  });

  it("refuses a cue past the video's end", () => {
    expect(checkCaptions(bytesOf('WEBVTT\n\n00:00:25.000 --> 00:00:31.000\nHi\n'), 30)).toEqual({
      ok: false,
      problem: 'The cue on line 3 ends at 0:31, after the end of the video (0:30).',
    });
    expect(checkCaptions(bytesOf('WEBVTT\n\n00:00:25.000 --> 00:00:30.000\nHi\n'), 30)).toMatchObject({ ok: true });
  });

  it('refuses a file over 512 KB, one that is not UTF-8, and one without cues', () => {
    const big = bytesOf(`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'a'.repeat(MAX_CAPTIONS_BYTES)}\n`);
    expect(checkCaptions(big, 30)).toEqual({ ok: false, problem: 'The captions file is larger than 512 KB.' });
    expect(checkCaptions(new Uint8Array([...bytesOf('WEBVTT\n\n00:01.000 --> 00:02.000\n'), 0xff, 0xfe]), 30)).toEqual({
      ok: false,
      problem: 'The captions file is not UTF-8 text. Save it as UTF-8 and upload it again.',
    });
    expect(checkCaptions(bytesOf('WEBVTT\n\nNOTE nothing yet\n'), 30)).toEqual({ ok: false, problem: 'The captions file has no cues.' });
  });
});

describe('transcriptOf', () => {
  it('keeps the cue texts in order, strips tags and entities, and drops a line repeated by the next cue', () => {
    const cues = [
      { startSeconds: 0, endSeconds: 1, text: '<v Coach>Welcome to <b>HerWay</b>.</v>' },
      { startSeconds: 1, endSeconds: 2, text: '<v Coach>Welcome to <b>HerWay</b>.</v>\n<i>Coaches</i> read e-mails &amp; <00:00:01.500>profiles.' },
      { startSeconds: 2, endSeconds: 3, text: 'Welcome to HerWay.' },
    ];
    expect(transcriptOf(cues)).toBe('Welcome to HerWay.\nCoaches read e-mails & profiles.\nWelcome to HerWay.\n');
  });
});
