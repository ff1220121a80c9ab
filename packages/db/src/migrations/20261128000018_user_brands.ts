import type { Knex } from 'knex';

// A user's brand (issue 25): one row per user, deleted with the account. The logo is a small image
// (≤ 200 KB, checked by the api) kept here rather than on a disk, so every api process serves it and
// a backup of the database holds it. Empty strings for unset texts, as the clients table does.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_brands', (table) => {
    table.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE');
    table.string('firm_name', 120).notNullable().defaultTo('');
    table.string('accent_color', 7).notNullable().defaultTo('');
    table.string('sender_name', 120).notNullable().defaultTo('');
    table.text('signature').notNullable();
    table.specificType('logo', 'MEDIUMBLOB').nullable();
    table.string('logo_type', 20).nullable();
    table.timestamp('logo_updated_at', { precision: 3 }).nullable();
    table.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_brands');
}
