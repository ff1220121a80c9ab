import type { Knex } from 'knex';

export interface LlmCall {
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
