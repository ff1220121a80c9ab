import type { Knex } from 'knex';

// A share token is compared for identity: with the default collation (case- and trailing-space-
// insensitive) a token with its letters' case flipped opened the same item. A binary collation makes
// the lookup exact. The unique index stays; it now compares bytes too.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shares', (table) => {
    table.string('token', 64).notNullable().collate('utf8mb4_bin').alter();
  });
}

// Back to the table's default collation (fails if two tokens differ only in case, which 256-bit
// random tokens never do in practice).
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shares', (table) => {
    table.string('token', 64).notNullable().alter();
  });
}
