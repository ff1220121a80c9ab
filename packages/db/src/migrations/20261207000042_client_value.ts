import type { Knex } from 'knex';

// A client file keeps the value its proposals are priced from (DESIGN §11.2): the value drivers and the
// budget as read from its calls and confirmed by the consultant, JSON `{drivers, budget}`; NULL until
// a value is saved (the readers then read the file's calls as before).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('clients', (table) => {
    table.json('value').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('clients', (table) => {
    table.dropColumn('value');
  });
}
