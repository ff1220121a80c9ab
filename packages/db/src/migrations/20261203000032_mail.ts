import type { Knex } from 'knex';

// Mail (DESIGN §11): the outbox — one row per message, its state, attempts, the provider's message id and
// times — the one-time links of "Forgot password?", and each account's notification choices (a missing
// row: every kind on). A message's one-time link (`secret`) is kept only
// until it is sent: then it is cut from the stored text and html and the column is cleared. `event_key`
// makes one event one message, whichever process notices it first. Reset tokens are stored hashed (SHA-256).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (table) => {
    table.increments('id');
    table.string('kind', 40).notNullable();
    table.string('to_address', 320).notNullable();
    table.string('from_name', 120).notNullable().defaultTo('');
    table.string('subject', 300).notNullable();
    table.specificType('text', 'MEDIUMTEXT').notNullable();
    table.specificType('html', 'MEDIUMTEXT').notNullable();
    table.string('secret', 500).nullable();
    table.integer('workspace_id').unsigned().nullable().references('id').inTable('workspaces').onDelete('SET NULL');
    table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    // The sent document a message is about (its activity lists the messages e-mailed to the client).
    table.integer('generation_id').unsigned().nullable().references('id').inTable('generations').onDelete('CASCADE');
    // A document e-mailed to its client: which send (link) it carried, and that link's address (its
    // reminders repeat it).
    table.integer('send_id').unsigned().nullable().references('id').inTable('proposal_sends').onDelete('CASCADE');
    table.string('link_url', 500).nullable();
    // One-click unsubscribe (RFC 8058) of a message that is not a security message.
    table.string('unsubscribe_url', 500).nullable();
    table.string('event_key', 191).nullable().unique('mail_outbox_event_key_unique');
    table.enu('state', ['queued', 'sending', 'sent', 'failed', 'not-configured']).notNullable().defaultTo('queued');
    table.integer('attempts').unsigned().notNullable().defaultTo(0);
    table.string('provider_id', 255).nullable();
    table.string('error', 500).nullable();
    table.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.timestamp('claimed_at', { precision: 3 }).nullable();
    table.timestamp('sent_at', { precision: 3 }).nullable();
    table.index(['state', 'id'], 'mail_outbox_state_index');
  });
  await knex.schema.createTable('notification_prefs', (table) => {
    table.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE');
    // One column per kind of news a user may switch off (NOTIFICATION_KINDS, in snake case).
    table.boolean('sent_opened').notNullable().defaultTo(true);
    table.boolean('sent_accepted').notNullable().defaultTo(true);
    table.boolean('change_requested').notNullable().defaultTo(true);
    table.boolean('invitation_accepted').notNullable().defaultTo(true);
  });
  // Reminders to the client of a sent document (no row: on), switched off per document by its author.
  await knex.schema.createTable('send_reminders', (table) => {
    table.integer('generation_id').unsigned().primary().references('id').inTable('generations').onDelete('CASCADE');
    table.boolean('enabled').notNullable().defaultTo(true);
  });
  await knex.schema.createTable('password_resets', (table) => {
    table.increments('id');
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.specificType('token_hash', 'CHAR(64)').notNullable().unique('password_resets_token_unique');
    table.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.timestamp('expires_at', { precision: 3 }).notNullable();
    table.timestamp('used_at', { precision: 3 }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_resets');
  await knex.schema.dropTable('send_reminders');
  await knex.schema.dropTable('notification_prefs');
  await knex.schema.dropTable('mail_outbox');
}
