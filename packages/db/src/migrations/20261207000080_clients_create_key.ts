import type { Knex } from 'knex';

// A client made by a request that carried an Idempotency-Key keeps the key (issue 53): the same request
// again — a second press of "Build the pack", a double submit, a retry after a lost answer — finds the
// client it made in its workspace instead of making another. Compared exactly (binary); NULL for clients
// made without a key. One per workspace is kept by the workspace's row lock, which every creation takes
// before it looks the key up (createClientWithinLimit), not by a unique index: an index naming
// workspace_id would stop the migration before this one from being undone (MariaDB refuses to drop a
// column a composite index holds).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('clients', (table) => {
    table.string('create_key', 100).collate('utf8mb4_bin').nullable();
    table.index(['create_key'], 'clients_create_key_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('clients', (table) => {
    table.dropIndex(['create_key'], 'clients_create_key_index');
    table.dropColumn('create_key');
  });
}
