// A small WebVTT reader (docs/course-player.md, captions): enough to refuse a file that is not
// captions of this video, and to make its transcript. Our own rather than a library: the checks
// needed are few, and the S3 handlers' bundles must stay small (docs/lambda-bundles.md).

import { MAX_CAPTIONS_UPLOAD_BYTES } from '@herway/shared/contracts/course';

/** The largest captions file accepted (512 KB): far above an hour of speech. */
export const MAX_CAPTIONS_BYTES = MAX_CAPTIONS_UPLOAD_BYTES;

export interface Cue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

export type CaptionsCheck = { ok: true; cues: Cue[] } | { ok: false; problem: string };

// hh:mm:ss.ttt (hours of any length) or mm:ss.ttt; minutes and seconds below 60.
const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/;

function secondsOf(text: string): number | undefined {
  const match = TIME.exec(text);
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

const clock = (seconds: number) => {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** One cue block (its lines, the timing line at `timingAt`) read, or the sentence saying what is wrong. */
function readCue(lines: string[], timingAt: number, blockLine: number, maxSeconds: number): Cue | string {
  const timing = TIMING.exec(lines[timingAt] ?? '');
  const start = timing ? secondsOf(timing[1] ?? '') : undefined;
  const end = timing ? secondsOf(timing[2] ?? '') : undefined;
  const where = `line ${blockLine + timingAt + 1}`;
  if (start === undefined || end === undefined) return `The cue timing on ${where} is not of the form 00:00:01.000 --> 00:00:04.000.`;
  if (end <= start) return `The cue on ${where} ends before it starts.`;
  if (end > maxSeconds) return `The cue on ${where} ends at ${clock(end)}, after the end of the video (${clock(maxSeconds)}).`;
  return { startSeconds: start, endSeconds: end, text: lines.slice(timingAt + 1).join('\n') };
}

/**
 * Reads a WebVTT file and checks it: at most 512 KB, UTF-8 (a byte-order mark is allowed), the
 * `WEBVTT` header, every cue's timing well formed with its end after its start and no later than
 * `maxSeconds` (the video's length), and at least one cue. NOTE, STYLE and REGION blocks are skipped.
 */
export function checkCaptions(bytes: Uint8Array, maxSeconds: number): CaptionsCheck {
  if (bytes.byteLength > MAX_CAPTIONS_BYTES) return { ok: false, problem: 'The captions file is larger than 512 KB.' };
  const text = decodeUtf8(bytes);
  if (text === undefined) return { ok: false, problem: 'The captions file is not UTF-8 text. Save it as UTF-8 and upload it again.' };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return { ok: false, problem: 'This is not a WebVTT file: its first line must be WEBVTT.' };
  const cues: Cue[] = [];
  let blockStart = 1;
  while (blockStart < lines.length) {
    let blockEnd = blockStart;
    while (blockEnd < lines.length && (lines[blockEnd] ?? '').trim() !== '') blockEnd += 1;
    const block = lines.slice(blockStart, blockEnd);
    const first = block[0] ?? '';
    if (block.length > 0 && !/^(NOTE|STYLE|REGION)(\s|$)/.test(first)) {
      const timingAt = first.includes('-->') ? 0 : 1;
      const cue = readCue(block, timingAt, blockStart, maxSeconds);
      if (typeof cue === 'string') return { ok: false, problem: cue };
      cues.push(cue);
    }
    blockStart = blockEnd + 1;
  }
  if (cues.length === 0) return { ok: false, problem: 'The captions file has no cues.' };
  return { ok: true, cues };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&nbsp;': ' ', '&lrm;': '', '&rlm;': '' };

/** A cue's words: tags (<v Speaker>, <b>, <i>, timestamps) removed, entities read, spaces tidied. */
function plainText(cueText: string): string {
  return cueText
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** The transcript: the cues' lines in order, without tags, a line repeated by the next cue kept once. */
export function transcriptOf(cues: readonly Cue[]): string {
  const lines: string[] = [];
  for (const cue of cues) {
    for (const line of cue.text.split('\n').map(plainText)) {
      if (line !== '' && lines.at(-1) !== line) lines.push(line);
    }
  }
  return `${lines.join('\n')}\n`;
}
