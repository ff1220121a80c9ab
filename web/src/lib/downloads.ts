// Saving a history item as a file: the JSON download is made here in the browser (spec §7); the
// documents and the sequencer CSV come from GET /api/history/:tool/:id/export.
import { downloadFileName, formatIsoDay, type CsvPart, type ExportFormat, type ToolSlug } from '@growth-suite/shared';
import { ApiError, workspaceHeaders } from './api.ts';

export interface DownloadableRecord {
  id: number;
  request: unknown;
  results: unknown;
  /** An older version of the item (its exports are made from that version's results). */
  version?: number;
}

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The results as a JSON file; no request is made. */
export function downloadJson(tool: ToolSlug, record: DownloadableRecord, today = new Date()) {
  saveFile(new Blob([JSON.stringify(record.results, null, 2)], { type: 'application/json' }), downloadFileName(tool, record, 'json', formatIsoDay(today)));
}

/** The reader's time zone, so the document's date and the file's name match their calendar. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export interface ExportOptions {
  /** The form's inputs head the document (an internal copy); without them it is for the client. */
  includeInputs?: boolean;
  includeEmail?: boolean;
  part?: CsvPart;
  version?: number;
}

export function exportUrl(tool: ToolSlug, id: number, format: ExportFormat, options: ExportOptions = {}) {
  const query = new URLSearchParams({ format, tz: timeZone() });
  if (options.includeInputs) query.set('inputs', 'true');
  if (options.includeEmail) query.set('includeEmail', 'true');
  if (options.part) query.set('part', options.part);
  if (options.version !== undefined) query.set('version', String(options.version));
  return `/api/history/${tool}/${id}/export?${query}`;
}

/** Fetches an export and saves it under the server's file name; errors are ApiErrors with its message. */
export async function downloadExport(tool: ToolSlug, id: number, format: ExportFormat, options: ExportOptions = {}) {
  await fetchAndSave(exportUrl(tool, id, format, options), `${tool}-${id}.${format}`);
}

/** A client's latest result of each tool as one Word or PDF document ("download all"). */
export async function downloadClientWork(clientId: number, format: 'docx' | 'pdf') {
  await fetchAndSave(`/api/clients/${clientId}/export?${new URLSearchParams({ format, tz: timeZone() })}`, `client-${clientId}.${format}`);
}

/**
 * Fetches a file from the api and saves it under the server's file name. Fetched rather than linked: the
 * request names the tab's workspace (X-Workspace), which a plain link cannot send.
 */
export async function fetchAndSave(url: string, fallbackName: string) {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest', ...(await workspaceHeaders(url)) } });
  } catch {
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? (response.statusText || 'Download failed'));
  }
  saveFile(await response.blob(), attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName);
}

/** The file name a download header gives: the UTF-8 `filename*` when there is one (a client's name as typed), else `filename`. */
export function attachmentName(header: string | null): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed name: the plain one below
    }
  }
  return /filename="([^"]+)"/.exec(header ?? '')?.[1];

}
