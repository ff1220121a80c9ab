// The pack (DESIGN §10): POST /api/tools/pack starts one queued flow that makes every step of
// PACK_STEPS from one call; GET /api/packs/:packId shows where each step stands (the request's
// workspace's: another workspace's pack is 404); POST /api/packs/:packId/retry runs a failed pack again from its
// failed step, the completed ones kept; GET /api/packs?clientId= lists a client's packs; POST /api/packs/:packId/cancel stops a running one (its open
// step shown as cancelled, retryable). The api never calls the LLM: it checks the request, admits
// the pack like a generation (the same per-user limits: the pack holds one in-flight slot while it
// runs — its steps run one at a time — and counts one start per minute), stores its row and queues
// its job on the `pack` queue; a worker runs the steps (worker/src/pack.ts).
import { randomUUID } from 'node:crypto';
import { cancelRunningPack, createPack, findPack, isWorkspaceClient, listClientPacks, loadPackInputs, packView, reopenFailedPack, savePackSteps, toPackResponse, updateClient, type Knex } from '@growth-suite/db';
import {
  CLIENT_CALLS_MAX,
  packValue,
  valueMissing,
  type ReadValue,
  CLIENT_NOT_FOUND,
  newPackSteps,
  PACK_NOT_FOUND,
  PACK_NOT_RETRYABLE,
  PACK_NOT_RUNNING,
  PACK_STEPS,
  packJobId,
  packMissing,
  packMissingMessage,
  PackStartRequestSchema,
  packStepRequestId,
  type PackJobData,
} from '@growth-suite/shared';
import { createQueue, publishPackRun, type TypedQueue } from '@growth-suite/server';
import { queueTelemetry } from '@growth-suite/telemetry';
import { Job } from 'bullmq';
import { badRequest, conflict, HttpError, notFound, serviceUnavailable, tooManyRequests } from '../../errors.ts';
import { parseBody, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { admissionKeys, createAdmission } from '../tools/admission.ts';
import { createGenerationService } from '../tools/service.ts';

const QUEUE_DOWN_MESSAGE = 'The generation service is temporarily unavailable. Please try again shortly.';
const QUEUE_FULL_MESSAGE = 'Too many generations are queued right now. Please try again in a minute.';
const NO_CALL_MESSAGE = 'This client has no call yet: paste a call to build the pack from.';


export function packRoutes(deps: RouteDeps): RouteDef[] {
  const { knex, redis, config, generation, logger } = deps;
  // On the api's own Redis client (closed with the app): adding a job is one command, and a Redis
  // that is down fails it at once (503), as for generations.
  let queue: TypedQueue<'pack'> | undefined;
  const packQueue = () => (queue ??= createQueue('pack', { redisUrl: config.redisUrl, prefix: config.redisPrefix }, { connection: redis, ...queueTelemetry() }));
  const admission = createAdmission(redis);
  const generations = createGenerationService(deps);
  // A pack may hold its slot for all its steps, each up to GENERATION_WAIT_MS (it lets go when it ends).
  const slotMs = PACK_STEPS.length * (config.generationWaitMs + 5000) + 30_000;
  // A run writes at each step's start, and a step ends by GENERATION_WAIT_MS: silent for longer, it has stopped.
  const staleMs = config.generationWaitMs + 60_000;

  async function onQueue<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'pack queue unavailable');
      throw serviceUnavailable(QUEUE_DOWN_MESSAGE);
    }
  }

  /** The same admission as a generation's; the slot's member names the pack's start. */
  async function admit(userId: number) {
    const keys = admissionKeys(config.redisPrefix, userId, generation.waitListKey);
    const member = `pack-${randomUUID()}`;
    const admitted = await onQueue(() => admission(keys, { ...config.generationLimits, slotMs }, member));
    if (admitted.outcome === 'in-flight') throw tooManyRequests(5);
    // The api cannot take more right now: "not now" (429), never "unavailable" (503), as for generations.
    if (admitted.outcome === 'queue-full') throw new HttpError(429, QUEUE_FULL_MESSAGE, { headers: { 'Retry-After': '30' } });
    if (admitted.outcome === 'per-minute') throw tooManyRequests(Math.max(1, Math.ceil(admitted.retryAfterMs / 1000)));
    const slot = { key: keys.inFlight, member };
    return { slot, release: () => redis.zrem(slot.key, slot.member).catch(() => 0) };
  }

  /**
   * Tells every pack worker that run `run` owns the pack now, so that a run it superseded stops
   * waiting at once. Best effort: a run that misses it stops at its next write (the run number).
   */
  const announceRun = (packId: number, run: number) =>
    publishPackRun(redis, config.redisPrefix, { packId, run }).catch((error: unknown) => logger.warn({ packId, err: error instanceof Error ? error.message : String(error) }, 'pack: could not announce its run'));

  async function enqueue(data: PackJobData) {
    await onQueue(() => packQueue().add('pack', data, { jobId: packJobId(data.packId, data.run), attempts: 1, removeOnComplete: { age: 3600, count: 1000 }, removeOnFail: { age: 86_400 } }));
  }

  return [
    route('post', '/tools/pack', 'member', async (ctx) => {
      const { scope } = ctx.state;
      const { userId } = scope;
      const body = parseBody(PackStartRequestSchema, ctx.request.body);
      if (!(await isWorkspaceClient(knex, scope, body.clientId))) throw notFound(CLIENT_NOT_FOUND);
      const transcript = body.transcript ?? null;
      // Every step's request is checked now (packMissing): a file the pack cannot be finished from is a
      // 422 naming every field it lacks, before anything is queued or paid for.
      const inputs = await loadPackInputs(knex, scope, body.clientId, transcript);
      if (!inputs) throw notFound(CLIENT_NOT_FOUND);
      if (inputs.client.calls.length === 0) throw badRequest(NO_CALL_MESSAGE, { transcript: NO_CALL_MESSAGE });
      // The value the price rests on, settled before any job (DESIGN §11.2): the consultant's when sent
      // (then kept on the file, which every step reads), else the file's or the call's, checked by code;
      // a figure neither found in the call nor confirmed is asked about with the rest of what is missing.
      const value = packValue(inputs.client, inputs.account.currency, body.value as ReadValue | undefined);
      if (body.value) {
        await updateClient(knex, scope, body.clientId, { fields: {}, value }, CLIENT_CALLS_MAX);
        inputs.client = { ...inputs.client, value };
      }
      const unsure = valueMissing(value, inputs);
      const missing = [...(unsure ? [unsure] : []), ...packMissing(inputs)];
      if (missing.length > 0) throw new HttpError(422, packMissingMessage(missing), { body: { missing, ...(unsure ? { value } : {}) } });
      const { slot, release } = await admit(userId);
      const pack = await createPack(knex, scope, { clientId: body.clientId, transcript, steps: newPackSteps() }).catch(async (error: unknown) => {
        await release();
        throw error;
      });
      try {
        await enqueue({ packId: pack.packId, userId, run: pack.runs, stepWaitMs: config.generationWaitMs, slot });
      } catch (error) {
        await release();
        await removePack(knex, pack.packId);
        throw error;
      }
      logger.info({ packId: pack.packId, userId }, 'pack queued');
      ctx.status = 202;
      ctx.body = { packId: pack.packId };
    }),

    route('get', '/packs', 'member', async (ctx) => {
      if (typeof ctx.query.clientId !== 'string' || ctx.query.clientId === '') throw badRequest('Please choose a client', { clientId: 'Please choose a client' });
      const clientId = parseId(ctx.query.clientId, CLIENT_NOT_FOUND);
      if (!(await isWorkspaceClient(knex, ctx.state.scope, clientId))) throw notFound(CLIENT_NOT_FOUND);
      const packs = await listClientPacks(knex, ctx.state.scope, clientId);
      ctx.body = { items: packs.map((pack) => packView(pack, staleMs)).map(({ packId, state, createdAt, updatedAt }) => ({ packId, state, createdAt, updatedAt })) };
    }),

    route('get', '/packs/:packId', 'member', async (ctx) => {
      const pack = await findPack(knex, ctx.state.scope, parseId(ctx.params.packId, PACK_NOT_FOUND));
      if (!pack) throw notFound(PACK_NOT_FOUND);
      ctx.body = toPackResponse(packView(pack, staleMs));
    }),

    // A colleague may retry a pack: its run is theirs (their in-flight slot; the steps' jobs named by
    // their id), its results the workspace's.
    route('post', '/packs/:packId/retry', 'member', async (ctx) => {
      const { scope } = ctx.state;
      const { userId } = scope;
      const packId = parseId(ctx.params.packId, PACK_NOT_FOUND);
      const pack = await findPack(knex, scope, packId);
      if (!pack) throw notFound(PACK_NOT_FOUND);
      if (packView(pack, staleMs).state !== 'failed') throw conflict(PACK_NOT_RETRYABLE);
      const { slot, release } = await admit(userId);
      const reopened = await reopenFailedPack(knex, scope, packId, staleMs).catch(async (error: unknown) => {
        await release();
        throw error;
      });
      if (!reopened) {
        await release();
        throw conflict(PACK_NOT_RETRYABLE); // another retry came first
      }
      await enqueue({ packId, userId, run: reopened.runs, stepWaitMs: config.generationWaitMs, slot }).catch(async (error: unknown) => {
        await release();
        // Back to failed, so that it can be retried again.
        const open = reopened.steps.findIndex((step) => step.state !== 'completed');
        const steps = reopened.steps.map((step, i) => (i === open ? { ...step, state: 'failed' as const, error: QUEUE_DOWN_MESSAGE } : step));
        await savePackSteps(knex, packId, reopened.runs, steps).catch(() => {});
        throw error;
      });
      // A stopped run (packView) that is in fact still waiting on its step stops now.
      await announceRun(packId, reopened.runs);
      ctx.status = 202;
      ctx.body = { packId };
    }),

    route('post', '/packs/:packId/cancel', 'member', async (ctx) => {
      const { scope } = ctx.state;
      const packId = parseId(ctx.params.packId, PACK_NOT_FOUND);
      if (!(await findPack(knex, scope, packId))) throw notFound(PACK_NOT_FOUND);
      const cancelled = await cancelRunningPack(knex, scope, packId);
      if (!cancelled) throw conflict(PACK_NOT_RUNNING);
      // The run can no longer write (its run number moved on); told so, it stops waiting at once.
      await announceRun(packId, cancelled.pack.runs);
      // Stop what it started, best effort: its queue job while it still waits (its slot then let go
      // here; a started run lets go of its own), and its open step's generation (a cancel as the
      // tools' own; its worker stops paying at once).
      await onQueue(async () => {
        const job = await Job.fromId<PackJobData>(packQueue(), packJobId(packId, cancelled.run));
        if (job && (await job.isWaiting())) {
          const removed = await job.remove().then(() => true, () => false);
          if (removed && job.data.slot) await redis.zrem(job.data.slot.key, job.data.slot.member);
        }
        // The step's job is named by whoever ran this run (a colleague may have retried it).
        await generations.cancel(job?.data.userId ?? scope.userId, scope.workspaceId, packStepRequestId(packId, cancelled.step, cancelled.run));
      }).catch((error: unknown) => logger.warn({ packId, err: error instanceof Error ? error.message : String(error) }, 'pack cancel: could not stop its jobs'));
      ctx.body = toPackResponse(cancelled.pack);
    }),
  ];
}

/** A pack whose job could not be queued is not kept: the user is told to try again. */
const removePack = (knex: Knex, packId: number) =>
  knex('packs')
    .where({ id: packId })
    .del()
    .catch(() => 0);
