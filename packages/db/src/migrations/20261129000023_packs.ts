import type { Knex } from 'knex';

// The pack (DESIGN §10): one queued flow that makes every step from one call. Its progress is kept
// here, in MySQL, rather than in Redis: a reload, another api process or a retry a day later reads
// the same steps, Redis may evict or lose them (it is a queue and a cache here, not the record), and
// the row is deleted with its user. The steps are one JSON column: only the pack's own job writes
// them (one at a time), and they are always read whole. `runs` counts the flow's runs (1 + retries):
// a retry's queue job and its steps' generation jobs get new ids from it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('packs', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('client_id').unsigned().nullable().references('id').inTable('clients').onDelete('SET NULL');
    table.text('transcript', 'mediumtext').nullable();
    table.string('state', 20).notNullable();
    table.json('steps').notNullable();
    table.integer('runs').unsigned().notNullable().defaultTo(1);
    table.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.index(['user_id', 'created_at'], 'packs_user_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('packs');
}
