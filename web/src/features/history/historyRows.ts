// How each tool's saved generation reads in the History list and in its download name (spec §2, §7).
import { INDUSTRY_OPTIONS, formatIsoDay, optionLabel, type HistoryRecord, type ToolSlug } from '@growth-suite/shared';

type AnyRecord = HistoryRecord<Record<string, unknown>, Record<string, unknown>>;

export const HISTORY_TABS: { tool: ToolSlug; label: string; empty: string; toolLabel: string }[] = [
  { tool: 'niche-finder', label: 'Niche Finder', empty: 'No niche finder results found', toolLabel: 'AI Niche Finder' },
  { tool: 'offer-creator', label: 'Offer Creator', empty: 'No offer creator results found', toolLabel: 'AI Offer Creator' },
  { tool: 'growth-plan', label: 'Growth Plan', empty: 'No growth plan results found', toolLabel: 'AI Growth Plan Creator' },
  { tool: 'cold-email', label: 'Cold Email', empty: 'No cold email sequences found', toolLabel: 'AI Cold Email Writer' },
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Title and detail of a row: niche → industry and niche names; offer → main offer; plan → client; email → role. */
export function describeRecord(tool: ToolSlug, record: AnyRecord): { title: string; detail: string } {
  const { request, results } = record;
  switch (tool) {
    case 'niche-finder': {
      const niches = Array.isArray(results.recommendedNiches) ? results.recommendedNiches : [];
      return {
        title: optionLabel(INDUSTRY_OPTIONS, text(request.industry)),
        detail: niches.map((n) => text((n as Record<string, unknown>).nicheName)).join(', '),
      };
    }
    case 'offer-creator':
      return { title: text((results.offerStructure as Record<string, unknown> | undefined)?.mainOffer) || 'Offer', detail: text(request.fullName) };
    case 'growth-plan':
      return { title: text(request.clientCompany), detail: text(request.clientIndustry) };
    case 'cold-email':
      return { title: text(request.prospectRole), detail: text(request.prospectIndustry) };
  }
}

const NAME_FIELD: Record<ToolSlug, string> = {
  'niche-finder': 'industry',
  'offer-creator': 'fullName',
  'growth-plan': 'clientCompany',
  'cold-email': 'prospectRole',
};

/** e.g. `growth-plan-acme-analytics-2026-11-22.json` */
export function downloadName(tool: ToolSlug, record: AnyRecord, today = new Date()): string {
  const slug = text(record.request[NAME_FIELD[tool]])
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
