// How each tool's saved generation reads in the History list and in its download name (spec §2, §7).
import { downloadFileName, formatIsoDay, TOOL_CATALOG, type HistoryRecord, type ToolSlug } from '@growth-suite/shared';

type AnyRecord = HistoryRecord<Record<string, unknown>, Record<string, unknown>>;

/** Title and detail of a row, as the catalog says. */
export const describeRecord = (tool: ToolSlug, record: AnyRecord): { title: string; detail: string } => TOOL_CATALOG[tool].historyRow(record);

/** e.g. `<tool>-acme-analytics-2026-11-22.json` (the shared rule every download follows). */
export const downloadName = (tool: ToolSlug, record: AnyRecord, today = new Date()): string => downloadFileName(tool, record, 'json', formatIsoDay(today));
