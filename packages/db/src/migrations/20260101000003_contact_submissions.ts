import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_submissions', (table) => {
    table.increments('id').primary();
    table.string('name', 200).notNullable();
    table.string('email', 320).notNullable();
    table.string('subject', 200).notNullable();
    table.text('message').notNullable();
    table.string('status', 20).notNullable().defaultTo('new');
    table.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)')).index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_submissions');
}
