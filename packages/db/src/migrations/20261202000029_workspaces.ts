import type { Knex } from 'knex';

// Workspaces (DESIGN §11): every account has one personal workspace; a team workspace has members, each
// with a role. An invitation is a link to join one workspace with one role, bound to one address.
// - `personal_user_id` names a personal workspace's account (unique: one each) and deletes it with the
//   account; a team's is NULL. A personal workspace's slug is `personal-<user id>` (team slugs may not
//   take that form), so slugs stay unique and never name a team URL.
// - Members: one row per (workspace, user); deleting either deletes it. `user_id` is indexed for "my
//   workspaces".
// - Invitations keep the SHA-256 of their token (the link is shown once), who invited (kept as NULL when
//   that account goes), and when they were accepted or revoked: the list shows each one's state.
// Existing accounts get their personal workspace here, so none is without one.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('workspaces', (table) => {
    table.increments('id').primary();
    table.string('slug', 40).notNullable().unique();
    table.string('name', 80).notNullable();
    table.integer('personal_user_id').unsigned().nullable().unique().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
  });
  await knex.schema.createTable('workspace_members', (table) => {
    table.integer('workspace_id').unsigned().notNullable().references('id').inTable('workspaces').onDelete('CASCADE');
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('role', 10).notNullable();
    table.timestamp('joined_at', { precision: 3 }).notNullable().defaultTo(knex.raw('CURRENT_TIMESTAMP(3)'));
    table.primary(['workspace_id', 'user_id']);
    table.index(['user_id'], 'workspace_members_user_index');
  });
  await knex.schema.createTable('workspace_invitations', (table) => {
    table.increments('id').primary();
    table.integer('workspace_id').unsigned().notNullable().references('id').inTable('workspaces').onDelete('CASCADE');
    table.string('email', 320).notNullable();
    table.string('role', 10).notNullable();
    table.specificType('token_hash', 'CHAR(64)').notNullable().unique();
    table.integer('invited_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('expires_at', { precision: 3 }).notNullable();
    table.datetime('accepted_at', { precision: 3 }).nullable();
    table.integer('accepted_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.datetime('revoked_at', { precision: 3 }).nullable();
    table.index(['workspace_id', 'created_at'], 'workspace_invitations_workspace_index');
  });
  // Every existing account's personal workspace, with the account as its owner.
  await knex.raw("INSERT INTO workspaces (slug, name, personal_user_id) SELECT CONCAT('personal-', id), 'Personal', id FROM users");
  await knex.raw("INSERT INTO workspace_members (workspace_id, user_id, role) SELECT id, personal_user_id, 'owner' FROM workspaces WHERE personal_user_id IS NOT NULL");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('workspace_invitations');
  await knex.schema.dropTable('workspace_members');
  await knex.schema.dropTable('workspaces');
}
