// The api as the screens' tests see it: answers by "METHOD /path", every request recorded with
// its body, and anything unexpected refused loudly (a screen asking for more than it should fails).
import { vi } from 'vitest';

/** How long to wait for what follows a call (a toast, the next page): a 2-core machine under load is slow. */
export const AFTER_A_CALL = { timeout: 10_000 };

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
/** An answer, or a function of the request's body giving one (a promise: an answer that waits). */
export type Answers = Record<string, Answer | ((body: unknown) => Answer | Promise<Answer>)>;

export const USERS = {
  olive: { id: 1, username: 'olive', email: 'olive@brightside.co.uk', fullName: 'Olive Owner', role: 'user', isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z' },
  adam: { id: 2, username: 'adam', email: 'adam@brightside.co.uk', fullName: 'Adam Admin', role: 'user', isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z' },
  mia: { id: 3, username: 'mia', email: 'mia@brightside.co.uk', fullName: null, role: 'user', isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z' },
} as const;

export const MEMBERS = [
  { userId: 1, username: 'olive', fullName: 'Olive Owner', email: 'olive@brightside.co.uk', role: 'owner', joinedAt: '2026-11-01T09:00:00.000Z' },
  { userId: 2, username: 'adam', fullName: 'Adam Admin', email: 'adam@brightside.co.uk', role: 'admin', joinedAt: '2026-11-02T09:00:00.000Z' },
  { userId: 3, username: 'mia', fullName: null, email: 'mia@brightside.co.uk', role: 'member', joinedAt: '2026-11-03T09:00:00.000Z' },
];

export const team = (role: 'owner' | 'admin' | 'member') => ({ id: 10, slug: 'brightside', name: 'Brightside Growth', personal: false, role, members: 3 });
export const personal = { id: 9, slug: 'olive', name: 'Personal', personal: true, role: 'owner', members: 1 };

export function serve(answers: Answers) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url, body });
      const found = answers[`${method} ${url}`];
      if (!found) throw new Error(`unexpected request: ${method} ${url}`);
      const answer = typeof found === 'function' ? await found(body) : found;
      const reply = { status: answer.status, headers: answer.headers ?? {} };
      return answer.body === undefined ? new Response(null, reply) : Response.json(answer.body, reply);
    }),
  );
  return calls;
}

export const signedInAs = (user: (typeof USERS)[keyof typeof USERS] | null): Answers => ({ 'GET /api/session': { status: 200, body: { user } } });
