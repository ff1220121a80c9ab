import type { Knex } from 'knex';

// Keys are case-sensitive (PRIVACY_POLICY_URL and privacy_policy_url are two settings): binary collation.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('settings', (table) => {
    table.increments('id').primary();
    table.string('key', 100).notNullable().unique().collate('utf8mb4_bin');
    table.text('value', 'mediumtext').notNullable();
    table.string('description', 500).nullable();
    table.string('category', 20).notNullable().index();
    table.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('settings');
}
