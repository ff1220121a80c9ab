import type { Knex } from 'knex';

// The client a generation was made for (DESIGN §10). Deleting the client keeps its results and
// unlinks them (SET NULL): a paid result is the user's work, not the client file's. The foreign
// key's index also serves History's "this client's results".
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('generations', (table) => {
    table.integer('client_id').unsigned().nullable().references('id').inTable('clients').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('generations', (table) => {
    table.dropForeign(['client_id']);
    table.dropColumn('client_id');
  });
}
