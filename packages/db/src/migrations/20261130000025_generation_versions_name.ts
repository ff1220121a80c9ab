import type { Knex } from 'knex';

// A version can be named by its user ("Sent to Dana", "Before the price change"), so the one that
// matters is found again in a long list. Nullable: a version has no name until it is given one, and
// clearing the name sets it back to null. 80 characters, as the api allows (contract/versions.ts).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('generation_versions', (table) => {
    table.string('name', 80).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('generation_versions', (table) => {
    table.dropColumn('name');
  });
}
