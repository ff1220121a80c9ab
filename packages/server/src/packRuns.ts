// Which run of a pack owns it (DESIGN §10), said on a Redis channel the moment a cancel or a retry
// moves the pack's run number on, so that a run waiting on its step's generation stops at once.
// Every pack worker hears it (the api does not know which holds the run). A message missed (a worker
// restarting) is not lost work: the run number in MySQL, checked at every step's write, stops the run.
import type { Redis } from 'ioredis';

/** Every pack worker process listens here. */
export const packRunChannel = (prefix: string) => `${prefix}:pack-runs`;

/** Pack `packId` is now run `run`'s: any other run of it stops. */
export interface PackRunMessage {
  packId: number;
  run: number;
}

export async function publishPackRun(redis: Redis, prefix: string, message: PackRunMessage): Promise<void> {
  await redis.publish(packRunChannel(prefix), JSON.stringify({ packId: message.packId, run: message.run }));
}

/** A message off the channel, or null for anything else. */
export function parsePackRun(text: string): PackRunMessage | null {
  try {
    const value = JSON.parse(text) as Partial<PackRunMessage>;
    return Number.isInteger(value.packId) && Number.isInteger(value.run) ? { packId: value.packId!, run: value.run! } : null;
  } catch {
    return null;
  }
}
