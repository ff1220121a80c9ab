import type { Knex } from 'knex';

// "Made from" (DESIGN §10): the saved results a generation was made from, one row per link.
// Both ends CASCADE. Deleting the new result deletes its links; deleting a source deletes the link
// too, rather than keeping it with a NULL source (SET NULL): a link to nothing can show nothing, and
// the result made from it is kept either way. The source_id index serves the other direction
// ("used in"), the primary key the first and a duplicate link.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('generation_sources', (table) => {
    table.integer('generation_id').unsigned().notNullable().references('id').inTable('generations').onDelete('CASCADE');
    table.integer('source_id').unsigned().notNullable().references('id').inTable('generations').onDelete('CASCADE');
    table.primary(['generation_id', 'source_id']);
    table.index(['source_id'], 'generation_sources_source_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('generation_sources');
}
