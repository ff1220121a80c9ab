import type { Knex } from 'knex';

// The workspace owns the work (DESIGN §11): every owned row names its workspace, beside its author
// (`user_id`). Existing rows move to their author's personal workspace (made by the migration before).
// Shares and sends belong to their generation's workspace. Deleting a workspace deletes what it owns.
// Each table's list reads by workspace, as they read by user before: (workspace_id, …) indexes serve it.
const OWNED = ['clients', 'generations', 'packs', 'shares', 'proposal_sends'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const name of OWNED) {
    await knex.schema.alterTable(name, (table) => {
      table.integer('workspace_id').unsigned().nullable();
    });
    await knex.raw(`UPDATE ${name} o JOIN workspaces w ON w.personal_user_id = o.user_id SET o.workspace_id = w.id`);
    await knex.schema.alterTable(name, (table) => {
      table.integer('workspace_id').unsigned().notNullable().alter();
      table.foreign('workspace_id', `${name}_workspace_foreign`).references('id').inTable('workspaces').onDelete('CASCADE');
    });
  }
  await knex.schema.alterTable('clients', (table) => table.index(['workspace_id', 'updated_at'], 'clients_workspace_updated_index'));
  await knex.schema.alterTable('generations', (table) => {
    table.index(['workspace_id', 'tool', 'id'], 'generations_workspace_tool_index');
    table.index(['workspace_id', 'id'], 'generations_workspace_index');
  });
  await knex.schema.alterTable('packs', (table) => table.index(['workspace_id', 'created_at'], 'packs_workspace_index'));
}

export async function down(knex: Knex): Promise<void> {
  // The foreign keys first: MariaDB may have taken the composite indexes below as theirs.
  for (const name of OWNED) await knex.schema.alterTable(name, (table) => table.dropForeign(['workspace_id'], `${name}_workspace_foreign`));
  await knex.schema.alterTable('packs', (table) => table.dropIndex([], 'packs_workspace_index'));
  await knex.schema.alterTable('generations', (table) => {
    table.dropIndex([], 'generations_workspace_index');
    table.dropIndex([], 'generations_workspace_tool_index');
  });
  await knex.schema.alterTable('clients', (table) => table.dropIndex([], 'clients_workspace_updated_index'));
  for (const name of OWNED) await knex.schema.alterTable(name, (table) => table.dropColumn('workspace_id'));
}
