import type { Knex } from 'knex';

// The brand is the workspace's (DESIGN §11): one per workspace, deleted with it, edited by its admins,
// and shown on every document and page of its work whoever made it. Each account's brand moves to its
// personal workspace; `updated_by` keeps who last changed it (null once that account is deleted).
const COLUMNS = 'firm_name, accent_color, sender_name, signature, logo, logo_type, logo_updated_at, updated_at, currency, locale, terms';

/** A brand's own columns, the same before and after the move (only its key changes). */
function brandColumns(knex: Knex, table: Knex.CreateTableBuilder) {
    table.string('firm_name', 120).notNullable().defaultTo('');
    table.string('accent_color', 7).notNullable().defaultTo('');
    table.string('sender_name', 120).notNullable().defaultTo('');
    table.text('signature').notNullable();
    table.specificType('logo', 'MEDIUMBLOB').nullable();
    table.string('logo_type', 20).nullable();
    table.timestamp('logo_updated_at', { precision: 3 }).nullable();
    table.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.string('currency', 3).notNullable().defaultTo('');
    table.string('locale', 35).notNullable().defaultTo('');
    table.text('terms').nullable();
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('workspace_brands', (table) => {
    table.integer('workspace_id').unsigned().primary().references('id').inTable('workspaces').onDelete('CASCADE');
    table.integer('updated_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    brandColumns(knex, table);
  });
  await knex.raw(
    `INSERT INTO workspace_brands (workspace_id, updated_by, ${COLUMNS})
     SELECT w.id, b.user_id, ${COLUMNS.split(', ').map((column) => `b.${column}`).join(', ')}
     FROM user_brands b JOIN workspaces w ON w.personal_user_id = b.user_id`,
  );
  await knex.schema.dropTable('user_brands');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_brands', (table) => {
    table.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE');
    brandColumns(knex, table);
  });
  // Only personal brands have an account to go back to; a team's brand goes with the change.
  await knex.raw(
    `INSERT INTO user_brands (user_id, ${COLUMNS})
     SELECT w.personal_user_id, ${COLUMNS.split(', ').map((column) => `b.${column}`).join(', ')}
     FROM workspace_brands b JOIN workspaces w ON w.id = b.workspace_id WHERE w.personal_user_id IS NOT NULL`,
  );
  await knex.schema.dropTable('workspace_brands');
}
