// GET /api/p/:token: the client's page of a sent proposal, its wire shape (DESIGN §10). Zod-free
// (../../contract/check.ts), like the rest of contract/sending.ts, so the phone-first page stays light;
// here because it is the proposal's own result that travels.
import { array, boolean, count, id, nullable, number, object, oneOf, optional, string, timestamp, triple, upgraded, type Infer } from '../../contract/check.ts';
import { CURRENCIES } from '../../money/currency.ts';
import { upgradeInvestment } from '../../money/legacy.ts';
import { changeRequest, valueInputs } from '../../contract/sending.ts';

const strings = () => array(string());

/**
 * The element id of one section on the client's page (its part path, e.g. `scope/phases/1`), so that a
 * mail can link straight to it: `/p/<token>#section-scope-phases-1`.
 */
export const sectionAnchor = (path: string) => `section-${path.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/** The sent result as the client reads it (the tool's result, frozen). */
const sentResult = () =>
  object({
    headline: string(),
    executiveSummary: string(),
    clientSnapshot: string(),
    goals: array(object({ goal: string(), kpi: string() })),
    scope: object({ phases: array(object({ name: string(), timeline: string(), deliverables: strings() })) }),
    investment: upgraded(upgradeInvestment, object({
      currency: oneOf(CURRENCIES),
      locale: string(),
      tiers: array(object({ name: string(), includes: strings(), monthly: count(), value: count(), roi: number() })),
      assumptions: strings(),
    })),
    nextSteps: strings(),
  });

// A tier's floor multiple goes to the client's page too: its prices must be the server's (pricing.ts).
const tierModel = () => object({ name: string(), coverage: number(), share: number(), floorMultiple: optional(number()) });

/** GET /api/p/:token: what the client's page shows, and only that. */
export const SentResponseSchema = object({
  title: string(),
  proposal: sentResult(),
  version: id(),
  hash: string(),
  sentAt: timestamp(),
  /** When the link stops working (the owner's preview, not sent yet: null). */
  expiresAt: nullable(timestamp()),
  valueModel: object({ floor: number(), tiers: triple(tierModel()) }),
  floor: number(),
  /** The money of every figure: minor units of `currency`, written in `locale`. */
  currency: oneOf(CURRENCIES),
  locale: string(),
  /**
   * The tax the fees were stated with when sent (issue 52): "excl. VAT" with the tax line, or "incl.
   * VAT"; null when none is stated. Optional on the wire: a page cached from before taxes has none.
   */
  tax: optional(nullable(object({ included: boolean(), rate: number(), name: string() }))),
  /**
   * The terms frozen with the send (the brand's Markdown, or the standard terms when it has none), shown
   * beside the acceptance, and their SHA-256 (hex), which the acceptance echoes to say what was shown.
   * Null (or absent, from a page cached before) for a send frozen before terms were: the page names none.
   */
  terms: optional(nullable(object({ text: string(), hash: string() }))),
  /** The inputs it was priced with: where the client's panel starts. */
  inputs: valueInputs(),
  clientCompany: string(),
  preparedBy: object({ firmName: string(), senderName: string(), accentColor: string(), logoUrl: nullable(string()), madeWith: boolean() }),
  /** The sections an earlier sent version had different, with both texts. */
  changes: array(object({ path: string(), label: string(), before: string(), after: string() })),
  /** A newer version was sent after this one: the client should read (and accept) that one. */
  newer: nullable(object({ version: id(), url: string() })),
  /** The acceptance of this version: the tier and inputs the client chose, who, when, the hash (never their e-mail). */
  acceptance: nullable(object({ version: id(), tier: string(), inputs: valueInputs(), fullName: string(), acceptedAt: timestamp(), hash: string(), tax: optional(nullable(object({ included: boolean(), rate: number(), name: string() }))) })),
  /** The parts the client may ask to change. */
  sections: array(object({ path: string(), label: string() })),
  /** The client's change requests and questions on this proposal (any of its links), newest first, with the replies. */
  threads: array(changeRequest()),
  /** The sent version as a PDF (the accepted one once accepted). */
  pdfUrl: string(),
});


export type SentResponse = Infer<typeof SentResponseSchema>;
