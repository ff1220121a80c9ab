import type { Knex } from 'knex';

// A share link may show one version of its item as it was (DESIGN §10): `version` is that version's
// number; null, as for every link made before, follows the item's current version. Pruning keeps a
// version a link shows (repositories/versions.ts), so the link keeps working.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shares', (table) => {
    table.integer('version').unsigned().nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shares', (table) => {
    table.dropColumn('version');
  });
}
