// `npm start` serves web/dist: rebuild it when anything the bundle is made from changed since the
// last build. Modification times are enough (a checkout or an edit touches the file; a deleted or
// renamed file touches its folder) and cost a few milliseconds for the whole tree. A mark beside the
// bundle says `npm start` built it in production mode; a bundle built any other way (perhaps React's
// development build) is rebuilt once.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the web bundle is built from, relative to the repo root. */
export const WEB_BUILD_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/vite-plugin-precompress.ts',
  'web/tsconfig.json',
  'web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];
const BUILD_STAMP = 'web/dist/index.html';
// A dot file: never served by the api.
const PRODUCTION_MARK = 'web/dist/.production-build';

function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

// The newest file or folder at or under `path`: [mtime, path], or null when it does not exist.
function newest(path) {
  const mtime = mtimeOf(path);
  if (mtime === null) return null;
  let best = [mtime, path];
  let entries = [];
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    return best; // a file
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules') continue;
    const found = newest(join(path, entry.name));
    if (found && found[0] > best[0]) best = found;
  }
  return best;
}

/** Why web/dist must be rebuilt (a short reason), or null when it is up to date. */
export function webBuildStaleReason(root, inputs = WEB_BUILD_INPUTS) {
  const built = mtimeOf(join(root, BUILD_STAMP));
  if (built === null) return `${BUILD_STAMP} is missing`;
  if (mtimeOf(join(root, PRODUCTION_MARK)) === null) return 'web/dist may not be a production build';
  for (const input of inputs) {
    const found = newest(join(root, input));
    if (found && found[0] > built) return `${found[1].slice(root.length).replace(/^[/\\]/, '')} changed since the last build`;
  }
  return null;
}

/** Call after a successful production build. */
export function markProductionBuild(root) {
  writeFileSync(join(root, PRODUCTION_MARK), 'NODE_ENV=production\n');
}
