import type { Knex } from 'knex';

// The address a client gave (optionally) when asking or replying in a thread (DESIGN §11.2): the
// consultant's replies are mailed there, and news of her messages carries it as Reply-To. The latest
// one given in the thread wins; never shown on the client's page (anyone holding the link reads it).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('proposal_change_requests', (table) => {
    table.string('client_email', 320).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('proposal_change_requests', (table) => {
    table.dropColumn('client_email');
  });
}
