// Which cores a process may run on (Linux's taskset). The page-loads section (pageLoads.ts) gives the
// api under test a core of its own and the bench's crowd and prober the others: in production the
// crowd's browsers are not on the api's machine, and on a 2-core host a crowd sharing the api's core
// took more of it than the drawing did (bench/README.md).
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';

export interface CoreSplit {
  /** The api's core. */
  api: string;
  /** The rest, for the bench itself. */
  bench: string;
  /** Every core. */
  all: string;
}

/** This machine's split, or null where none can be made (not Linux, one core, no taskset). */
export function coreSplit(): CoreSplit | null {
  const count = cpus().length;
  if (process.platform !== 'linux' || count < 2) return null;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return { api: String(count - 1), bench: count === 2 ? '0' : `0-${count - 2}`, all: `0-${count - 1}` };
}

/** Every thread of `pid` on `cores` ("1", "0-2"); threads it starts later inherit that from their starter. */
export function pin(pid: number, cores: string): void {
  execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
}
