// GET /api/history/:tool/:id/export (DESIGN §9): the caller's own saved item as a file. Markdown and
// the sequencer CSV are cheap text and made here; Word and PDF are drawn on the workers.
import { findGeneration, findVersion } from '@growth-suite/db';
import { renderCsv, renderMarkdown } from '@growth-suite/documents';
import {
  attachmentHeader,
  CSV_PARTS,
  EXPORT_FORMATS,
  exportDocument,
  exportFileName,
  exportFormatsFor,
  formatDate,
  formatIsoDayIn,
  isTimeZone,
  toolDefinition,
  type ExportFormat,
} from '@growth-suite/shared';
import type { Context } from 'koa';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import { isOneOf, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { toolParam } from '../tools/router.ts';
import { documentBrand } from '../account/brand.ts';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  md: 'text/markdown; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

const CSV_ONLY = 'CSV export is only available for cold email sequences';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function exportQuery(query: Context['query']) {
  const format = one(query.format);
  if (!isOneOf(EXPORT_FORMATS, format)) throw badRequest(`format must be one of ${EXPORT_FORMATS.join(', ')}`);
  const includeEmail = one(query.includeEmail) ?? 'false';
  if (includeEmail !== 'true' && includeEmail !== 'false') throw badRequest('includeEmail must be true or false');
  // Client-facing by default: the form's inputs only in an internal copy (issue: outside testers).
  const inputs = one(query.inputs) ?? 'false';
  if (inputs !== 'true' && inputs !== 'false') throw badRequest('inputs must be true or false');
  const tz = one(query.tz) ?? 'UTC';
  if (tz.length > 64 || !isTimeZone(tz)) throw badRequest('tz must be a time zone such as Europe/Paris');
  const part = one(query.part) ?? 'sequence';
  if (!isOneOf(CSV_PARTS, part)) throw badRequest(`part must be one of ${CSV_PARTS.join(', ')}`);
  if (query.part !== undefined && format !== 'csv') throw badRequest('part applies to the csv format only');
  // An earlier version of the result (DESIGN §10); without it, the current one.
  const versionText = one(query.version);
  if (versionText !== undefined && !/^[1-9]\d{0,9}$/.test(versionText)) throw badRequest('version must be a version number');
  const version = versionText === undefined ? undefined : Number(versionText);
  return { format, includeEmail: includeEmail === 'true', includeInputs: inputs === 'true', tz, part, version };
}

export function exportRoutes({ knex, render }: RouteDeps): RouteDef[] {
  return [
    route('get', '/history/:tool/:id/export', 'member', async (ctx) => {
      const tool = toolParam(ctx.params.tool);
      const id = parseId(ctx.params.id, 'History item not found');
      const { format, includeEmail, includeInputs, tz, part, version } = exportQuery(ctx.query);
      const definition = toolDefinition(tool);
      if (!exportFormatsFor(tool).includes(format) || (format === 'csv' && !definition.csv)) throw badRequest(CSV_ONLY);
      const record = await findGeneration(knex, ctx.state.scope, tool, id);
      if (!record) throw notFound('History item not found');
      const stored = version === undefined ? record.results : (await findVersion(knex, ctx.state.scope, tool, id, version))?.results;
      if (stored === undefined) throw notFound('Version not found');

      // A row that no longer matches its tool's result schema cannot be laid out.
      const results = definition.resultSchema.safeParse(stored);
      if (!results.success) throw new HttpError(500, 'This item cannot be exported');

      let body: string | Buffer;
      if (format === 'csv') {
        if (!definition.csv) throw badRequest(CSV_ONLY);
        body = renderCsv(definition.csv(results.data, part));
      } else {
        const item = { ...record, request: record.request as Record<string, unknown>, results: results.data };
        const brand = await documentBrand(knex, ctx.state.scope);
        const clientName = record.context.client?.name ?? '';
        const document = exportDocument(tool, item, { brand, clientName, date: formatDate(record.createdAt, { locale: brand.locale, timeZone: tz }), includeInputs, includeEmail });
        body = format === 'md' ? renderMarkdown(document) : await render.render(format, document);
      }
      // After the client and the document ("Brightside Digital - Growth plan v3.docx"), never the consultant.
      const name = exportFileName(tool, record, format, formatIsoDayIn(new Date(), tz), { clientName: record.context.client?.name ?? '', version, part });
      ctx.set('Content-Disposition', attachmentHeader(name));
      ctx.type = CONTENT_TYPES[format];
      ctx.body = body;
    }),
  ];
}
