// GET /api/tools/jobs/:requestId/events (DESIGN §9): the caller's own generation as Server-Sent
// Events, relayed from Redis by whichever api process holds the connection.
//
// On connect: the job's latest event (unless Last-Event-ID says the client has it), or where the job
// stands (queued and its position); then live events until a final one. While the job waits, its
// position is refreshed every 2 s; every 10 s the job's state is checked too, so a final
// event lost on the way (a Redis blip) still ends the stream with the right answer.
//
// The job's state is read from Redis only, never from history: a burst of streams opened with their
// POSTs costs no pooled MySQL connection while they wait for their jobs to appear (a job gone from
// Redis is over; its result is in History).
//
// Scoped by the job's workspace: a job is shown only to a member of the workspace it is for (and only
// in the workspace the request names, if it names one: `?workspace=`, as an EventSource sends no
// X-Workspace). A member removed from a team gets 404 at once, and an open stream of a team's job
// ends within MEMBERSHIP_EVERY_MS of the membership ending.
import { PassThrough } from 'node:stream';
import type { NumberedGenerationEvent } from '@growth-suite/server';
import { findScope } from '@growth-suite/db';
import {
  AI_FAILED_MESSAGE,
  FINAL_GENERATION_EVENTS,
  GENERATION_EVENTS_HEARTBEAT_MS,
  generationJobId,
  REQUEST_ID_PATTERN,
  type GenerationEvent,
  WORKSPACE_HEADER,
} from '@growth-suite/shared';
import { refineConflictMessage } from '@growth-suite/shared/contract/versions';
import { HttpError, notFound } from '../../errors.ts';
import type { SignedInContext } from '../route.ts';
import type { RouteDeps } from '../deps.ts';
import type { createGenerationService } from './service.ts';
import { createStreamSlots } from './streamSlots.ts';

/**
 * The SPA opens the stream as it sends the POST: give that POST this long to create the job, and
 * longer while it may still be on its way, up to JOB_COMING_MS: while the POST holds jobComingKey, or
 * while this api has requests waiting for a database connection (a POST that arrived with a burst
 * waits in that line before it can say it is coming). A key nobody is posting to an idle api is "not
 * found" after JOB_APPEAR_MS.
 */
const JOB_APPEAR_MS = 5000;
const JOB_COMING_MS = 60_000;
const POSITION_EVERY_MS = 2000;
const CHECK_EVERY_MS = 10_000;
/** How often a stream of a team's job checks that the caller is still a member (a MySQL read). */
const MEMBERSHIP_EVERY_MS = 4000;
const WORKSPACE_ID = /^[1-9]\d{0,9}$/;

/** Beyond a cap the stream is refused (the screen then polls the job's status instead). */
const TOO_MANY: Record<'user' | 'job', string> = {
  user: 'Too many live views of your generations are open. Close some tabs and try again.',
  job: 'This generation is already open in too many tabs. Close one and try again.',
};

type Service = ReturnType<typeof createGenerationService>;

