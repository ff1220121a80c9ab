import type { Knex } from 'knex';

// One row per LLM call (retries included): what the AI service cost and how it failed.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('llm_calls', (table) => {
    table.increments('id').primary();
    table.string('job_id', 200).notNullable().index();
    table.string('tool', 32).notNullable();
    table.string('provider', 50).notNullable();
    table.string('model', 100).notNullable();
    table.string('status', 20).notNullable();
    table.integer('duration_ms').unsigned().notNullable();
    table.integer('input_tokens').unsigned().nullable();
    table.integer('output_tokens').unsigned().nullable();
    table.string('error_kind', 50).nullable();
    table.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)')).index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('llm_calls');
}
