// Where each tool is named in the source: a tool is its folders, collected by the generated
// registries, so any other non-test source file that names a tool's slug is a place a new tool would
// have to be added by hand — and is reported. Used by `npm run check:tools` (and `npm test`).
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { GENERATED, toolSlugs, TOOLS_DIR } from './toolRegistry.mjs';

export { toolSlugs, TOOLS_DIR };

/** The registries: generated from the tool folders (toolRegistry.mjs), so they name every tool. */
export const REGISTRIES = GENERATED.map(({ file }) => file);

/**
 * A tool's own folders and files: its three entry points' folders (shared, worker, web) and, for a
 * tool that has more than a generation (a document sent to a client, who accepts it), its API folder
 * and repository, both named by the plural the routes use (`/api/<slug>s/…`), and its tables in
 * migrations named after them. A tool's own code may name other tools (its prefill reads their
 * results, its pack makes them): adding a tool never edits another's.
 */
export const ownPaths = (slug) => [
  `${TOOLS_DIR}/${slug}/`,
  `worker/src/generators/${slug}.ts`,
  `web/src/features/${slug}/`,
  `api/src/routes/${slug}s/`,
  `packages/db/src/repositories/${slug}s/`,
  `packages/db/src/migrations/`,
];

const SOURCE = /\.(ts|tsx|mts|mjs|js|css|html)$/;
/** Tests, browser specs, benchmarks and test support may name any tool. */
const NOT_PRODUCT = [/\.test\.tsx?$/, /(^|\/)test\//, /^web\/e2e\//, /^bench\//, /^packages\/testing\//, /\.d\.mts$/];


/** `my-tool` → `my-tool`, `my_tool`, `myTool`, `MyTool`, `MY_TOOL`: every way code spells a slug. */
export function spellings(slug) {
  const words = slug.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return [...new Set([slug, words.join('_'), pascal[0].toLowerCase() + pascal.slice(1), pascal, words.join('_').toUpperCase()])];
}

/**
 * A line that names the tool: any spelling, singular or plural (a tool's API folder, repository and
 * routes take the plural), as a word or a camelCase part of one (`sendLeadMagnets`, `LeadMagnetRow`,
 * `LEAD_MAGNETS`), but not inside another word (`leadMagnetic`, `counterleadmagnet`).
 */
export function mentionPattern(slug) {
  const words = slug.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  const lower = [...new Set([slug, words.join('_'), pascal[0].toLowerCase() + pascal.slice(1)])].join('|');
  const constant = words.join('_').toUpperCase();
  return new RegExp(
    [
      // starting lower-case: not after a letter or digit
      `(?<![A-Za-z0-9])(?:${lower})s?(?![a-z0-9])`,
      // capitalised: a camelCase part, so after anything but a capital or digit
      `(?<![A-Z0-9])${pascal}s?(?![a-z0-9])`,
      `(?<![A-Za-z0-9])${constant}S?(?![A-Z0-9])`,
    ].join('|'),
  );
}

export function sourceFiles(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return out
    .split('\n')
    .filter((file) => SOURCE.test(file) && !NOT_PRODUCT.some((pattern) => pattern.test(file)))
    .filter((file) => {
      try {
        return statSync(path.join(root, file)).isFile();
      } catch {
        return false; // deleted in the work tree
      }
    });
}

const owns = (slug, file) => ownPaths(slug).some((own) => file === own || file.startsWith(own));

/** `[{ file, slug, line, text }]` for every mention of a tool outside its folders and the registries. */
export function strayMentions(root) {
  const slugs = toolSlugs(root);
  const found = [];
  for (const file of sourceFiles(root)) {
    if (REGISTRIES.includes(file) || slugs.some((slug) => owns(slug, file))) continue;
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    for (const slug of slugs) {
      const pattern = mentionPattern(slug);
      lines.forEach((text, i) => {
        if (pattern.test(text)) found.push({ file, slug, line: i + 1, text: text.trim() });
      });
    }
  }
  return found;
}
