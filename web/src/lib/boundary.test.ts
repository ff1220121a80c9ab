import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrationGate } from './boundary.tsx';

afterEach(() => vi.useRealTimers());

describe('hydrationGate', () => {
  it('comes alive once the shell and every drawn boundary have hydrated, in any order, once', () => {
    vi.useFakeTimers();
    const alive = vi.fn();
    const gate = hydrationGate(['a', 'b'], alive);
    gate.hydrated('b');
    gate.shellReady();
    expect(alive).not.toHaveBeenCalled();
    gate.hydrated('a');
    expect(alive).toHaveBeenCalledTimes(1);
    gate.hydrated('a'); // StrictMode runs effects twice
    vi.advanceTimersByTime(5000); // nor again when the grace period ends
    expect(alive).toHaveBeenCalledTimes(1);
  });

  it('comes alive with the shell when the server drew no boundary', () => {
    const alive = vi.fn();
    hydrationGate([], alive).shellReady();
    expect(alive).toHaveBeenCalledTimes(1);
  });

  it('comes alive after a grace period when a drawn boundary never hydrates', () => {
    vi.useFakeTimers();
    const alive = vi.fn();
    const gate = hydrationGate(['gone'], alive, 3000);
    gate.shellReady();
    vi.advanceTimersByTime(2999);
    expect(alive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(alive).toHaveBeenCalledTimes(1);
    gate.hydrated('gone');
    expect(alive).toHaveBeenCalledTimes(1);
  });
});
