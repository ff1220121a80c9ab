// `npm start` serves web/dist (and draws pages with web/dist-server) and runs worker/dist: each is
// rebuilt only when anything it is made from changed since its last build (a cold build of the two
// web bundles takes many seconds on a small machine). Modification times are enough (a checkout or an
// edit touches the file; a deleted or renamed file touches its folder) and cost a few milliseconds for
// the whole tree. A mark beside the web bundle says `npm start` built it in production mode; a bundle
// built any other way (perhaps React's development build) is rebuilt once.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the web bundles are built from, relative to the repo root. */
export const WEB_BUILD_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/client.html',
  'web/vite.config.ts',
  'web/vite-plugin-precompress.ts',
  'web/vite-plugin-screen-chunks.ts',
  'web/tsconfig.json',
  'web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];
// A dot file: never served by the api.
const PRODUCTION_MARK = 'web/dist/.production-build';

/**
 * The web build (`npm run build -w @growth-suite/web`): the browser's bundle and the server's drawing
 * bundle, made one after the other; either missing means a build.
 */
export const WEB_BUILD = { outputs: ['web/dist/index.html', 'web/dist-server/entry-server.js'], inputs: WEB_BUILD_INPUTS, mark: PRODUCTION_MARK };

/**
 * The worker's plain-node bundle (worker/build.mjs): its own sources and the workspace packages it
 * bundles (third-party packages stay external, so the lockfile stands for them).
 */
export const WORKER_BUILD = {
  outputs: ['worker/dist/index.mjs'],
  inputs: [
    'worker/src',
    'worker/build.mjs',
    'worker/package.json',
    ...['db', 'documents', 'server', 'shared'].flatMap((name) => [`packages/${name}/src`, `packages/${name}/package.json`]),
    'package-lock.json',
  ],
};

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

/**
 * Why a build (WEB_BUILD, WORKER_BUILD) must run (a short reason), or null when its outputs are newer
 * than everything it is made from.
 */
export function buildStaleReason(root, { outputs, inputs, mark }) {
  let built = Infinity;
  for (const output of outputs) {
    const mtime = mtimeOf(join(root, output));
    if (mtime === null) return `${output} is missing`;
    built = Math.min(built, mtime);
  }
  if (mark && mtimeOf(join(root, mark)) === null) return `${mark.slice(0, mark.lastIndexOf('/'))} may not be a production build`;
  for (const input of inputs) {
    const found = newest(join(root, input));
    if (found && found[0] > built) return `${found[1].slice(root.length).replace(/^[/\\]/, '')} changed since the last build`;
  }
  return null;
}

/** Why web/dist must be rebuilt (a short reason), or null when it is up to date. */
export const webBuildStaleReason = (root, inputs = WEB_BUILD_INPUTS) => buildStaleReason(root, { ...WEB_BUILD, inputs });

/** Call after a successful production build. */
export function markProductionBuild(root) {
  writeFileSync(join(root, PRODUCTION_MARK), 'NODE_ENV=production\n');
}
