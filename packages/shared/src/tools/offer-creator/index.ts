// The Offer Creator: from a sales-call or podcast transcript, one customised offer.
import { TRANSCRIPT_EXCERPT_CHARS } from '../../constants.ts';
import { fields, h2, h3, list, note, type DocBlock } from '../../document/model.ts';
import { blocks, bullets, named, section } from '../text.ts';
import { textOf } from '../define.ts';
import { defineTool } from '../defineTool.ts';
import { offerCreatorPrefill } from './prefill.ts';
import { offerCreatorMeta } from './meta.ts';
import { OfferCreatorRequestSchema, OfferCreatorResultSchema, type OfferCreatorResult } from './schemas.ts';

export * from './schemas.ts';

/** The longest name a title holds whole (a file's title metadata stays short too). */
const NAME_MAX = 80;

/**
 * What the offer is called, for its document's title: "Booked Calls Sprint" of "Booked Calls Sprint:
 * a 90-day programme that…", the whole offer when it is short, else nothing (the title is "Offer"
 * and the offer is read in full below it). Never cut with "…": a title wraps, it is not clipped.
 */
export function offerName(mainOffer: string): string {
  const offer = mainOffer.trim();
  const named = /^(.{2,80}?)\s*(?::|\s[–—-])\s/.exec(offer)?.[1]?.trim();
  if (named) return named;
  return offer.length <= NAME_MAX ? offer : '';
}

function asText(results: OfferCreatorResult): string {
  const { offerStructure: o, marketingAngles, conversionEstimates: c } = results;
  return blocks(
    '# Your offer',
    `Main offer: ${o.mainOffer}`,
    `Value proposition: ${o.valueProposition}`,
    `Pricing strategy: ${o.pricingStrategy}`,
    `Bonuses:\n${bullets(o.bonuses)}`,
    `Guarantees:\n${bullets(o.guarantees)}`,
    section('# Marketing angles', bullets(marketingAngles)),
    section('# Conversion estimates', `Expected conversion rate: ${c.expectedRate}% (confidence ${c.confidenceLevel}%). Both figures are estimates.`),
  );
}

function layout(results: OfferCreatorResult): DocBlock[] {
  const { offerStructure: o, marketingAngles, conversionEstimates: c } = results;
  return [
    h2('Offer'),
    fields([
      { label: 'Main offer', value: o.mainOffer },
      { label: 'Value proposition', value: o.valueProposition },
      { label: 'Pricing strategy', value: o.pricingStrategy },
    ]),
    ...(o.bonuses.length > 0 ? [h3('Bonuses'), ...list(o.bonuses)] : []),
    ...(o.guarantees.length > 0 ? [h3('Guarantees'), ...list(o.guarantees)] : []),
    h2('Marketing angles'),
    ...list(marketingAngles),
    h2('Conversion estimates'),
    fields([
      { label: 'Expected conversion rate (estimate)', value: `${c.expectedRate}%` },
      { label: 'Confidence', value: `${c.confidenceLevel}%` },
    ]),
    note('Both figures are estimates.'),
  ];
}

export const offerCreator = defineTool(offerCreatorMeta, {
  requestSchema: OfferCreatorRequestSchema,
  resultSchema: OfferCreatorResultSchema,
  asText,
  document: {
    inputs: [
      { field: 'fullName', label: 'Prepared for' },
      { field: 'transcript', label: 'Transcript (start)', excerpt: TRANSCRIPT_EXCERPT_CHARS },
    ],
    layout,
  },
  documentName: ({ results }) => named('Offer', offerName(textOf((results.offerStructure as { mainOffer?: unknown } | undefined)?.mainOffer)), ': '),
  prefill: offerCreatorPrefill,
  parts: [
    { pattern: 'offerStructure/mainOffer', label: () => 'Main offer' },
    { pattern: 'offerStructure/valueProposition', label: () => 'Value proposition' },
    { pattern: 'offerStructure/pricingStrategy', label: () => 'Pricing strategy' },
    { pattern: 'offerStructure/bonuses', label: () => 'Bonuses' },
    { pattern: 'offerStructure/guarantees', label: () => 'Guarantees' },
    { pattern: 'marketingAngles/*', label: ([i = 0]) => `Marketing angle ${i + 1}` },
  ],
});
