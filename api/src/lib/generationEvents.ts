// The api's side of the live channel (DESIGN §9): one Redis subscriber connection per api process,
// shared by every event stream and waiting POST in it. A job's channel is subscribed while at least
// one of them listens, and dropped after the last one leaves, so each process only receives the
// events of the jobs its own clients are waiting for.
import { consumerConnection, generationEventKeys, type NumberedGenerationEvent } from '@growth-suite/server';
import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';

export type GenerationEventListener = (event: NumberedGenerationEvent) => void;

export function createGenerationEventHub(options: { redisUrl: string; prefix: string; logger: Logger }) {
  const subscriber = new Redis(options.redisUrl, consumerConnection(options.redisUrl));
  subscriber.on('error', (error: Error) => options.logger.warn({ err: error.message }, 'generation events subscriber error'));
  const listeners = new Map<string, Set<GenerationEventListener>>();
  /** Open event streams, ended when the process stops (a server waits for open connections). */
  const streams = new Set<() => void>();

  subscriber.on('message', (channel: string, message: string) => {
    const set = listeners.get(channel);
    if (!set) return;
    let event: NumberedGenerationEvent;
    try {
      event = JSON.parse(message) as NumberedGenerationEvent;
    } catch {
      return;
    }
    for (const listener of [...set]) listener(event);
  });

  return {
    /** Listens to the job's events until the returned function is called. Resolves once subscribed. */
    async listen(jobId: string, listener: GenerationEventListener): Promise<() => void> {
      const channel = generationEventKeys(options.prefix, jobId).channel;
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await subscriber.subscribe(channel);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(channel);
        if (!current?.delete(listener) || current.size > 0) return;
        listeners.delete(channel);
        void subscriber.unsubscribe(channel).catch(() => {});
      };
    },
    /** Registers an open stream's end; returns its removal. */
    track(end: () => void): () => void {
      streams.add(end);
      return () => streams.delete(end);
    },
    /** Ends every open stream (on shutdown: their clients reconnect to another api process). */
    endAll() {
      for (const end of [...streams]) end();
    },
    /** Open streams right now. */
    get streams() {
      return streams.size;
    },
    /** Channels subscribed right now (for tests and metrics). */
    get channels() {
      return listeners.size;
    },
    async ready() {
      if (subscriber.status !== 'ready') await new Promise<void>((resolve) => subscriber.once('ready', () => resolve()));
    },
    close() {
      this.endAll();
      listeners.clear();
      subscriber.disconnect();
    },
  };
}

export type GenerationEventHub = ReturnType<typeof createGenerationEventHub>;
