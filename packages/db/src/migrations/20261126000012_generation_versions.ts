import type { Knex } from 'knex';

// Versions (DESIGN §10): every state of a generation's results is an immutable row; the generation
// keeps the current one's results in `results` (what History, exports, shares and copy read, as
// before) and its number in `current_version`. A change writes its version and moves the generation
// on in one transaction, only from the version it was made from (optimistic concurrency).
// job_id is the idempotency key of a refinement, as the generation's is of a generation: a job that
// runs again after its worker died finds its version instead of writing a second one.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('generation_versions', (table) => {
    table.increments('id').primary();
    table.integer('generation_id').unsigned().notNullable().references('id').inTable('generations').onDelete('CASCADE');
    table.integer('number').unsigned().notNullable();
    table.string('author', 8).notNullable();
    table.string('kind', 20).notNullable();
    table.string('path', 200).nullable();
    table.string('label', 300).nullable();
    table.string('instruction', 500).nullable();
    table.integer('restored_from').unsigned().nullable();
    table.string('prompt_version', 100).nullable();
    table.string('job_id', 200).nullable().collate('utf8mb4_bin').unique();
    table.json('results').notNullable();
    table.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.unique(['generation_id', 'number'], { indexName: 'generation_versions_generation_number_unique' });
  });
  await knex.schema.alterTable('generations', (table) => {
    table.integer('current_version').unsigned().notNullable().defaultTo(1);
  });
  // Every saved generation so far is its own original.
  await knex.raw(
    `INSERT INTO generation_versions (generation_id, number, author, kind, prompt_version, results, created_at)
     SELECT id, 1, 'ai', 'original', prompt_version, results, created_at FROM generations`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('generations', (table) => {
    table.dropColumn('current_version');
  });
  await knex.schema.dropTable('generation_versions');
}
