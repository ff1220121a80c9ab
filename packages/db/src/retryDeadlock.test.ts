import { describe, expect, it } from 'vitest';
import { retryDeadlock } from './rows.ts';

const deadlock = () => Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), { code: 'ER_LOCK_DEADLOCK', errno: 1213 });

describe('retryDeadlock', () => {
  it('runs a transaction again when InnoDB picked it as a deadlock victim', async () => {
    let runs = 0;
    const result = await retryDeadlock(async () => {
      runs += 1;
      if (runs < 3) throw deadlock();
      return 'written';
    });
    expect(result).toBe('written');
    expect(runs).toBe(3);
  });

  it('gives up after its attempts, with the deadlock', async () => {
    let runs = 0;
    await expect(
      retryDeadlock(async () => {
        runs += 1;
        throw deadlock();
      }, 3),
    ).rejects.toMatchObject({ code: 'ER_LOCK_DEADLOCK' });
    expect(runs).toBe(3);
  });

  it('never repeats any other error', async () => {
    let runs = 0;
    await expect(
      retryDeadlock(async () => {
        runs += 1;
        throw Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY' });
      }),
    ).rejects.toMatchObject({ code: 'ER_DUP_ENTRY' });
    expect(runs).toBe(1);
  });
});
