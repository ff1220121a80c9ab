// The record of every paid LLM call, kept outside the generation's fate. A call is written to Redis
// before it starts (open) and again when it ends (done); done calls are then written to MySQL
// (`llm_calls`, idempotent by call id) whenever MySQL can take them. So a call is recorded even when
// the worker is killed while the model streams (any worker later finds the open record abandoned,
// once the call could no longer be running, and records it as `interrupted`), when MySQL is down
// as the job ends (the done record waits in Redis), or when the job fails at its deadline.
import { randomUUID } from 'node:crypto';
import { recordLlmCalls, type Knex, type LlmCall } from '@growth-suite/db';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';

/** What an open record holds: the call as it started, and by when it must have ended. */
interface OpenCall {
  call: Pick<LlmCall, 'jobId' | 'tool' | 'provider' | 'model'>;
  startedAt: number;
  endsBy: number;
}

/** An open call is abandoned this long after the time its own timeout would have ended it. */
const ABANDONED_AFTER_MS = 2000;
/** Calls written to MySQL per flush round (a long outage leaves many). */
const FLUSH_BATCH = 200;

export function createCallJournal(redis: Redis, options: { prefix: string; knex: Knex; logger: Logger }) {
  const { knex, logger } = options;
  const openKey = `${options.prefix}:llm-calls:open`;
  const doneKey = `${options.prefix}:llm-calls:done`;
  let flushing: Promise<number> | null = null;

  async function flushOnce(): Promise<number> {
    const now = Date.now();
    // Abandoned open calls become done ones. HSETNX: a real outcome, if it arrived meanwhile, wins.
    for (const [callId, text] of Object.entries(await redis.hgetall(openKey))) {
      const open = JSON.parse(text) as OpenCall;
      if (now < open.endsBy + ABANDONED_AFTER_MS) continue;
      // How long it ran is unknown (0); it is dated when it started, the last moment known.
      const call: LlmCall = { ...open.call, callId, endedAt: open.startedAt, status: 'error', durationMs: 0, inputTokens: null, outputTokens: null, errorKind: 'interrupted' };
      await redis.multi().hsetnx(doneKey, callId, JSON.stringify(call)).hdel(openKey, callId).exec();
      logger.warn({ jobId: open.call.jobId, callId }, 'an LLM call was interrupted (its worker stopped); recorded as such');
    }
    const [, pairs] = await redis.hscan(doneKey, '0', 'COUNT', FLUSH_BATCH);
    const calls: LlmCall[] = [];
    for (let i = 0; i + 1 < pairs.length; i += 2) calls.push(JSON.parse(pairs[i + 1]!) as LlmCall);
    if (!calls.length) return 0;
    // In the order they ended (a hash has none), so ids follow the calls' order as before.
    calls.sort((a, b) => (a.endedAt ?? 0) - (b.endedAt ?? 0));
    await recordLlmCalls(knex, calls);
    await redis.hdel(doneKey, ...calls.map((call) => call.callId!));
    return calls.length;
  }

  return {
    /** Journals a call about to start; its id goes to `finish`. Throws when Redis cannot take it. */
    async start(call: OpenCall['call'], timeoutMs: number): Promise<string> {
      const callId = randomUUID();
      const startedAt = Date.now();
      await redis.hset(openKey, callId, JSON.stringify({ call, startedAt, endsBy: startedAt + timeoutMs } satisfies OpenCall));
      return callId;
    },

    /** Journals how the call ended; without Redis, writes it straight to MySQL as a last resort. */
    async finish(callId: string, call: LlmCall): Promise<void> {
      const done: LlmCall = { ...call, callId, endedAt: Date.now() };
      try {
        await redis.multi().hset(doneKey, callId, JSON.stringify(done)).hdel(openKey, callId).exec();
      } catch (error) {
        logger.warn({ jobId: call.jobId, err: error instanceof Error ? error.message : String(error) }, 'could not journal an LLM call; writing it directly');
        await recordLlmCalls(knex, [done]).catch(() => logger.error({ jobId: call.jobId, callId }, 'could not record an LLM call; its open record will be'));
      }
    },

    /**
     * Writes done calls to MySQL and records abandoned ones; never throws (what is not written stays
     * in Redis for the next round). One round at a time per process.
     */
    async flush(): Promise<number> {
      // A round already running may have read the hash before the caller's calls were done: wait
      // for it, then run a round of our own.
      while (flushing) await flushing;
      flushing = flushOnce()
        .catch((error: unknown) => {
          logger.debug({ code: (error as { code?: unknown }).code }, 'LLM calls not flushed yet');
          return 0;
        })
        .finally(() => {
          flushing = null;
        });
      return flushing;
    },
  };
}

export type CallJournal = ReturnType<typeof createCallJournal>;
