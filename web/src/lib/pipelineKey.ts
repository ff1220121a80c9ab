// The pipeline's queries' key (DESIGN §11.2): what a client does refetches them all. Its own module, so
// the watcher on every screen and the dashboard name it without loading any of their code
// (web/e2e/smoke.spec.ts: the first load's budget).
export const PIPELINE_KEY = ['pipeline'] as const;

/** "Waiting on you" (lib/waiting.ts). */
export const WAITING_KEY = [...PIPELINE_KEY, 'waiting'] as const;
