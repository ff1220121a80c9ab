import type { Knex } from 'knex';

// Mail that is never lost (DESIGN §11): the outbox row is the one source of truth of a message's delivery.
// - `dispatch` counts the jobs queued for the row (its job id is `mailJobId(id, dispatch)`): a resend or
//   the sweeper queues a new one only once the last is gone.
// - A worker's claim is a lease (`claimed_by`, `lease_until`) that it renews while it sends: a claim of a
//   worker that died lapses, and the retried job (or another) takes the message back.
// - `queued_at` starts the retry window (MAIL_RETRY_FOR_MS), `next_attempt_at` says when the next try is
//   due: a queued row past it with no live job is the sweeper's to queue again.
// - `link_origin`: the site of a one-time link, so that a resend makes a fresh link on the same site.
// - `mail_cap_locks`: one row per user who sends mail, locked while the day's count is taken and the message
//   written, so that parallel requests cannot all pass the recipients-per-day cap. A row of its own (no
//   foreign key): locking the user's row would deadlock with writes that check a foreign key to it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_cap_locks', (table) => {
    table.integer('user_id').unsigned().primary();
  });
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.integer('dispatch').unsigned().notNullable().defaultTo(0);
    table.string('claimed_by', 120).nullable();
    table.timestamp('lease_until', { precision: 3 }).nullable();
    table.timestamp('queued_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.timestamp('next_attempt_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.string('link_origin', 255).nullable();
    table.index(['state', 'next_attempt_at'], 'mail_outbox_due_index');
    // The recipients-per-day cap counts a user's messages of the last day.
    table.index(['user_id', 'created_at'], 'mail_outbox_user_day_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_cap_locks');
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.dropIndex(['user_id', 'created_at'], 'mail_outbox_user_day_index');
    table.dropIndex(['state', 'next_attempt_at'], 'mail_outbox_due_index');
    for (const column of ['link_origin', 'next_attempt_at', 'queued_at', 'lease_until', 'claimed_by', 'dispatch']) table.dropColumn(column);
  });
}
