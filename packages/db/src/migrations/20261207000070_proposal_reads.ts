import type { Knex } from 'knex';

// Each member's read mark on a proposal (DESIGN §11.2, the pipeline's `unread`): when they last opened
// its screen. What the client did after it (questions, change requests, their replies, an acceptance)
// is unread for that member. One row per member and proposal, moved forward on each open; a member
// who never opened it has no row (everything the client did is unread). The primary key serves the
// pipeline's join (user, proposal); the second index lets deleting a proposal find its marks.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('proposal_reads', (table) => {
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('generation_id').unsigned().notNullable().references('id').inTable('generations').onDelete('CASCADE');
    table.datetime('read_at', { precision: 3 }).notNullable();
    table.primary(['user_id', 'generation_id']);
    table.index(['generation_id'], 'proposal_reads_generation_index');
  });
  // The pipeline's "waiting on you" reads a proposal's open threads, and its activity time the
  // newest reply of each: (generation, state) and (request, author) narrow both to index reads.
  await knex.schema.alterTable('proposal_change_requests', (table) => table.index(['generation_id', 'state', 'created_at'], 'proposal_change_requests_state_index'));
  await knex.schema.alterTable('proposal_change_request_replies', (table) => table.index(['change_request_id', 'author', 'created_at'], 'proposal_change_request_replies_author_index'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('proposal_change_request_replies', (table) => table.dropIndex([], 'proposal_change_request_replies_author_index'));
  await knex.schema.alterTable('proposal_change_requests', (table) => table.dropIndex([], 'proposal_change_requests_state_index'));
  await knex.schema.dropTable('proposal_reads');
}
