import type { Knex } from 'knex';

// Usernames and e-mails are unique ignoring case: the default collation is case-insensitive.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    table.increments('id').primary();
    table.string('username', 200).notNullable().unique();
    table.string('email', 320).notNullable().unique();
    table.string('full_name', 200).nullable();
    table.string('password_hash', 255).notNullable();
    table.string('role', 20).notNullable().defaultTo('user');
    table.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
