import type { Knex } from 'knex';

// Mail, second step (DESIGN §11):
// - a message may carry one attachment (the accepted document's PDF on its acceptance notice), kept in the
//   outbox until it is sent (then the bytes go; the name stays, so the outbox still says what went);
// - a client who follows a reminder's unsubscribe link stops the reminders of that document to their
//   address (`reminder_stops`); the author's own switch (`send_reminders`) is another matter.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.string('attachment_name', 200).nullable();
    table.specificType('attachment', 'MEDIUMBLOB').nullable();
  });
  await knex.schema.createTable('reminder_stops', (table) => {
    table.integer('generation_id').unsigned().notNullable().references('id').inTable('generations').onDelete('CASCADE');
    // Lower-cased, as the reminders compare it.
    table.string('address', 320).notNullable();
    table.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.primary(['generation_id', 'address']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('reminder_stops');
  await knex.schema.alterTable('mail_outbox', (table) => {
    table.dropColumn('attachment');
    table.dropColumn('attachment_name');
  });
}
