import type { Knex } from 'knex';

// Read-only share links (DESIGN §9). A link belongs to one generation and its owner: deleting the
// item, or the account, deletes its links with it (the foreign keys cascade). Revoking deletes the
// row, so a revoked link is indistinguishable from one that never existed. Times are written by the
// api (UTC) and compared with its clock, so no server time zone is involved.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shares', (table) => {
    table.increments('id').primary();
    table.string('token', 64).notNullable().unique();
    table.integer('generation_id').unsigned().notNullable().references('id').inTable('generations').onDelete('CASCADE');
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('expires_at', { precision: 3 }).nullable();
    table.index(['generation_id'], 'shares_generation_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shares');
}
