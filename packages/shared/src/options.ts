// The option lists of spec §3. `value` goes on the wire, `label` is what people read.

export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

const values = <V extends string>(options: readonly Option<V>[]) =>
  options.map((option) => option.value) as [V, ...V[]];

export const INDUSTRY_OPTIONS = [
  { value: 'technology', label: 'Technology' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Education' },
  { value: 'finance', label: 'Finance' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const BUSINESS_MODEL_OPTIONS = [
  { value: 'saas', label: 'Software as a Service' },
  { value: 'consulting', label: 'Consulting/Services' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'content', label: 'Content Creation' },
  { value: 'agency', label: 'Agency Model' },
] as const satisfies readonly Option[];

export const GEOGRAPHIC_FOCUS_OPTIONS = [
  { value: 'north-america', label: 'North America' },
  { value: 'europe', label: 'Europe' },
  { value: 'asia', label: 'Asia' },
  { value: 'australia', label: 'Australia' },
  { value: 'south-america', label: 'South America' },
  { value: 'africa', label: 'Africa' },
  { value: 'global', label: 'Global' },
] as const satisfies readonly Option[];

export const COMPETITIVE_FACTOR_OPTIONS = [
  { value: 'price', label: 'Price Sensitivity' },
  { value: 'quality', label: 'Quality Focus' },
  { value: 'innovation', label: 'Innovation' },
  { value: 'service', label: 'Customer Service' },
  { value: 'speed', label: 'Speed to Market' },
  { value: 'specialization', label: 'Specialization' },
] as const satisfies readonly Option[];

export const COMPANY_SIZE_OPTIONS = [
  { value: 'startup', label: 'Startup (1-10)' },
  { value: 'small', label: 'Small (11-50)' },
  { value: 'medium', label: 'Medium (51-200)' },
  { value: 'large', label: 'Large (201-1000)' },
  { value: 'enterprise', label: 'Enterprise (1000+)' },
] as const satisfies readonly Option[];

export const CAMPAIGN_GOAL_OPTIONS = [
  { value: 'meeting', label: 'Book a Meeting' },
  { value: 'demo', label: 'Schedule a Demo' },
  { value: 'download', label: 'Download a Resource' },
  { value: 'trial', label: 'Start a Free Trial' },
  { value: 'referral', label: 'Get a Referral' },
] as const satisfies readonly Option[];

export const EMAIL_TONE_OPTIONS = [
  { value: 'formal', label: 'Formal' },
  { value: 'conversational', label: 'Conversational' },
  { value: 'friendly', label: 'Friendly' },
  { value: 'direct', label: 'Direct' },
  { value: 'humorous', label: 'Humorous' },
] as const satisfies readonly Option[];

export const SEQUENCE_LENGTH_OPTIONS = [
  { value: '3', label: '3 emails' },
  { value: '4', label: '4 emails' },
  { value: '5', label: '5 emails' },
  { value: '6', label: '6 emails' },
] as const satisfies readonly Option[];

export const INDUSTRIES = values(INDUSTRY_OPTIONS);
export const BUSINESS_MODELS = values(BUSINESS_MODEL_OPTIONS);
export const GEOGRAPHIC_FOCUSES = values(GEOGRAPHIC_FOCUS_OPTIONS);
export const COMPETITIVE_FACTORS = values(COMPETITIVE_FACTOR_OPTIONS);
export const COMPANY_SIZES = values(COMPANY_SIZE_OPTIONS);
export const CAMPAIGN_GOALS = values(CAMPAIGN_GOAL_OPTIONS);
export const EMAIL_TONES = values(EMAIL_TONE_OPTIONS);
export const SEQUENCE_LENGTHS = values(SEQUENCE_LENGTH_OPTIONS);

/** Label of a value in a list, or the value itself when it is not in the list. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}


/** Spec §4: choosing a value adds it when absent and removes it when present. */
export function toggleValue<V>(list: readonly V[], value: V): V[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
