// The worker's Node flags wherever it runs as in production: the image's CMD (worker/Dockerfile),
// `npm start` (scripts/start.mjs), `npm run start:dist` and the bench. scripts/worker-flags.test.ts
// keeps the Dockerfile and package.json, which cannot import this file, the same.
//
// --max-semi-space-size=4 (MiB): V8's young generation is three semi-spaces. Since Node 22 their
// default size grows with the memory the process sees, so on a large machine a loaded worker kept
// ~90 MB of short-lived streaming chunks before collecting them; in a container with a small limit
// it is smaller. Measured (560 jobs, 8 at a time, 500 ms answers, one worker bundle): peak RSS
// 268 MB by default on a 24 GB machine, 211 MB at 16, 199 at 8, 178 at 4, 178 at 2; idle 128 → 115 MB;
// the same 14.2–14.4 jobs/s throughout. Fixed here so the worker's memory is the same everywhere.
export const WORKER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=4'];
