import type { Knex } from 'knex';

// A version a tool has locked (a proposal's version a client accepted): no change is written from it
// unless a new version is asked for. A column of the generation, read under the row lock every change
// takes, so the versions layer enforces one rule for every write without knowing which tool locked it.
// Rows accepted before this column existed are locked at their latest accepted version.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('generations', (table) => {
    table.integer('locked_version').unsigned().nullable();
  });
  await knex.raw(
    `UPDATE generations g JOIN (SELECT generation_id, MAX(version) AS version FROM proposal_acceptances GROUP BY generation_id) a
       ON a.generation_id = g.id SET g.locked_version = a.version`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('generations', (table) => {
    table.dropColumn('locked_version');
  });
}
