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

/** Where a page's repository paths may start (`./` too, outside a link); `fn/` is short for `functions/src/`. */
const REPOSITORY_PATH =
  /(?<![\w./-])(?:(?<!\]\()\.\/)?(?:functions\/src|fn|infra|shared\/src|events\/src|web\/src|web\/e2e)\/(?:[\w.@-]|\/|<[^<>\s]*>|\*+|\{[^{}\s]*\})*/g;
/** A placeholder or wildcard (`<domain>`, `*`, `{ts,tsx}`) names no one file. */
const PLACEHOLDER = /[<*{]/;
/** A file path ends in an extension, a folder in `/`; a bare name (`infra/local`) is a folder too. */
const FILE_EXTENSION = /\.(tsx?|md|json|[cm]?js)$/;
/** The files the worked example of docs/adding-an-endpoint.md would create: none exists yet. */
const WORKED_EXAMPLE_FILES = new Set([
  'functions/src/bookings/http/update-session-notes.ts',
  'functions/src/bookings/http/update-session-notes.test.ts',
  'functions/src/bookings/http/update-session-notes.int.test.ts',
  'web/src/features/dashboard/api/update-session-notes.ts',
]);

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every repository path a page names (in code spans, code blocks, prose or a link), with its line. */
function repositoryPathsNamed(file: string, markdown: string): { line: number; named: string; target: string }[] {
  const named = [...markdown.matchAll(REPOSITORY_PATH)].map((match) => {
    const text = match[0].replace(/\.+$/, '');
    const target = text.replace(/^\.\//, '').replace(/^fn\//, 'functions/src/');
    return { line: lineAt(markdown, match.index), named: text, target };
  });
  const linked = [...markdown.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)].flatMap((match) => {
    const link = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(link) || !link.startsWith('.')) return [];
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), link));
    return [{ line: lineAt(markdown, match.index), named: link, target }];
  });
  return [...named, ...linked.filter(({ target }) => target.replace(REPOSITORY_PATH, '') === '')];
}

/** `page:line → path` for each repository path a page names that the repository lacks. */
function missingRepositoryPaths(file: string, markdown: string): string[] {
  return repositoryPathsNamed(file, markdown).flatMap(({ line, named, target }) => {
    if (PLACEHOLDER.test(target)) return [];
    const isFolder = target.endsWith('/') || !FILE_EXTENSION.test(target);
    if (file === 'docs/adding-an-endpoint.md' && WORKED_EXAMPLE_FILES.has(target)) return [];
    const full = path.join(repoRoot, target);
    const found = existsSync(full) && statSync(full).isDirectory() === isFolder;
    return found ? [] : [`${file}:${line} → ${named}${named === target ? '' : ` (${target})`}`];
  });
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
    expect(found).toEqual([]);
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

  it('finds the repository paths a page names, in each form', () => {
    const page = [
      'See `functions/src/bookings/sessions.ts:42` and [the stack](../infra/constructs/http-api.ts#L3).',
      '`fn/kernel/config.ts`, `web/src/features/<feature>/api/`, `functions/src/*/store/`,',
      '`web/src/**/*.test.{ts,tsx}`, `shared/src/contracts` and `functions/src/no-such-file.ts`.',
      '```sh\nnpx tsx -e "import(\'./functions/src/contact/jobs/backfill-leads.ts\')"',
      'events/src/catalog.ts',
      '```',
    ].join('\n');
    expect(repositoryPathsNamed('guide/sample.md', page).map(({ line, target }) => `${line} ${target}`)).toEqual([
      '1 functions/src/bookings/sessions.ts',
      '2 functions/src/kernel/config.ts',
      '2 web/src/features/<feature>/api/',
      '2 functions/src/*/store/',
      '3 web/src/**/*.test.{ts,tsx}',
      '3 shared/src/contracts',
      '3 functions/src/no-such-file.ts',
      '5 functions/src/contact/jobs/backfill-leads.ts',
      '6 events/src/catalog.ts',
      '1 infra/constructs/http-api.ts',
    ]);
    expect(missingRepositoryPaths('guide/sample.md', page)).toEqual(['guide/sample.md:3 → functions/src/no-such-file.ts']);
    expect(missingRepositoryPaths('guide/sample.md', '`fn/lib/http-errors.ts`, `functions/src/kernel/config.ts/`')).toEqual([
      'guide/sample.md:1 → fn/lib/http-errors.ts (functions/src/lib/http-errors.ts)',
      'guide/sample.md:1 → functions/src/kernel/config.ts/',
    ]);
  });

  it('exist: every repository file and folder that README.md and docs/ name', () => {
    const missing = markdownPages.flatMap((file) => missingRepositoryPaths(file, textOf(file)));
    expect(missing).toEqual([]);
  });

  it('the worked example of adding an endpoint names files still to be made', () => {
    const named = repositoryPathsNamed('docs/adding-an-endpoint.md', textOf('docs/adding-an-endpoint.md')).map(({ target }) => target);
    for (const file of WORKED_EXAMPLE_FILES) {
      expect(named).toContain(file);
      expect(existsSync(path.join(repoRoot, file))).toBe(false);
    }
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
