import type { Knex } from 'knex';

// An AI redraft answering a client's request carries the client's words and the owner's own addition,
// each up to INSTRUCTION_MAX (500), with their labels: the version's instruction holds both (1100).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('generation_versions', (table) => {
    table.string('instruction', 1100).nullable().alter();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('UPDATE generation_versions SET instruction = LEFT(instruction, 500) WHERE CHAR_LENGTH(instruction) > 500');
  await knex.schema.alterTable('generation_versions', (table) => {
    table.string('instruction', 500).nullable().alter();
  });
}
