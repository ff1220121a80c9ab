// What to tell operators about the Redis a process was given (BullMQ "Going to production"):
// an evicting Redis can silently drop queued jobs and sessions; one without persistence loses
// every queued job on restart.

export interface RedisFacts {
  maxmemoryPolicy: string | undefined;
  appendonly: string | undefined;
  save: string | undefined;
}

export function redisPolicyWarnings(facts: RedisFacts, options: { production: boolean }): string[] {
  const warnings: string[] = [];
  if (facts.maxmemoryPolicy && facts.maxmemoryPolicy !== 'noeviction') {
    warnings.push(
      `Redis maxmemory-policy is "${facts.maxmemoryPolicy}": Redis may evict queued jobs and sessions under memory pressure. Set maxmemory-policy noeviction.`,
    );
  }
  const persistent = facts.appendonly === 'yes' || Boolean(facts.save && facts.save.trim() !== '');
  if (options.production && !persistent) {
    warnings.push('Redis has no persistence (appendonly no, no save points): a Redis restart loses every queued generation. Set appendonly yes.');
  }
  return warnings;
}

/** Reads the facts with CONFIG GET; managed Redis services may forbid CONFIG, which is not an error. */
export async function readRedisFacts(redis: { config(op: 'GET', key: string): Promise<unknown> }): Promise<RedisFacts | null> {
  try {
    const get = async (key: string) => {
      const reply = (await redis.config('GET', key)) as string[];
      return reply[1];
    };
    return { maxmemoryPolicy: await get('maxmemory-policy'), appendonly: await get('appendonly'), save: await get('save') };
  } catch {
    return null;
  }
}
