// The sent proposal as a PDF, through the same document layout and PDF renderer as every export:
// - GET /api/proposals/:id/acceptances/:version/pdf (owner): the accepted proposal as the client
//   accepted it (the frozen snapshot, not the current version), with an acceptance page at the end:
//   who, when, which tier at which fee, from where, and the snapshot's SHA-256, recomputed here so the
//   page proves what it states.
// - GET /api/p/:token/pdf (the client, see public.ts): the sent version; once accepted, the same
//   acceptance page without what is private to the owner's record (the e-mail, the address, the browser).
import { findAcceptedSend, findGeneration, type AcceptanceRecord, type SendRecord } from '@growth-suite/db';
import { attachmentHeader, describeBudget, describeDriver, exportDocument, feeTax, fields, formatDate, formatIsoDayIn, formatMoney, formatValidUntil, isTimeZone, note, safeFileName, taxSettingsOf, upgradeValueInputs, type ExportDocument } from '@growth-suite/shared';
import { priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import type { ProposalResult } from '@growth-suite/shared/tools/proposal';
import type { ValueInputs } from '@growth-suite/shared/tools/proposal/pricing';
import type { Knex } from 'knex';
import { badRequest, notFound } from '../../errors.ts';
import { parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route } from '../route.ts';
import { documentBrand, withTax } from '../account/brand.ts';
import { frozenOf, snapshotHash } from './freeze.ts';

const NOT_ACCEPTED = 'No acceptance for this version';

/** The `tz` query (a time zone), UTC when left out; 400 when it is not one. */
export function timeZoneOf(query: Record<string, unknown>): string {
  const tz = typeof query.tz === 'string' ? query.tz : 'UTC';
  if (tz.length > 64 || !isTimeZone(tz)) throw badRequest('tz must be a time zone such as Europe/Paris');
  return tz;
}

/**
 * The document of a sent version, with its acceptance page when it was accepted. `origin` (the IP and
 * browser, and the e-mail beside the name) is the owner's record only: left out, the page names who
 * accepted by their typed name alone.
 */
export async function sentProposalDocument(
  knex: Knex,
  send: SendRecord,
  accepted: { acceptance: AcceptanceRecord; origin?: { ip: string; userAgent: string } } | null,
  tz: string,
): Promise<ExportDocument> {
  const frozen = frozenOf(send);
  // Dates as the proposal's locale writes them (27 Nov 2026, 15:04 in en-GB), in the reader's time zone.
  const when = (iso: string) => formatDate(iso, { locale: frozen.locale, timeZone: tz });
  const [current, generation] = await Promise.all([documentBrand(knex, send), findGeneration(knex, send, 'proposal', send.generationId)]);
  // The fees state the tax the proposal was sent with, and it closes with the terms it was sent with
  // (those the client's page showed), whatever the brand states today. A send from before frozen
  // terms keeps the brand's.
  const { tax: _today, ...rest } = current;
  const brand = { ...rest, ...withTax(frozen.tax), ...(frozen.terms ? { terms: frozen.terms } : {}) };
  // Who signs for the client: the prospect the form named (the request is the same across versions).
  const asked = (generation?.request ?? {}) as Record<string, unknown>;
  const base = exportDocument(
    'proposal',
    {
      id: send.generationId,
      tool: 'proposal',
      request: { clientCompany: frozen.clientCompany, prospectName: asked.prospectName, prospectTitle: asked.prospectTitle },
      results: send.snapshot as ProposalResult,
      createdAt: send.sentAt,
    },
    {
      brand,
      clientName: frozen.clientCompany,
      date: when(send.sentAt),
      includeInputs: false,
      includeEmail: false,
      // The terms, the validity and the signature block close the proposal (accepted: who, when, the hash).
      agreement: {
        validUntil: send.expiresAt ? formatValidUntil(send.expiresAt, frozen.locale) : undefined,
        ...(accepted ? { accepted: { name: accepted.acceptance.fullName, date: when(accepted.acceptance.acceptedAt), hash: accepted.acceptance.hash } } : {}),
      },
    },
  );
  if (!accepted) return base;
  const { acceptance, origin } = accepted;
  const inputs = upgradeValueInputs(acceptance.inputs) as ValueInputs;
  const tier = priceTiers(frozen.valueModel, inputs, frozen.currency).tiers.find((t) => t.name === acceptance.tier);
  const money = (minor: number) => formatMoney(minor, frozen.currency, frozen.locale);
  // The tax the client accepted under, as the record keeps it.
  const taxLine = (fee: number) => feeTax(fee, taxSettingsOf(acceptance.tax), frozen.currency, frozen.locale).text;
  const drivers = [...inputs.drivers.map((driver) => describeDriver(driver, frozen.currency, frozen.locale)), ...(inputs.budget ? [`Budget: ${describeBudget(inputs.budget, frozen.currency, frozen.locale)}`] : [])];
  return {
    ...base,
    blocks: [
      ...base.blocks,
      { kind: 'heading', level: 2, text: 'Acceptance', newPage: true },
      fields([
        { label: 'Accepted by', value: origin ? `${acceptance.fullName} <${acceptance.email}>` : acceptance.fullName },
        { label: 'Accepted at', value: `${when(acceptance.acceptedAt)} (${tz})` },
        { label: 'Tier', value: tier ? `${tier.name}: ${[money(tier.monthly), taxLine(tier.monthly)].filter(Boolean).join(' ')} a month (value ${money(tier.value)} a month, ROI ${tier.roi}%)` : acceptance.tier },
        { label: 'Inputs chosen', value: drivers.join('; ') },
        { label: 'Version', value: String(send.version) },
        { label: 'Sent at', value: `${when(send.sentAt)} (${tz})` },
        ...(send.expiresAt ? [{ label: 'Valid until', value: formatValidUntil(send.expiresAt, frozen.locale) }] : []),
        ...(origin ? [{ label: 'From', value: `IP ${origin.ip} · ${origin.userAgent}` }] : []),
        { label: 'SHA-256 of the accepted proposal', value: acceptance.hash },
      ]),
      note(
        snapshotHash(send.snapshot) === acceptance.hash
          ? 'The SHA-256 is of the proposal as sent, in canonical JSON (keys sorted); it was recomputed when this document was made and matches.'
          : 'Warning: the stored proposal no longer matches the SHA-256 recorded at acceptance.',
      ),
    ],
  };
}

/**
 * The client's PDF's file name: "<client company> - Proposal v<n>.pdf", named as every export is
 * (safeFileName; the header carries an ASCII fallback beside the UTF-8 name).
 */
export function clientPdfFileName(clientCompany: string, version: number, accepted: boolean): string {
  const company = safeFileName(clientCompany);
  const document = `Proposal v${version}${accepted ? ' (accepted)' : ''}.pdf`;
  return company ? `${company} - ${document}` : document;
}

/** After the client and the document, as every export is; a proposal for no company keeps the old name. */
export function acceptedPdfFileName(send: SendRecord, acceptance: AcceptanceRecord, tz: string): string {
  const client = safeFileName(frozenOf(send).clientCompany);
  return client ? `${client} - Accepted proposal v${send.version}.pdf` : `accepted-proposal-v${send.version}-${formatIsoDayIn(new Date(acceptance.acceptedAt), tz)}.pdf`;
}

export function acceptancePdfRoute({ knex, render }: RouteDeps) {
  return route('get', '/proposals/:id/acceptances/:version/pdf', 'member', async (ctx) => {
    const id = parseId(ctx.params.id, NOT_ACCEPTED);
    const version = parseId(ctx.params.version, NOT_ACCEPTED);
    const tz = timeZoneOf(ctx.query);
    const accepted = await findAcceptedSend(knex, ctx.state.scope, id, version);
    if (!accepted) throw notFound(NOT_ACCEPTED);
    const { send, acceptance } = accepted;
    const document = await sentProposalDocument(knex, send, { acceptance, origin: { ip: accepted.ip, userAgent: accepted.userAgent } }, tz);
    const body = await render.render('pdf', document);
    ctx.set('Content-Disposition', attachmentHeader(acceptedPdfFileName(send, acceptance, tz)));
    ctx.type = 'application/pdf';
    ctx.body = body;
  });
}
