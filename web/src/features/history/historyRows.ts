// How each tool's saved generation reads in the History list and in its download name (spec §2, §7).
import { formatIsoDay, TOOL_CATALOG, type HistoryRecord, type ToolSlug } from '@growth-suite/shared';

type AnyRecord = HistoryRecord<Record<string, unknown>, Record<string, unknown>>;

/** Title and detail of a row, as the catalog says. */
export const describeRecord = (tool: ToolSlug, record: AnyRecord): { title: string; detail: string } => TOOL_CATALOG[tool].historyRow(record);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** e.g. `growth-plan-acme-analytics-2026-11-22.json` */
export function downloadName(tool: ToolSlug, record: AnyRecord, today = new Date()): string {
  const slug = text(record.request[TOOL_CATALOG[tool].downloadNameField])
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${tool}-${slug || record.id}-${formatIsoDay(today)}.json`;
}

/** Saves the results as a JSON file in the browser; no request is made. */
export function downloadRecord(tool: ToolSlug, record: AnyRecord) {
  const blob = new Blob([JSON.stringify(record.results, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(tool, record);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
