// How each tool's saved generation reads in the History list (spec §2).
import { TOOL_CATALOG, type HistoryRecord, type ToolSlug } from '@growth-suite/shared';

type AnyRecord = HistoryRecord<Record<string, unknown>, Record<string, unknown>>;

/** Title and detail of a row, as the catalog says. */
export const describeRecord = (tool: ToolSlug, record: AnyRecord): { title: string; detail: string } => TOOL_CATALOG[tool].historyRow(record);
