import type { Knex } from 'knex';

export interface LlmCall {
  /** Set when the call was journalled (worker): makes writing it again harmless. */
  callId?: string;
  /** When the call ended (epoch ms, the writer's clock), for a row written later than that. */
  endedAt?: number;
  jobId: string;
  tool: string;
  provider: string;
  model: string;
  /** `cancelled`: its owner cancelled the generation while this call ran (it was aborted). */
  status: 'ok' | 'error' | 'cancelled';
  durationMs: number;
  inputTokens: number | null;
  outputTokens: number | null;
  errorKind: string | null;
}

const toRow = (call: LlmCall) => ({
  call_id: call.callId ?? null,
  job_id: call.jobId,
  tool: call.tool,
  provider: call.provider,
  model: call.model,
  status: call.status,
  duration_ms: Math.max(0, Math.round(call.durationMs)),
  input_tokens: call.inputTokens,
  output_tokens: call.outputTokens,
  error_kind: call.errorKind,
});

export async function insertLlmCall(db: Knex, call: LlmCall): Promise<void> {
  await insertLlmCalls(db, [call]);
}

export async function insertLlmCalls(db: Knex, calls: readonly LlmCall[]): Promise<void> {
  if (calls.length) await db('llm_calls').insert(calls.map(toRow));
}

/** Writes journalled calls; one already written (same call id) is skipped, so a flush can be repeated. */
export async function recordLlmCalls(db: Knex, calls: readonly LlmCall[]): Promise<void> {
  if (!calls.length) return;
  // created_at is when the call ended, not when MySQL finally took it: the age is measured on the
  // writer's clock and taken from the server's NOW(3), so neither clock skew nor time zones matter.
  const at = (call: LlmCall) =>
    call.endedAt === undefined ? {} : { created_at: db.raw('NOW(3) - INTERVAL ? MICROSECOND', [Math.max(0, Date.now() - call.endedAt) * 1000]) };
  await db('llm_calls')
    .insert(calls.map((call) => ({ ...toRow(call), ...at(call) })))
    .onConflict('call_id')
    .ignore();
}

export async function listLlmCalls(db: Knex, jobId: string): Promise<(LlmCall & { id: number })[]> {
  const rows = await db('llm_calls').where({ job_id: jobId }).orderBy('id');
  return rows.map((row) => ({
    id: row.id,
    jobId: row.job_id,
    tool: row.tool,
    provider: row.provider,
    model: row.model,
    status: row.status,
    durationMs: row.duration_ms,
    inputTokens: row.input_tokens,
    outputTokens: row.output_tokens,
    errorKind: row.error_kind,
  }));
}
