// The gate in front of server drawing: bounded drawings at once and waiting, the plain page (null)
// past both, and a signed-out page drawn once for every reader until a setting changes.
import { describe, expect, it } from 'vitest';
import { createDrawGate } from './drawGate.ts';

// A page stands for whatever the gate is given (the api's are bytes): here, one that names itself.
interface Page {
  html: string;
}
const page = (html: string): Page => ({ html });

/** A drawing that ends when the test says so, counting how often it was started. */
function controlledDraws() {
  const pending: ((value: Page | null) => void)[] = [];
  let started = 0;
  return {
    draw: () =>
      new Promise<Page | null>((resolve) => {
        started += 1;
        pending.push(resolve);
      }),
    finishAll: (value: Page | null = page('drawn')) => pending.splice(0).forEach((resolve) => resolve(value)),
    get started() {
      return started;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createDrawGate', () => {
  it('draws at most `concurrency` at once, lets `queue` wait, and answers null at once past both', async () => {
    const gate = createDrawGate<Page>({ concurrency: 2, queue: 1, keepMs: 1000 });
    const draws = controlledDraws();
    const asked = [1, 2, 3, 4].map(() => gate.page(null, draws.draw));
    await tick();
    expect(draws.started).toBe(2);
    expect(gate.stats()).toMatchObject({ active: 2, waiting: 1 });
    // The fourth found no room: the plain page, without waiting for anything.
    expect(await asked[3]).toBeNull();
    draws.finishAll();
    await tick();
    // The waiting one took the freed turn.
    expect(draws.started).toBe(3);
    draws.finishAll();
    expect((await Promise.all(asked.slice(0, 3))).map((p) => p?.html)).toEqual(['drawn', 'drawn', 'drawn']);
    expect(gate.stats()).toMatchObject({ active: 0, waiting: 0 });
  });

  it('a turn is given back when a drawing fails', async () => {
    const gate = createDrawGate<Page>({ concurrency: 1, queue: 0, keepMs: 1000 });
    await expect(gate.page(null, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.page(null, async () => page('after'))).toMatchObject({ html: 'after' });
  });

  it('a signed-out page is drawn once for everyone asking with its key, kept, and drawn again after a clear', async () => {
    const gate = createDrawGate<Page>({ concurrency: 1, queue: 0, keepMs: 60_000 });
    const draws = controlledDraws();
    // Twenty readers at once: one drawing, shared (not nineteen plain pages).
    const readers = Array.from({ length: 20 }, () => gate.page('http://x/auth', draws.draw));
    await tick();
    draws.finishAll(page('auth'));
    expect((await Promise.all(readers)).every((p) => p?.html === 'auth')).toBe(true);
    expect(draws.started).toBe(1);
    expect(await gate.page('http://x/auth', draws.draw)).toMatchObject({ html: 'auth' });
    expect(draws.started).toBe(1);
    expect(gate.stats().kept).toBe(1);

    gate.clear();
    const again = gate.page('http://x/auth', draws.draw);
    await tick();
    draws.finishAll(page('auth, new settings'));
    expect(await again).toMatchObject({ html: 'auth, new settings' });
    expect(draws.started).toBe(2);
  });

  it('keeps no page drawn across a clear, nor a plain-page answer, and forgets a page after keepMs', async () => {
    const gate = createDrawGate<Page>({ concurrency: 1, queue: 0, keepMs: 30 });
    const draws = controlledDraws();
    const before = gate.page('k', draws.draw);
    await tick();
    gate.clear(); // a setting changed while the page was drawn with the old one
    draws.finishAll(page('old'));
    await before;
    expect(gate.stats().kept).toBe(0);

    expect(await gate.page('k', async () => null)).toBeNull();
    expect(gate.stats().kept).toBe(0);

    await gate.page('k', async () => page('kept'));
    expect(gate.stats().kept).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await gate.page('k', async () => page('fresh'))).toMatchObject({ html: 'fresh' });
  });

  it('keeps at most maxKept pages, the oldest going first', async () => {
    const gate = createDrawGate<Page>({ concurrency: 1, queue: 0, keepMs: 60_000, maxKept: 2 });
    for (const key of ['a', 'b', 'c']) await gate.page(key, async () => page(key));
    expect(gate.stats().kept).toBe(2);
    expect(await gate.page('a', async () => page('a again'))).toMatchObject({ html: 'a again' });
    expect(await gate.page('c', async () => page('c again'))).toMatchObject({ html: 'c' });
  });
});
