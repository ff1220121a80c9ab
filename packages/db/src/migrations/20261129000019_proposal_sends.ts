import type { Knex } from 'knex';

// A proposal sent to its client (issue 24): one row per send, each freezing one version. The snapshot
// is the version's results as they were sent and `hash` the SHA-256 (hex) of their canonical JSON, so
// what the client read and accepted can be proven later whatever happens to the versions. The value
// model, the inputs it was priced with, the client's company and the title are frozen with it. The
// token is compared byte for byte (binary collation, as share links). Withdrawing keeps the row
// (acceptances and change requests point at it) and sets `revoked_at`; deleting the item deletes it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('proposal_sends', (table) => {
    table.increments('id').primary();
    table.string('token', 64).collate('utf8mb4_bin').notNullable().unique();
    table.integer('generation_id').unsigned().notNullable().references('id').inTable('generations').onDelete('CASCADE');
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('version').unsigned().notNullable();
    table.text('snapshot', 'longtext').notNullable();
    table.specificType('hash', 'CHAR(64)').notNullable();
    table.text('frozen', 'mediumtext').notNullable();
    table.datetime('sent_at', { precision: 3 }).notNullable();
    table.datetime('expires_at', { precision: 3 }).nullable();
    table.datetime('revoked_at', { precision: 3 }).nullable();
    table.index(['generation_id', 'version'], 'proposal_sends_generation_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('proposal_sends');
}
