// The live channel of a generation through Redis (DESIGN §9), shared by the worker (which publishes)
// and the api (which relays to the browser and publishes what it decides itself: queued, cancelled).
//
// Each event gets the next id of its job and is, in one atomic script, stored as the job's latest
// event (so a client that connects late or reconnects gets the current state at once) and published
// on the job's channel (so every api process holding a stream for it relays it live). Partial
// results are whole prefixes of the result, not deltas, so the latest event is all a client needs.
import type { GenerationEvent } from '@growth-suite/shared';
import type { Redis } from 'ioredis';

/** How long a job's latest event and cancel mark outlive it (longer than any generation waits). */
export const GENERATION_EVENTS_TTL_S = 3600;

export const generationEventKeys = (prefix: string, jobId: string) => ({
  channel: `${prefix}:gen-events:${jobId}`,
  last: `${prefix}:gen-last:${jobId}`,
  seq: `${prefix}:gen-seq:${jobId}`,
  cancel: `${prefix}:gen-cancel:${jobId}`,
});
/** Every worker process listens here for the ids of jobs to abort. */
export const cancelChannel = (prefix: string) => `${prefix}:gen-cancel`;

/** An event on the wire: its id within the job, then the event itself. */
export type NumberedGenerationEvent = GenerationEvent & { id: number };

// KEYS: seq, last, channel · ARGV: event JSON without id, ttl seconds.
const PUBLISH_SCRIPT = `
local id = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
local message = '{"id":' .. id .. ',' .. string.sub(ARGV[1], 2)
redis.call('SET', KEYS[2], message, 'EX', ARGV[2])
redis.call('PUBLISH', KEYS[3], message)
return id`;

interface EventCommands {
  generationPublish(seq: string, last: string, channel: string, event: string, ttl: number): Promise<number>;
}

export function createGenerationEventPublisher(redis: Redis, prefix: string) {
  const commands = redis as Redis & EventCommands;
  if (!('generationPublish' in redis)) redis.defineCommand('generationPublish', { numberOfKeys: 3, lua: PUBLISH_SCRIPT });
  return {
    /** Numbers, stores and publishes one event of the job; answers its id. */
    async publish(jobId: string, event: GenerationEvent): Promise<number> {
      const keys = generationEventKeys(prefix, jobId);
      return commands.generationPublish(keys.seq, keys.last, keys.channel, JSON.stringify(event), GENERATION_EVENTS_TTL_S);
    },
    /** The job's latest event, if it had any in the last hour. */
    async last(jobId: string): Promise<NumberedGenerationEvent | null> {
      const text = await redis.get(generationEventKeys(prefix, jobId).last);
      return text ? (JSON.parse(text) as NumberedGenerationEvent) : null;
    },
    /** Marks the job cancelled (a worker about to start it checks this) and tells every worker. */
    async requestCancel(jobId: string): Promise<void> {
      await redis.set(generationEventKeys(prefix, jobId).cancel, '1', 'EX', GENERATION_EVENTS_TTL_S);
      await redis.publish(cancelChannel(prefix), jobId);
    },
    async isCancelRequested(jobId: string): Promise<boolean> {
      return (await redis.exists(generationEventKeys(prefix, jobId).cancel)) === 1;
    },
  };
}

export type GenerationEventPublisher = ReturnType<typeof createGenerationEventPublisher>;
