// The inputs a reader of an exported document needs, per tool, with the form's labels and the
// option lists' labels. The user's e-mail is left out unless they ask for it.
import type { ToolSlug } from '../catalog.ts';
import { formatCurrency } from '../format.ts';
import {
  BUSINESS_MODEL_OPTIONS,
  CAMPAIGN_GOAL_OPTIONS,
  COMPANY_SIZE_OPTIONS,
  COMPETITIVE_FACTOR_OPTIONS,
  EMAIL_TONE_OPTIONS,
  GEOGRAPHIC_FOCUS_OPTIONS,
  INDUSTRY_OPTIONS,
  optionLabel,
  SEQUENCE_LENGTH_OPTIONS,
  type Option,
} from '../options.ts';

/** A transcript can be 50,000 characters: the document quotes its start. */
export const TRANSCRIPT_EXCERPT_CHARS = 600;

/** `money`: a plain amount typed into a text field ("1200000") reads as "$1,200,000"; anything else stays as typed. */
type Input = { field: string; label: string; options?: readonly Option[]; excerpt?: number; money?: boolean };

const INPUTS: Record<ToolSlug, readonly Input[]> = {
  'niche-finder': [
    { field: 'fullName', label: 'Prepared for' },
    { field: 'industry', label: 'Industry', options: INDUSTRY_OPTIONS },
    { field: 'targetMarket', label: 'Target market' },
    { field: 'businessModel', label: 'Business approach', options: BUSINESS_MODEL_OPTIONS },
    { field: 'businessReason', label: 'Why this approach' },
    { field: 'geographicFocus', label: 'Geographic focus', options: GEOGRAPHIC_FOCUS_OPTIONS },
    { field: 'competitiveFactors', label: 'Competitive factors', options: COMPETITIVE_FACTOR_OPTIONS },
  ],
  'offer-creator': [
    { field: 'fullName', label: 'Prepared for' },
    { field: 'transcript', label: 'Transcript (start)', excerpt: TRANSCRIPT_EXCERPT_CHARS },
  ],
  'growth-plan': [
    { field: 'fullName', label: 'Prepared by' },
    { field: 'companyName', label: 'Agency' },
    { field: 'clientCompany', label: 'Client' },
    { field: 'clientIndustry', label: 'Client industry' },
    { field: 'prospectName', label: 'Prospect' },
    { field: 'prospectTitle', label: 'Prospect title' },
    { field: 'currentRevenue', label: 'Current annual revenue', money: true },
    { field: 'growthGoals', label: 'Growth goals' },
    { field: 'resources', label: 'Resources' },
    { field: 'challenges', label: 'Challenges' },
  ],
  'cold-email': [
    { field: 'prospectRole', label: 'Target role' },
    { field: 'prospectIndustry', label: 'Industry' },
    { field: 'companySize', label: 'Company size', options: COMPANY_SIZE_OPTIONS },
    { field: 'painPoints', label: 'Pain points' },
    { field: 'productName', label: 'Product or service' },
    { field: 'valueProps', label: 'Value propositions' },
    { field: 'uniqueFeatures', label: 'Unique features' },
    { field: 'campaignGoal', label: 'Campaign goal', options: CAMPAIGN_GOAL_OPTIONS },
    { field: 'emailTone', label: 'Tone', options: EMAIL_TONE_OPTIONS },
    { field: 'sequenceLength', label: 'Sequence length', options: SEQUENCE_LENGTH_OPTIONS },
  ],
};

const excerpt = (value: string, chars: number) => (value.length <= chars ? value : `${value.slice(0, chars).replace(/\s+\S*$/, '')} …`);

function show(input: Input, value: unknown): string {
  const label = (v: string) => (input.options ? optionLabel(input.options, v) : v);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string').map(label).join(', ');
  if (typeof value !== 'string') return '';
  if (input.money) return asMoney(value.trim());
  return input.excerpt ? excerpt(value.trim(), input.excerpt) : label(value.trim());
}

function asMoney(value: string): string {
  const plain = value.replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? formatCurrency(Number(plain)) : value;
}

/** The request as labelled lines; `includeEmail` adds the user's e-mail (only when they chose it). */
export function requestFields(tool: ToolSlug, request: Record<string, unknown>, includeEmail: boolean) {
  const items = INPUTS[tool].map((input) => ({ label: input.label, value: show(input, request[input.field]) })).filter((item) => item.value !== '');
  const email = typeof request.email === 'string' ? request.email : '';
  return includeEmail && email ? [...items, { label: 'E-mail', value: email }] : items;
}
