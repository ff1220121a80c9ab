// Which rows a request sees and writes (DESIGN §11): the workspace the request names, with the
// caller's role in it. Reads see every row of the workspace (members share their work); writes keep
// their author (`user_id`); deleting is for the author, or an admin or owner of the workspace.
import { mayDeleteWork, roleAtLeast, type AuthorFilter } from '@growth-suite/shared';
import type { Knex } from 'knex';
import type { Actor } from './repositories/workspaces.ts';

export type { Author, AuthorFilter } from '@growth-suite/shared';

export interface Scope extends Actor {
  workspaceId: number;
}

/** A read that needs only the workspace (a public page reads its item's workspace's brand, say). */
export type InWorkspace = Pick<Scope, 'workspaceId'>;

/** Whether the caller may delete (or revoke) a row its author made: members only their own. */
export const mayChangeOthers = (scope: Actor): boolean => roleAtLeast(scope.role, 'admin');
export const mayDelete = (scope: Actor, authorId: number): boolean => mayDeleteWork(scope.role, scope.userId, authorId);

/** The author's shown name: the full name, else the username. `alias` is the joined users table. */
export const authorNameSql = (alias: string) => `COALESCE(NULLIF(${alias}.full_name, ''), ${alias}.username)`;

/** Narrows a query on `column` (a table's user_id) to the caller's rows when the filter says `mine`. */
export function byAuthor<Q extends Knex.QueryBuilder>(query: Q, scope: Scope, filter: AuthorFilter | undefined, column = 'user_id'): Q {
  // A knex query is narrowed in place (its methods return the same builder).
  if (filter === 'mine') query.where(column, scope.userId);
  return query;
}
