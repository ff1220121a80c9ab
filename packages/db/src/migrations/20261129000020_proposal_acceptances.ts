import type { Knex } from 'knex';

// A client's acceptance of one sent version (issue 24): the tier, the inputs they chose, who (typed
// name and e-mail), when, from where (IP and user agent, as a signature record needs) and the hash of
// the snapshot they accepted. One per send (unique), so a double click accepts once.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('proposal_acceptances', (table) => {
    table.increments('id').primary();
    table.integer('send_id').unsigned().notNullable().unique().references('id').inTable('proposal_sends').onDelete('CASCADE');
    table.integer('generation_id').unsigned().notNullable().references('id').inTable('generations').onDelete('CASCADE');
    table.integer('version').unsigned().notNullable();
    table.string('tier', 60).notNullable();
    table.text('inputs').notNullable();
    table.string('full_name', 200).notNullable();
    table.string('email', 254).notNullable();
    table.string('ip', 64).notNullable();
    table.string('user_agent', 500).notNullable();
    table.specificType('hash', 'CHAR(64)').notNullable();
    table.datetime('accepted_at', { precision: 3 }).notNullable();
    table.index(['generation_id', 'version'], 'proposal_acceptances_generation_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('proposal_acceptances');
}
