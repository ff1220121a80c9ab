import type { Knex } from 'knex';

// A client's request to change one section of a sent version (issue 24). It is answered by the next
// version the owner sends (`answered_in_version`).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('proposal_change_requests', (table) => {
    table.increments('id').primary();
    table.integer('send_id').unsigned().notNullable().references('id').inTable('proposal_sends').onDelete('CASCADE');
    table.integer('generation_id').unsigned().notNullable().references('id').inTable('generations').onDelete('CASCADE');
    table.integer('version').unsigned().notNullable();
    table.string('path', 200).notNullable();
    table.string('label', 300).notNullable();
    table.text('comment').notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.integer('answered_in_version').unsigned().nullable();
    table.index(['generation_id'], 'proposal_change_requests_generation_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('proposal_change_requests');
}
