import type { Knex } from 'knex';

// Client files (DESIGN §10): a user's own clients, deleted with the account. Unknown facts are empty
// strings (the api writes '' rather than NULL), so every column but the times is NOT NULL.
// The list reads a user's clients by last change: (user_id, updated_at) serves it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('clients', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 200).notNullable();
    table.string('industry', 200).notNullable().defaultTo('');
    table.string('website', 200).notNullable().defaultTo('');
    table.string('size', 20).notNullable().defaultTo('');
    table.string('contact_name', 200).notNullable().defaultTo('');
    table.string('contact_title', 200).notNullable().defaultTo('');
    table.string('contact_email', 320).notNullable().defaultTo('');
    table.string('revenue', 200).notNullable().defaultTo('');
    for (const column of ['offering', 'pains', 'goals', 'budget_signals', 'objections', 'notes']) table.text(column).notNullable();
    table.timestamp('archived_at', { precision: 3 }).nullable();
    table.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.index(['user_id', 'updated_at'], 'clients_user_updated_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('clients');
}
