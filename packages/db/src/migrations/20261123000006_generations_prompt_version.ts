import type { Knex } from 'knex';

// Which prompt produced a saved generation (`<tool>@<n>`, or `demo`), so results can be
// traced to the prompt version when one changes. Rows saved before this have none.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('generations', (table) => {
    table.string('prompt_version', 50).nullable().after('model');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('generations', (table) => {
    table.dropColumn('prompt_version');
  });
}
