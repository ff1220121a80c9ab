// The api as a screen's test sees it: answers by "METHOD /path?query", every request recorded with its
// body, and anything unexpected refused loudly (a screen asking for more than it should fails).
import { vi } from 'vitest';

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
/** An answer, or a function of the request's body giving one (a promise: an answer that waits). */
export type Answers = Record<string, Answer | ((body: unknown) => Answer | Promise<Answer>)>;

/** How long to wait for what follows a call (a toast, the next state): a 2-core machine under load is slow. */
export const AFTER_A_CALL = { timeout: 10_000 };

export function serveApi(answers: Answers) {
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
