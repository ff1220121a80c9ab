// GET /api/clients/:id/export?format=docx|pdf (DESIGN §10): "download all" — the client's latest
// result of each tool as one Word or PDF document, drawn on the workers like any other export. A
// client with nothing made for it yet is 404 with a message saying so: an empty file helps nobody.
import { findClient, latestResultsOfClient } from '@growth-suite/db';
import {
  attachmentHeader,
  CLIENT_NOT_FOUND,
  clientWorkDocument,
  formatDate,
  formatIsoDayIn,
  isTimeZone,
  RENDERED_FORMATS,
  safeFileName,
  TOOL_MENU_ORDER,
  toolDefinition,
  type ClientWorkItem,
  type RenderedFormat,
} from '@growth-suite/shared';
import { badRequest, notFound } from '../../errors.ts';
import { isOneOf, parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route, type RouteDef } from '../route.ts';
import { documentBrand } from '../account/brand.ts';

export const CLIENT_NO_RESULTS = 'Nothing has been made for this client yet: run a tool for them first';

const CONTENT_TYPES: Record<RenderedFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** `acme-analytics` from "Acme Analytics", as tool downloads name theirs. */
const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

export function clientExportRoutes({ knex, render }: RouteDeps): RouteDef[] {
  return [
    route('get', '/clients/:id/export', 'member', async (ctx) => {
      const { scope } = ctx.state;
      const id = parseId(ctx.params.id, CLIENT_NOT_FOUND);
      const format = String(ctx.query.format ?? '');
      if (!isOneOf(RENDERED_FORMATS, format)) throw badRequest(`format must be one of ${RENDERED_FORMATS.join(', ')}`);
      const tz = String(ctx.query.tz ?? 'UTC');
      if (tz.length > 64 || !isTimeZone(tz)) throw badRequest('tz must be a time zone such as Europe/Paris');
      const client = await findClient(knex, scope, id);
      if (!client) throw notFound(CLIENT_NOT_FOUND);

      // A row that no longer fits its tool's schema is left out rather than failing the whole file,
      // and so is a tool kept out of the menu (see clientWorkDocument).
      // Dates as the brand's locale writes them, in the reader's time zone (the download names it).
      const brand = await documentBrand(knex, scope);
      const items: ClientWorkItem[] = [];
      for (const row of await latestResultsOfClient(knex, scope, id)) {
        if (!TOOL_MENU_ORDER.includes(row.tool)) continue;
        const results = toolDefinition(row.tool).resultSchema.safeParse(row.results);
        if (results.success) items.push({ tool: row.tool, request: row.request as Record<string, unknown>, results: results.data, date: formatDate(row.createdAt, { locale: brand.locale, timeZone: tz }) });
      }
      if (items.length === 0) throw notFound(CLIENT_NO_RESULTS);

      const document = clientWorkDocument(client.name, items, { brand, date: formatDate(new Date(), { locale: brand.locale, timeZone: tz }) });
      const body = await render.render(format, document);
      const name = safeFileName(client.name);
      ctx.set('Content-Disposition', attachmentHeader(name ? `${name} - All work.${format}` : `client-${fileSlug(client.name) || client.id}-${formatIsoDayIn(new Date(), tz)}.${format}`));
      ctx.type = CONTENT_TYPES[format];
      ctx.body = body;
    }),
  ];
}
