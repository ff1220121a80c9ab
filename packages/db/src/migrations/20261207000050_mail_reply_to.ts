import type { Knex } from 'knex';

// A message's Reply-To (DESIGN §11.2): the person a reader's reply should reach — the consultant for a
// message to a client, the client for news of what they wrote — since the sender is a no-reply address.
// NULL: no Reply-To (security messages, and news with no known address behind it).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.string('reply_to', 320).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.dropColumn('reply_to');
  });
}
