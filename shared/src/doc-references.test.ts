import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository must explain itself: no comment or page may send a reader to a document a clone
// does not have (the founders' specification and design notes, numbered issues), and every docs
// page a link or a comment names must exist, with the heading it points at.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = [
  'shared',
  'events',
  'functions',
  'web',
  'infra',
  'docs',
  'README.md',
  'eslint.config.js',
  'vitest.config.ts',
  'package.json',
  'biome.json',
  'cdk.json',
];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'cdk.out', 'coverage']);
const TEXT_FILE = /\.(tsx?|jsx?|mjs|cjs|md|json|html|css|ya?ml|sh)$/;

const SECTION_SIGN = '\u00a7';
/** What points outside the repository: the founders' specification and design notes (named, or a
 * bare section number), their tooling and style notes, numbered issues. */
const OUTSIDE_REFERENCES: readonly RegExp[] = [
  /\b(SPEC|DESIGN)\b/,
  new RegExp(`${SECTION_SIGN}\\s?\\d`),
  /\b(STYLE|TOOLING)\.md\b/,
  /\bSTYLE \d/,
  /\b[Ii]ssue \d+/,
];
/** This file spells out what it looks for, so it is the one file not searched for it. */
const THIS_FILE = 'shared/src/doc-references.test.ts';

/**
 * The references still standing in the web API files that the typed API client change is
 * replacing, each line as it stands (trimmed). Whoever rewrites one of these lines states the rule
 * or links to docs/ instead, and deletes it here: a line listed here that is gone fails the test
 * too, so this list only shrinks until it is empty.
 */
const PENDING_REWRITE: Readonly<Record<string, readonly string[]>> = {
  'web/src/features/admin/api/login-admin.ts': ['* Admin sign-in, first step (SPEC \u00a78, DESIGN \u00a78): a right password shows her TOTP step; on failure'],
  'web/src/features/admin/api/logout-admin.ts': [
    "/** Logout (SPEC \u00a78): 'Logged Out', every cached answer forgotten, on to /admin-login; or 'Logout Failed'. */",
  ],
  'web/src/features/admin/api/send-test-email.ts': ["/** 'Test Email' (SPEC \u00a78): 'Test Email Sent' with the server's message, or 'Email Test Failed'. */"],
  'web/src/features/admin/api/upload-content.ts': ['/** The three steps of an upload (SPEC \u00a74): ask for a URL, PUT the file, register it. */'],
  'web/src/features/auth/api/get-current-user.ts': [
    '/** Loaded with the first answer: the shell every page loads first carries no Zod (DESIGN \u00a77). */',
    '/** SPEC \u00a74: cached 5 minutes and never retried. */',
  ],
  'web/src/features/auth/api/login.ts': [
    '/** An athlete is signed in at once; an admin gets her TOTP step first (DESIGN \u00a78). */',
    "* Signs in (SPEC \u00a75, \u00a78): 'Welcome Back!' and the user in the cache (the shell switches at once),",
  ],
  'web/src/features/auth/api/register.ts': ["* Registers and signs in (SPEC \u00a72, \u00a78): 'Account Created!' and the user in the cache, then"],
  'web/src/features/auth/api/verify-mfa.ts': ["* Finishes an admin's sign-in (DESIGN \u00a78): 'Admin Login Successful', the user in the cache and on"],
  'web/src/features/checkout/api/create-payment-session.ts': [
    '* Opens the payment session (SPEC \u00a77 purchase-course / purchase-mentorship / create-payment-intent).',
    '* PaymentIntents. Each request is its own key: a new discount means a new session (SPEC \u00a74), and',
  ],
  'web/src/features/checkout/api/record-payment-success.ts': [
    '* verified webhook does). A failure is only logged: she still reaches the success page (SPEC \u00a77).',
  ],
  'web/src/features/dashboard/api/complete-session.ts': [
    "* Mark Complete (SPEC \u00a74, \u00a77, \u00a78): 'Session Completed' and both the dashboard and the sessions",
  ],
  'web/src/features/dashboard/api/download-material.ts': [
    "/** A course material's Download button: 'Download started' or 'Download failed' (SPEC \u00a78). */",
  ],
  'web/src/features/dashboard/api/get-sessions.ts': [
    '/** SPEC \u00a77 defaults (never stale, no retries): refreshed after a completion, a booking or on request. */',
  ],
  'web/src/features/marketing/api/download-resource.test.ts': ["describe('opensInNewTab (SPEC \u00a77)', () => {"],
  'web/src/features/marketing/api/download-resource.ts': [
    '/** SPEC \u00a79: the files of a multi-file resource open 2 s apart. */',
    '/** SPEC \u00a77: a URL starting with http or ending .pdf opens in a new tab. */',
    "* A resource's Download button. SPEC \u00a78: 'Download started' with the server's message, or a",
  ],
  'web/src/features/marketing/api/submit-contact.ts': [
    "* Sends a contact message. SPEC \u00a78: success toasts 'Message sent successfully!', failure a",
    "* destructive 'Error sending message' with the server's message. SPEC \u00a77: a lead event with the",
  ],
  'web/src/lib/api-client.ts': [
    "// the shell every page loads first carries none of it (DESIGN \u00a77: Home's first load \u2264 120 KB).",
    '/** A non-OK HTTP answer. `message` is `${status}: ${body text or statusText}` (SPEC \u00a77). */',
  ],
};

