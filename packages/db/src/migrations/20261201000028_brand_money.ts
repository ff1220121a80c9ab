import type { Knex } from 'knex';

// Money in the client's currency (DESIGN §11.1): the brand holds the currency and the locale its
// documents and pages write figures and dates in, and the terms its proposals carry (Markdown); a
// client file may name its own currency. Empty strings mean "not chosen": the brand's defaults (US
// dollars, en-US) and, for a client, the brand's currency. Existing rows keep today's dollars.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_brands', (table) => {
    table.string('currency', 3).notNullable().defaultTo('');
    table.string('locale', 35).notNullable().defaultTo('');
    table.text('terms').nullable();
  });
  await knex.schema.alterTable('clients', (table) => {
    table.string('currency', 3).notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('clients', (table) => {
    table.dropColumn('currency');
  });
  await knex.schema.alterTable('user_brands', (table) => {
    table.dropColumn('terms');
    table.dropColumn('locale');
    table.dropColumn('currency');
  });
}
