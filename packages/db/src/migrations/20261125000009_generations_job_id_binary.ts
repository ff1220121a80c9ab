import type { Knex } from 'knex';

// job_id holds the client's Idempotency-Key (`gen-<userId>-<requestId>`), compared for identity: with the
// default collation a key differing only in case found the earlier request's row, and its result. A
// binary collation makes the lookup and the unique index exact, as BullMQ's job ids in Redis already are.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('generations', (table) => {
    table.string('job_id', 200).notNullable().collate('utf8mb4_bin').alter();
  });
}

// Back to the table's default collation; fails while two rows' job ids differ only in case.
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('generations', (table) => {
    table.string('job_id', 200).notNullable().alter();
  });
}