function scannedFiles(entry: string): string[] {
  const full = path.join(repoRoot, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT_FILE.test(entry) ? [entry] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    if (child.name.startsWith('.') || (child.isDirectory() && SKIPPED_DIRECTORIES.has(child.name))) return [];
    return scannedFiles(path.join(entry, child.name));
  });
}

const files = SCANNED.flatMap(scannedFiles).map((file) => file.split(path.sep).join('/'));
const textOf = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** `file:line: text` for each line that points outside the repository. */
function outsideReferences(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (OUTSIDE_REFERENCES.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

/** The text of a `file:line: text` reference. */
function lineTextOf(reference: string): string {
  return reference.replace(/^[^:]+:\d+: /, '');
}

/** Whether a `file:line: text` reference is one of PENDING_REWRITE's. */
function isPendingRewrite(reference: string): boolean {
  const file = reference.slice(0, reference.indexOf(':'));
  return PENDING_REWRITE[file]?.includes(lineTextOf(reference)) ?? false;
}

/** A markdown page without its fenced code blocks (links there are examples, not links). */
function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a markdown page has, duplicates numbered as GitHub numbers them. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of withoutCodeBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const anchor = anchorOf(match[1] ?? '');
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return anchors;
}

/** Why a target (a repository path, maybe with `#anchor`) does not resolve, or undefined when it does. */
function brokenTarget(target: string): string | undefined {
  const [pathPart = '', anchor] = target.split('#');
  const full = path.join(repoRoot, pathPart);
  if (!existsSync(full)) return 'no such file';
  if (!anchor || !pathPart.endsWith('.md')) return undefined;
  return anchorsOf(readFileSync(full, 'utf8')).has(anchor) ? undefined : `no heading #${anchor}`;
}

/** The relative links of a markdown page, each as a repository path with its anchor. */
function relativeLinks(file: string, markdown: string): string[] {
  const prose = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].flatMap((match) => {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return [];
    if (target.startsWith('#')) return [`${file}${target}`];
    return [path.posix.normalize(path.posix.join(path.posix.dirname(file), target))];
  });
}

/** Every `docs/….md` path a file names, from the repository root, with its anchor. */
function docsPathsNamed(text: string): string[] {
  return [...text.matchAll(/(?<![\w./-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g)].map((match) => match[0]);
}

describe('references outside the repository', () => {
  it('are recognised in each form they took', () => {
    const samples = [
      `(SPEC ${SECTION_SIGN}2)`,
      `DESIGN ${SECTION_SIGN}8 "Mentors"`,
      'see DESIGN.md',
      "the SPEC's sample codes",
      `(${SECTION_SIGN}5 Upload)`,
      'TOOLING.md',
      'STYLE 6',
      'Issue 16 point 4',
    ];
    expect(samples.map((sample) => outsideReferences('sample.ts', sample).length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(outsideReferences('sample.ts', 'an issue with the card; 16 sessions; SPEC_ROUTES; the design; docs/product-rules.md')).toEqual([]);
  });

  it('appear nowhere in the code, tests or docs: each rule is stated, or linked to docs/', () => {
    expect(files.length).toBeGreaterThan(500);
    const found = files.filter((file) => file !== THIS_FILE).flatMap((file) => outsideReferences(file, textOf(file)));
    expect(found.filter((reference) => !isPendingRewrite(reference))).toEqual([]);
  });

  it('are left only on the lines listed as pending a rewrite, each of which still needs it', () => {
    const stillThere = Object.entries(PENDING_REWRITE).flatMap(([file, lines]) => {
      const text = existsSync(path.join(repoRoot, file)) ? textOf(file) : '';
      const current = new Set(outsideReferences(file, text).map(lineTextOf));
      return lines.filter((line) => !current.has(line)).map((line) => `${file}: ${line}`);
    });
    expect(stillThere, 'fixed or gone: delete these from PENDING_REWRITE').toEqual([]);
  });
});

describe('links to the docs', () => {
  const markdownPages = files.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')));

  it('computes GitHub anchors', () => {
    expect(anchorOf('Changing a session: the 24-hour policy')).toBe('changing-a-session-the-24-hour-policy');
    expect(anchorOf("Minors' data")).toBe('minors-data');
    expect(anchorOf('Payment links (the open-amount `/checkout`)')).toBe('payment-links-the-open-amount-checkout');
    expect([...anchorsOf('# A\n## Tests\n```\n# not a heading\n```\n## Tests\n')]).toEqual(['a', 'tests', 'tests-1']);
  });

  it('resolve: every relative link of README.md and docs/, to a file and heading that exist', () => {
    expect(markdownPages).toContain('docs/product-rules.md');
    const broken = markdownPages.flatMap((file) =>
      relativeLinks(file, textOf(file)).flatMap((target) => {
        const reason = brokenTarget(target);
        return reason ? [`${file} → ${target}: ${reason}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('resolve: every docs/….md path named in code, comments and pages', () => {
    const broken = files.flatMap((file) =>
      docsPathsNamed(textOf(file)).flatMap((target) => {
        const reason = brokenTarget(target);
        return reason ? [`${file} → ${target}: ${reason}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
