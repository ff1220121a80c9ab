import type { Knex } from 'knex';

// The tax on the fees (issue 52): the brand states whether its fees include a tax, its rate and its
// name; every fee the client reads says "excl. VAT" or carries the tax line. The rate is held in basis
// points (20% → 2000; up to two decimals of a percent, so integer arithmetic throughout), 0 meaning no
// tax is stated (every brand until now). An acceptance keeps the tax it was accepted under (JSON
// `{included, rate, name}`, null when none was stated), so a later brand change never alters it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('workspace_brands', (table) => {
    table.boolean('tax_included').notNullable().defaultTo(false);
    table.integer('tax_rate_bp').unsigned().notNullable().defaultTo(0);
    table.string('tax_name', 20).notNullable().defaultTo('');
  });
  await knex.schema.alterTable('proposal_acceptances', (table) => {
    table.text('tax').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('proposal_acceptances', (table) => {
    table.dropColumn('tax');
  });
  await knex.schema.alterTable('workspace_brands', (table) => {
    table.dropColumn('tax_name');
    table.dropColumn('tax_rate_bp');
    table.dropColumn('tax_included');
  });
}
