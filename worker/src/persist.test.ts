import { describe, expect, it } from 'vitest';
import { persistWithRetries } from './persist.ts';

const policy = { budgetMs: 10_000, baseDelayMs: 100, maxDelayMs: 1000 };
const lost = () => Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST', fatal: true });
const refused = () => Object.assign(new Error('insert into … - Cannot add or update a child row'), { code: 'ER_NO_REFERENCED_ROW_2', errno: 1452 });

describe('saving a paid result', () => {
  it('tries the write again with backoff while the database cannot be reached', async () => {
    const slept: number[] = [];
    let writes = 0;
    const id = await persistWithRetries(policy, async () => {
      writes += 1;
      if (writes < 4) throw lost();
      return 42;
    }, undefined, async (ms) => void slept.push(ms));
    expect(id).toBe(42);
    expect(slept).toEqual([100, 200, 400]);
  });

  it('does not retry a write the database refused, and gives up when the budget is spent', async () => {
    let writes = 0;
    await expect(persistWithRetries(policy, async () => {
      writes += 1;
      throw refused();
    }, undefined, async () => {})).rejects.toMatchObject({ code: 'ER_NO_REFERENCED_ROW_2' });
    expect(writes).toBe(1);

    writes = 0;
    // Real sleeps: after the 100 ms wait, a 200 ms wait would end past the 250 ms budget.
    await expect(persistWithRetries({ ...policy, budgetMs: 250 }, async () => {
      writes += 1;
      throw lost();
    })).rejects.toMatchObject({ code: 'PROTOCOL_CONNECTION_LOST' });
    expect(writes).toBe(2);
  });
});
