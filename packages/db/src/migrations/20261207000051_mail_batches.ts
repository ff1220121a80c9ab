import type { Knex } from 'knex';

// Thread events batched into one message per recipient (DESIGN §11.2, MAIL_BATCH_S): the first event
// writes a queued message whose job waits out the window; later events for the same recipient append
// to it while it is still open.
// - `batch_key`: set while the message is open (one recipient, one conversation), cleared in the same
//   update that claims it for sending — so an event either lands in it before the claim or opens a new
//   one. Unique: two api processes cannot open two batches for one key (NULLs do not collide).
// - `batch_events`: the events it holds (JSON), from which its text and html are drawn again on each append.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.string('batch_key', 191).nullable().unique('mail_outbox_batch_key_unique');
    table.specificType('batch_events', 'MEDIUMTEXT').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.dropUnique(['batch_key'], 'mail_outbox_batch_key_unique');
    table.dropColumn('batch_events');
    table.dropColumn('batch_key');
  });
}
