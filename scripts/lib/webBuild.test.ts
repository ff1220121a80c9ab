import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStaleReason, markProductionBuild, webBuildStaleReason, WORKER_BUILD } from './webBuild.mjs';

let root = '';
const BUILT = new Date('2030-01-01T12:00:00Z');
const BEFORE = new Date('2030-01-01T11:00:00Z');
const AFTER = new Date('2030-01-01T13:00:00Z');

function file(path: string, time = BEFORE) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, time, time);
}
const touch = (path: string, time: Date) => utimesSync(join(root, path), time, time);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'web-build-'));
  for (const path of ['web/src/app/App.tsx', 'web/src/main.tsx', 'web/public/favicon.svg', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'packages/shared/src/index.ts']) file(path);
  for (const dir of ['web/src/app', 'web/src', 'web/public', 'packages/shared/src']) touch(dir, BEFORE);
  file('web/dist/index.html', BUILT);
  file('web/dist-server/entry-server.js', BUILT);
  markProductionBuild(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('webBuildStaleReason', () => {
  it('is up to date when every input is older than the build', () => {
    expect(webBuildStaleReason(root)).toBeNull();
  });

  it('builds when there is no build yet', () => {
    rmSync(join(root, 'web/dist'), { recursive: true });
    expect(webBuildStaleReason(root)).toBe('web/dist/index.html is missing');
  });

  it('builds when the server drawing bundle is missing or older than a source (the two builds run one after the other)', () => {
    touch('web/dist-server/entry-server.js', BEFORE);
    touch('web/src/main.tsx', new Date('2030-01-01T11:30:00Z'));
    expect(webBuildStaleReason(root)).toBe('web/src/main.tsx changed since the last build');
    rmSync(join(root, 'web/dist-server'), { recursive: true });
    expect(webBuildStaleReason(root)).toBe('web/dist-server/entry-server.js is missing');
  });

  it('builds once more when the bundle was not built in production mode by npm start', () => {
    rmSync(join(root, 'web/dist/.production-build'));
    expect(webBuildStaleReason(root)).toBe('web/dist may not be a production build');
    markProductionBuild(root);
    expect(webBuildStaleReason(root)).toBeNull();
  });

  it.each(['web/src/app/App.tsx', 'web/public/favicon.svg', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'packages/shared/src/index.ts'])(
    'rebuilds when %s is newer than the build',
    (path) => {
      touch(path, AFTER);
      expect(webBuildStaleReason(root)).toBe(`${path} changed since the last build`);
    },
  );

  it('rebuilds when a file was added or deleted deep in the sources (its folder changed)', () => {
    touch('web/src/app', AFTER);
    expect(webBuildStaleReason(root)).toBe('web/src/app changed since the last build');
  });

  it('ignores files that are not build inputs', () => {
    file('web/e2e/home.spec.ts', AFTER);
    file('api/src/index.ts', AFTER);
    expect(webBuildStaleReason(root)).toBeNull();
  });
});

describe('the worker bundle', () => {
  beforeEach(() => {
    for (const path of ['worker/src/index.ts', 'worker/build.mjs', 'worker/package.json', 'packages/db/src/index.ts', 'packages/documents/src/index.ts', 'packages/server/src/index.ts']) file(path);
    for (const dir of ['worker/src', 'packages/db/src', 'packages/documents/src', 'packages/server/src']) touch(dir, BEFORE);
    file('worker/dist/index.mjs', BUILT);
  });

  it('is up to date when every input is older than the bundle; nothing of the web app counts', () => {
    file('web/src/main.tsx', AFTER);
    expect(buildStaleReason(root, WORKER_BUILD)).toBeNull();
  });

  it('builds when there is no bundle yet', () => {
    rmSync(join(root, 'worker/dist'), { recursive: true });
    expect(buildStaleReason(root, WORKER_BUILD)).toBe('worker/dist/index.mjs is missing');
  });

  it.each(['worker/src/index.ts', 'worker/build.mjs', 'packages/db/src/index.ts', 'packages/documents/src/index.ts', 'packages/server/src/index.ts', 'packages/shared/src/index.ts'])(
    'rebuilds when %s is newer than the bundle',
    (path) => {
      touch(path, AFTER);
      expect(buildStaleReason(root, WORKER_BUILD)).toBe(`${path} changed since the last build`);
    },
  );
});
