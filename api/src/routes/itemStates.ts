// What a tool says of its saved results beside their History rows: the pipeline's state of a result
// sent to a client (DESIGN §11.2), say. A tool's routes register their reader when they are built
// (routes/<slug>s/index.ts); History's routes ask it for the ids of the rows they answer, one query
// per page. A tool with no reader adds nothing to its rows.
import type { Knex, Scope } from '@growth-suite/db';
import type { ToolSlug } from '@growth-suite/shared';
import type { PipelineState } from '@growth-suite/shared/contract/pipeline';

export type ItemStateReader = (knex: Knex, scope: Scope, ids: number[]) => Promise<Map<number, PipelineState>>;

const readers = new Map<ToolSlug, ItemStateReader>();

/** Registers (or replaces: every app built in a process registers the same) a tool's reader. */
export const registerItemStates = (tool: ToolSlug, reader: ItemStateReader) => void readers.set(tool, reader);

/** The states of some of the workspace's items, by id; only the tools with a reader have any. */
export async function itemStates(knex: Knex, scope: Scope, items: readonly { id: number; tool: ToolSlug }[]): Promise<Map<number, PipelineState>> {
  const found = new Map<number, PipelineState>();
  const byTool = new Map<ToolSlug, number[]>();
  for (const item of items) if (readers.has(item.tool)) byTool.set(item.tool, [...(byTool.get(item.tool) ?? []), item.id]);
  for (const [tool, ids] of byTool) for (const [id, state] of await readers.get(tool)!(knex, scope, ids)) found.set(id, state);
  return found;
}
