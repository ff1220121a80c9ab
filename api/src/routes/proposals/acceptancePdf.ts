// GET /api/proposals/:id/acceptances/:version/pdf (owner): the accepted proposal as the client
// accepted it (the frozen snapshot, not the current version), through the same document layout and
// PDF renderer as every export, with an acceptance page at the end: who, when, which tier at which
// fee, from where, and the snapshot's SHA-256, recomputed here so the page proves what it states.
import { findAcceptedSend, findGeneration } from '@growth-suite/db';
import { attachmentHeader, exportDocument, fields, formatCurrency, formatDateTimeIn, formatIsoDayIn, isTimeZone, note, safeFileName, type ExportDocument } from '@growth-suite/shared';
import { priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import type { ProposalResult } from '@growth-suite/shared/tools/proposal';
import type { ValueInputs } from '@growth-suite/shared/tools/proposal/pricing';
import { badRequest, notFound } from '../../errors.ts';
import { parseId } from '../../lib/validate.ts';
import type { RouteDeps } from '../deps.ts';
import { route } from '../route.ts';
import { documentBrand } from '../account/brand.ts';
import { frozenOf, snapshotHash } from './freeze.ts';

const NOT_ACCEPTED = 'No acceptance for this version';

export function acceptancePdfRoute({ knex, render }: RouteDeps) {
  return route('get', '/proposals/:id/acceptances/:version/pdf', 'user', async (ctx) => {
    const id = parseId(ctx.params.id, NOT_ACCEPTED);
    const version = parseId(ctx.params.version, NOT_ACCEPTED);
    const tz = typeof ctx.query.tz === 'string' ? ctx.query.tz : 'UTC';
    if (tz.length > 64 || !isTimeZone(tz)) throw badRequest('tz must be a time zone such as Europe/Paris');
    const accepted = await findAcceptedSend(knex, ctx.state.user.id, id, version);
    if (!accepted) throw notFound(NOT_ACCEPTED);
    const { send, acceptance } = accepted;
    const frozen = frozenOf(send);
    const inputs = acceptance.inputs as ValueInputs;
    const tier = priceTiers(frozen.valueModel, inputs).find((t) => t.name === acceptance.tier);
    const [brand, generation] = await Promise.all([documentBrand(knex, ctx.state.user.id), findGeneration(knex, ctx.state.user.id, 'proposal', id)]);
    // Who signs for the client: the prospect the form named (the request is the same across versions).
    const asked = (generation?.request ?? {}) as Record<string, unknown>;
    const base = exportDocument(
      'proposal',
      { id, tool: 'proposal', request: { clientCompany: frozen.clientCompany, prospectName: asked.prospectName, prospectTitle: asked.prospectTitle }, results: send.snapshot as ProposalResult, createdAt: send.sentAt },
      {
        brand,
        clientName: frozen.clientCompany,
        date: formatDateTimeIn(send.sentAt, tz),
        includeInputs: false,
        includeEmail: false,
        agreement: {
          validUntil: send.expiresAt ? formatDateTimeIn(send.expiresAt, tz) : undefined,
          accepted: { name: acceptance.fullName, date: formatDateTimeIn(acceptance.acceptedAt, tz), hash: acceptance.hash },
        },
      },
    );
    const document: ExportDocument = {
      ...base,
      blocks: [
        ...base.blocks,
        { kind: 'heading', level: 2, text: 'Acceptance', newPage: true },
        fields([
          { label: 'Accepted by', value: `${acceptance.fullName} <${acceptance.email}>` },
          { label: 'Accepted at', value: `${formatDateTimeIn(acceptance.acceptedAt, tz)} (${tz})` },
          { label: 'Tier', value: tier ? `${tier.name}: ${formatCurrency(tier.monthly)} a month (value ${formatCurrency(tier.value)} a month, ROI ${tier.roi}%)` : acceptance.tier },
          { label: 'Inputs chosen', value: `Annual salary ${formatCurrency(inputs.annualSalary)}, ${inputs.weeklyHours} hours saved a week` },
          { label: 'Version', value: String(send.version) },
          { label: 'Sent at', value: `${formatDateTimeIn(send.sentAt, tz)} (${tz})` },
          { label: 'From', value: `IP ${accepted.ip} · ${accepted.userAgent}` },
          { label: 'SHA-256 of the accepted proposal', value: acceptance.hash },
        ]),
        note(
          snapshotHash(send.snapshot) === acceptance.hash
            ? 'The SHA-256 is of the proposal as sent, in canonical JSON (keys sorted); it was recomputed when this document was made and matches.'
            : 'Warning: the stored proposal no longer matches the SHA-256 recorded at acceptance.',
        ),
      ],
    };
    const body = await render.render('pdf', document);
    // After the client and the document, as every export is; a proposal for no company keeps the old name.
    const client = safeFileName(frozen.clientCompany);
    ctx.set('Content-Disposition', attachmentHeader(client ? `${client} - Accepted proposal v${send.version}.pdf` : `accepted-proposal-v${send.version}-${formatIsoDayIn(new Date(acceptance.acceptedAt), tz)}.pdf`));
    ctx.type = 'application/pdf';
    ctx.body = body;
  });
}
