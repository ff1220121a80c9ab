// What sending freezes, and what the client's page is built from. The snapshot is the version's
// results as they are; its hash is the SHA-256 (hex) of their canonical JSON (keys sorted), so anyone
// holding the snapshot can recompute it. Beside it, frozen too: the title, the client's company and
// the value model with the inputs the fees were priced from (the request does not change across
// versions, but a send must not depend on anything that could).
import { createHash } from 'node:crypto';
import type { SendRecord } from '@growth-suite/db';
import { partsOf, toolDefinition, valueAt, parsePath } from '@growth-suite/shared';
import { ProposalRequestSchema, valueModelOf, valueOf, type ProposalResult } from '@growth-suite/shared/tools/proposal';
import { canonicalJson, type SectionChange } from '@growth-suite/shared/tools/proposal/send';
import { taxSettingsOf, upgradeValueInputs, type Currency, type TaxSettings } from '@growth-suite/shared';
import type { ValueInputs, ValueModel } from '@growth-suite/shared/tools/proposal/pricing';

export interface Frozen {
  title: string;
  clientCompany: string;
  /** The firm the proposal's form named: the client's page names it when the account has no brand. */
  firm?: string;
  /** The money its figures are in (minor units of `currency`), written in `locale`. */
  currency: Currency;
  locale: string;
  valueModel: ValueModel;
  inputs: ValueInputs;
  /**
   * The tax the brand stated on the fees when it was sent (issue 52); null: none stated (and every
   * send from before taxes). Frozen, so a later change of the brand never alters a sent proposal.
   */
  tax: TaxSettings | null;
  /**
   * The terms the send closes with (issue 53): the brand's Markdown, or the standard terms when it has
   * none, as the client's page and its PDF show them. Absent in a send from before: the page names none.
   */
  terms?: string;
}

export const snapshotHash = (results: unknown) => createHash('sha256').update(canonicalJson(results)).digest('hex');

/** The SHA-256 (hex) of frozen terms, as their UTF-8 text: what the page carries and an acceptance echoes. */
export const termsHash = (terms: string) => createHash('sha256').update(terms, 'utf8').digest('hex');

/** What a send freezes of the brand: its tax and its terms (the standard ones when it has none). */
export interface BrandFacts {
  tax: TaxSettings | null;
  terms: string;
}

/** The facts a send freezes beside the results (the request checked by its schema) and the brand's tax and terms. */
export function frozenFacts({ results, request }: { results: unknown; request: unknown }, { tax, terms }: BrandFacts): Frozen {
  const parsed = ProposalRequestSchema.parse(request);
  return {
    title: toolDefinition('proposal').documentName({ request: parsed, results: results as Record<string, unknown> }),
    clientCompany: parsed.clientCompany,
    firm: parsed.companyName,
    currency: parsed.currency,
    locale: parsed.locale,
    valueModel: valueModelOf(parsed),
    // The value the sent version is priced from: its own when it was edited, else the request's.
    inputs: valueOf(parsed, (results as { investment?: { inputs?: ValueInputs } } | null)?.investment ?? {}),
    tax,
    terms,
  };
}

/** The snapshot, hash and frozen facts of a proposal's current state (and the brand's), as a send stores them. */
export function freeze(current: { results: unknown; request: unknown }, brand: BrandFacts) {
  return { snapshot: JSON.stringify(current.results), hash: snapshotHash(current.results), frozen: JSON.stringify(frozenFacts(current, brand)) };
}

/** A part's words as plain lines: what the client's "what changed" diff compares. */
export function partText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(partText).filter(Boolean).join('\n');
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).map(partText).filter(Boolean).join('\n');
  return '';
}

/** The sections the client may comment on: the result's addressable parts. */
export const sectionsOf = (results: ProposalResult) => partsOf('proposal', results).map(({ path, label }) => ({ path, label }));

/** The sections whose words differ between the version sent before and this one. */
export function changesBetween(before: SendRecord | null, after: ProposalResult): SectionChange[] {
  if (!before) return [];
  const earlier = before.snapshot;
  const paths = new Map<string, string>();
  for (const part of [...partsOf('proposal', earlier), ...partsOf('proposal', after)]) if (!paths.has(part.path)) paths.set(part.path, part.label);
  const changes: SectionChange[] = [];
  for (const [path, label] of paths) {
    const segments = parsePath(path) ?? [];
    const was = valueAt(earlier, segments);
    const now = valueAt(after, segments);
    if (canonicalJson(was ?? null) !== canonicalJson(now ?? null)) changes.push({ path, label, before: partText(was), after: partText(now) });
  }
  return changes;
}

/**
 * The frozen facts of a send. A send from before currencies (no `currency`) was in whole US dollars:
 * read as cents, its salary and hours a time driver, so it quotes and accepts as it did.
 */
export function frozenOf(send: SendRecord): Frozen {
  const stored = send.frozen as Omit<Frozen, 'currency' | 'locale' | 'tax'> & Partial<Pick<Frozen, 'currency' | 'locale' | 'tax'>>;
  // A send from before taxes states none.
  const tax = taxSettingsOf(stored.tax);
  if (stored.currency) return { ...(stored as Frozen), tax };
  return {
    ...stored,
    tax,
    currency: 'USD',
    locale: 'en-US',
    valueModel: { ...stored.valueModel, floor: Math.round(stored.valueModel.floor * 100) },
    inputs: upgradeValueInputs(stored.inputs) as ValueInputs,
  };
}
