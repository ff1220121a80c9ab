import type { Knex } from 'knex';

// One table for the four tools. job_id is the idempotency key of the worker's write: a job
// that runs again after a crash finds its row instead of adding a second one.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('generations', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('tool', 32).notNullable();
    table.string('job_id', 200).notNullable().unique();
    table.json('request').notNullable();
    table.json('results').notNullable();
    table.string('provider', 50).notNullable();
    table.string('model', 100).notNullable();
    table.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.index(['user_id', 'tool', 'created_at'], 'generations_user_tool_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('generations');
}
