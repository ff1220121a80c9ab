import type { Knex } from 'knex';

// Each LLM call gets an id when it starts; the worker journals it in Redis and writes it here once
// MySQL can take it, possibly more than once (a retried flush, two workers flushing at the same
// time). The unique id makes those writes idempotent. Rows written before this have none.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('llm_calls', (table) => {
    table.string('call_id', 64).nullable().collate('utf8mb4_bin').unique('llm_calls_call_id_unique').after('id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('llm_calls', (table) => {
    table.dropUnique(['call_id'], 'llm_calls_call_id_unique');
    table.dropColumn('call_id');
  });
}
