import type { Knex } from 'knex';

// The terms beside the acceptance (issue 53): a send freezes the brand's terms with its facts (JSON, no
// column), the client's page shows them, and her acceptance says which terms she was shown: the SHA-256
// (hex) of the frozen terms, checked by the server against the send's own before it is kept. Null: an
// acceptance from before, or of a send frozen without terms, or a caller that did not say.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('proposal_acceptances', (table) => {
    table.specificType('terms_hash', 'CHAR(64)').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('proposal_acceptances', (table) => {
    table.dropColumn('terms_hash');
  });
}