export function streamJobEvents({ generation, redis, config, knex }: RouteDeps, service: Service) {
  // A slot lives three heartbeats without a renewal: a dead api process frees its slots soon.
  const openSlot = createStreamSlots(redis, config.redisPrefix, { ...config.streamLimits, leaseMs: 3 * GENERATION_EVENTS_HEARTBEAT_MS });

  /** True while requests wait in line for one of this api's pooled database connections. */
  const backlog = () => {
    const pool = (knex.client as { pool?: { numPendingAcquires(): number } }).pool;
    return (pool?.numPendingAcquires() ?? 0) > 0;
  };

  /**
   * Where the job stands now, as the event a client needs (null: no such job of this user, or not one
   * `mayWatch` lets them see).
   */
  async function currentEvent(jobId: string, mayWatch: (workspaceId: number | undefined) => Promise<boolean>): Promise<GenerationEvent | null> {
    const now = await service.liveState(jobId);
    if (!now || !(await mayWatch(now.workspaceId))) return null;
    switch (now.state) {
      case 'queued':
      case 'announced':
        return { type: 'queued', position: now.position };
      case 'active':
        return { type: 'started', startedAt: now.startedAt };
      case 'completed':
        return { type: 'completed', historyId: now.historyId, ...(now.version !== undefined ? { version: now.version } : {}) };
      case 'cancelled':
        return { type: 'cancelled' };
      case 'failed':
        // A refinement that lost to another change (or to an acceptance) says so, like its POST's 409.
        return { type: 'failed', message: refineConflictMessage(now.reason) ?? AI_FAILED_MESSAGE };
      default:
        return null;
    }
  }

  return async (ctx: SignedInContext) => {
    const requestId = ctx.params.requestId ?? '';
    if (!REQUEST_ID_PATTERN.test(requestId)) throw notFound('Job not found');
    const userId = ctx.state.user.id;
    // The job id carries the user id: another user's request id names a job that does not exist.
    const jobId = generationJobId(userId, requestId);
    const named = ctx.get(WORKSPACE_HEADER) || (typeof ctx.query.workspace === 'string' ? ctx.query.workspace : '');
    if (named && !WORKSPACE_ID.test(named)) throw notFound('Job not found');
    const namedId = named ? Number(named) : undefined;
    // The caller's membership of the job's workspace, read at most every MEMBERSHIP_EVERY_MS (their
    // personal workspace is theirs for good: no read).
    let memberOf: { workspaceId: number; at: number } | null = null;
    /** The team the watched job is for, once its membership was read (a personal job has none). */
    let teamWorkspace: number | undefined;
    const isMember = async (workspaceId: number) => {
      if (workspaceId === ctx.state.personalWorkspaceId) return true;
      if (memberOf?.workspaceId === workspaceId && Date.now() - memberOf.at < MEMBERSHIP_EVERY_MS) return true;
      const member = (await findScope(knex, userId, workspaceId)) !== null;
      memberOf = member ? { workspaceId, at: Date.now() } : null;
      if (member) teamWorkspace = workspaceId;
      return member;
    };
    /** A job the caller may watch: one of the named workspace (if any) that they are a member of. */
    const mayWatch = async (workspaceId: number | undefined) => workspaceId !== undefined && (namedId === undefined || namedId === workspaceId) && isMember(workspaceId);
    const lastEventId = Number.parseInt(ctx.get('Last-Event-ID'), 10) || 0;

    let now = await currentEvent(jobId, mayWatch);
    if (!now) {
      // Not there yet: its POST publishes 'queued' as it creates the job. Wait for that (or any
      // event), looking again every half second, for JOB_APPEAR_MS, or longer while its POST is coming.
      let wake = () => {};
      const stop = await generation.live.listen(jobId, () => wake());
      try {
        const opened = Date.now();
        let deadline = opened + JOB_APPEAR_MS;
        while (!now) {
          if (Date.now() >= deadline) {
            if (Date.now() - opened >= JOB_COMING_MS || !(backlog() || (await service.isComing(jobId)))) break;
            deadline = Math.min(Date.now() + 1000, opened + JOB_COMING_MS);
          }
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, Math.min(500, Math.max(0, deadline - Date.now())));
          });
          now = await currentEvent(jobId, mayWatch);
        }
      } finally {
        stop();
      }
    }
    if (!now) throw notFound('Job not found');
    const slot = await service.onQueue(() => openSlot(userId, jobId));
    if (slot === 'user' || slot === 'job') throw new HttpError(429, TOO_MANY[slot], { headers: { 'Retry-After': '5' } });

    const stream = new PassThrough();
    let sentId = lastEventId;
    let ended = false;
    const timers: NodeJS.Timeout[] = [];
    let stopListening = () => {};
    let untrack = () => {};
    const end = () => {
      if (ended) return;
      ended = true;
      for (const timer of timers) clearInterval(timer);
      stopListening();
      untrack();
      void slot.release().catch(() => {}); // if Redis is away, the lease ends it
      stream.end();
    };
    untrack = generation.live.track(end);
    /** One event; numbered ones carry their id so a reconnect resumes after it. */
    const send = (event: GenerationEvent, id?: number) => {
      if (ended) return;
      const { type, ...payload } = event;
      stream.write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${type}\ndata: ${JSON.stringify(payload)}\n\n`);
      if (FINAL_GENERATION_EVENTS.includes(type)) end();
    };

    ctx.res.on('close', end); // the client went away (or the response ended)
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.status = 200;
    ctx.type = 'text/event-stream';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Accel-Buffering', 'no'); // nginx: do not buffer the stream
    ctx.body = stream;

    // Listen first, then read the latest event: nothing published in between is missed, and the
    // ids drop what was already sent.
    const buffered: NumberedGenerationEvent[] = [];
    let live = false;
    const relay = ({ id, ...event }: NumberedGenerationEvent) => {
      if (id <= sentId) return;
      sentId = id;
      send(event as GenerationEvent, id);
    };
    stopListening = await generation.live.listen(jobId, (event) => (live ? relay(event) : buffered.push(event)));
    if (ended) return stopListening();

    const last = await service.lastEvent(jobId).catch(() => null);
    stream.write(': connected\n\n');
    if (last && last.id > sentId) relay(last);
    // A job that waits (or whose events are gone) is described by its state, not by an event.
    else if (!last || now.type === 'queued' || FINAL_GENERATION_EVENTS.includes(now.type)) send(now);
    live = true;
    for (const event of buffered) relay(event);

    // While queued, the position is refreshed every POSITION_EVERY_MS; after that the state is
    // checked every CHECK_EVERY_MS, which also ends the stream if a final event was lost on the way.
    let waiting = now.type === 'queued';
    let sinceCheck = 0;
    timers.push(
      setInterval(() => {
        if (ended) return;
        stream.write(': heartbeat\n\n');
        void slot.renew().catch(() => {});
      }, GENERATION_EVENTS_HEARTBEAT_MS),
      setInterval(() => {
        sinceCheck += POSITION_EVERY_MS;
        if (ended) return;
        // A team's job: the stream ends once the caller is no longer a member (a database that does
        // not answer ends nothing).
        if (teamWorkspace !== undefined) void isMember(teamWorkspace).then((member) => member || end(), () => {});
        if (!waiting && sinceCheck < CHECK_EVERY_MS) return;
        sinceCheck = 0;
        void currentEvent(jobId, mayWatch)
          .then((event) => {
            if (!event) return end();
            waiting = event.type === 'queued';
            if (waiting) send(event);
            else if (FINAL_GENERATION_EVENTS.includes(event.type)) setTimeout(() => send(event), 500); // the live event, with its id, comes first
          })
          .catch(() => {});
      }, POSITION_EVERY_MS),
    );
  };
}
