import type { Knex } from 'knex';

// A change request becomes a thread (DESIGN §11.1): it is a `change` or a `question` (a question may
// be asked after acceptance), its `state` is set by the owner only (open, answered in a named version,
// declined), and the client and the owner reply in it. Rows written before this migration keep what
// they said: a request already marked answered stays answered in that version; the rest are open.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('proposal_change_requests', (table) => {
    table.string('kind', 10).notNullable().defaultTo('change');
    table.string('state', 10).notNullable().defaultTo('open');
  });
  await knex('proposal_change_requests').whereNotNull('answered_in_version').update({ state: 'answered' });
  await knex.schema.createTable('proposal_change_request_replies', (table) => {
    table.increments('id').primary();
    table.integer('change_request_id').unsigned().notNullable().references('id').inTable('proposal_change_requests').onDelete('CASCADE');
    // The link a client's reply came through (its per-link cap); null for the owner's replies.
    table.integer('send_id').unsigned().nullable().references('id').inTable('proposal_sends').onDelete('CASCADE');
    table.string('author', 10).notNullable();
    table.text('text').notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.index(['change_request_id'], 'proposal_change_request_replies_request_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('proposal_change_request_replies');
  await knex.schema.alterTable('proposal_change_requests', (table) => {
    table.dropColumn('kind');
    table.dropColumn('state');
  });
}
