// The worker's Node flags are one list (worker/nodeFlags.mjs); the image and the package script, which
// cannot import it, must say the same, or the worker's memory differs between where it is measured and
// where it runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORKER_NODE_FLAGS } from '../worker/nodeFlags.mjs';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe('the worker runs with the same Node flags everywhere', () => {
  it('bounds V8\'s young generation', () => {
    expect(WORKER_NODE_FLAGS).toContain('--max-semi-space-size=4');
  });

  it('in the image', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('worker/Dockerfile'))?.[1];
    expect(cmd && JSON.parse(cmd)).toEqual(['node', ...WORKER_NODE_FLAGS, 'worker/dist/index.mjs']);
  });

  it('in `npm run start:dist`', () => {
    const scripts = (JSON.parse(read('worker/package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['start:dist']).toBe(['node', ...WORKER_NODE_FLAGS, 'dist/index.mjs'].join(' '));
  });

  it('in `npm start`', () => {
    expect(read('scripts/start.mjs')).toContain("args: [...WORKER_NODE_FLAGS, 'worker/dist/index.mjs']");
  });
});
