import type { Knex } from 'knex';

// Opens of a proposal's client page (issue 24): one row per visitor per day, so a count of rows is the
// opens counted once per visitor per day. The visitor is an HMAC of IP, user agent and the day under
// the server's secret: it tells two visitors apart on one day and cannot be turned back into an
// address or followed across days. The owner's own opens are never written.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('proposal_views', (table) => {
    table.integer('generation_id').unsigned().notNullable().references('id').inTable('generations').onDelete('CASCADE');
    table.date('day').notNullable();
    table.specificType('visitor', 'CHAR(64)').notNullable();
    table.datetime('first_at', { precision: 3 }).notNullable();
    table.datetime('last_at', { precision: 3 }).notNullable();
    table.primary(['generation_id', 'day', 'visitor']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('proposal_views');
}
