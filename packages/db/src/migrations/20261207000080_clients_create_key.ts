import type { Knex } from 'knex';

// A client made by a request that carried an Idempotency-Key keeps the key (issue 53): the same request
// again — a second press of "Build the pack", a double submit, a retry after a lost answer — finds the
// client it made instead of making another. Unique per workspace (a key means nothing elsewhere), and
// compared exactly (binary), as the keys of generations are. NULL for clients made without a key.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('clients', (table) => {
    table.string('create_key', 100).collate('utf8mb4_bin').nullable();
    table.unique(['workspace_id', 'create_key'], { indexName: 'clients_workspace_create_key_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('clients', (table) => {
    table.dropUnique(['workspace_id', 'create_key'], 'clients_workspace_create_key_unique');
    table.dropColumn('create_key');
  });
}
