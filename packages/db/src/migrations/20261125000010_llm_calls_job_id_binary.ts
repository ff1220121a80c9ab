import type { Knex } from 'knex';

// llm_calls.job_id names the generation that paid for a call, the same key as generations.job_id: it
// compares exactly too, so two jobs whose keys differ only in case never share their calls.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('llm_calls', (table) => {
    table.string('job_id', 200).notNullable().collate('utf8mb4_bin').alter();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('llm_calls', (table) => {
    table.string('job_id', 200).notNullable().alter();
  });
}
