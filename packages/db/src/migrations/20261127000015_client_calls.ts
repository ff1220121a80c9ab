import type { Knex } from 'knex';

// The calls of a client file (DESIGN §10): a day and a transcript (up to 50,000 characters, so
// MEDIUMTEXT: TEXT holds 65,535 bytes, too few for 50,000 four-byte characters). They go with their client.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('client_calls', (table) => {
    table.increments('id').primary();
    table.integer('client_id').unsigned().notNullable().references('id').inTable('clients').onDelete('CASCADE');
    table.date('date').notNullable();
    table.text('transcript', 'mediumtext').notNullable();
    table.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('client_calls');
}
