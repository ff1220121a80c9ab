// What can go wrong with one LLM call, and whether trying again can help.

export type LlmErrorKind =
  | 'rate_limit' // 429: retry after Retry-After
  | 'server' // 5xx
  | 'timeout' // no answer within LLM_TIMEOUT_MS
  | 'network' // connection refused / reset
  | 'invalid_json' // the answer is not JSON
  | 'truncated' // finish_reason "length": the JSON was cut off
  | 'schema' // JSON that does not match the result schema
  | 'refusal' // the model declined
  | 'bad_request' // 400/404/422: our request is wrong; retrying cannot help
  | 'auth' // 401/403: the key is wrong or lacks access
  | 'cancelled'; // the job was cancelled (its worker is stopping): never retried here

const RETRYABLE: ReadonlySet<LlmErrorKind> = new Set(['rate_limit', 'server', 'timeout', 'network', 'invalid_json', 'truncated', 'schema']);

export class LlmError extends Error {
  override name = 'LlmError';
  readonly kind: LlmErrorKind;
  /** From Retry-After on a 429. */
  readonly retryAfterMs?: number;
  constructor(kind: LlmErrorKind, message: string, retryAfterMs?: number) {
    super(message);
    this.kind = kind;
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs;
  }

  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }
}
