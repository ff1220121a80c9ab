// What sequencers import: leads with custom variables, not a sequence's steps. A leads template per
// sequencer holds one column per step's subject and body (custom variables the user points each step
// at) and the personalisation columns the texts use, every merge tag written in that sequencer's own
// syntax. Only variables a sequencer documents as its own are used as such; any other tag of ours
// becomes a custom column of the same name (every one of them takes custom columns from a CSV).
import type { LeadsPart } from '../define.ts';
import { sequenceSteps } from './sequence.ts';
import type { ColdEmailResult } from './schemas.ts';

/** Our lead fields (the canonical `{{camelCase}}` tags normaliseMergeTags writes) a sequencer may know by its own name. */
type LeadField = 'email' | 'firstName' | 'lastName' | 'companyName' | 'jobTitle';

export interface SequencerPreset {
  id: string;
  label: string;
  /** A variable as its templates write it. */
  tag(name: string): string;
  /** A custom column's name from ours (`caseStudyLink`) in the case its imports use. */
  custom(name: string): string;
  /** Its own lead fields: the import's column header and the template variable, for ours it documents. */
  fields: Partial<Record<LeadField, { column: string; variable: string }>>;
  /** Where its variables are documented. */
  docs: string;
}

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const braces = (name: string) => `{{${name}}}`;

export const SEQUENCERS = {
  // lemlist's default lead variables: email, firstName, lastName, picture, phone, linkedinUrl,
  // companyName, companyDomain, icebreaker (its API reference, "Add Custom Variables on Leads").
  lemlist: {
    id: 'lemlist',
    label: 'lemlist',
    tag: braces,
    custom: (name) => name,
    fields: {
      email: { column: 'email', variable: 'email' },
      firstName: { column: 'firstName', variable: 'firstName' },
      lastName: { column: 'lastName', variable: 'lastName' },
      companyName: { column: 'companyName', variable: 'companyName' },
    },
    docs: 'https://developer.lemlist.com/api-reference/endpoints/leads/add-lead-variables',
  },
  // Instantly's lead variables as its help centre describes them: {{firstName}}, {{lastName}},
  // {{companyName}}, and any custom variable imported from a column, written the same way.
  instantly: {
    id: 'instantly',
    label: 'Instantly',
    tag: braces,
    custom: (name) => name,
    fields: {
      email: { column: 'email', variable: 'email' },
      firstName: { column: 'firstName', variable: 'firstName' },
      lastName: { column: 'lastName', variable: 'lastName' },
      companyName: { column: 'companyName', variable: 'companyName' },
    },
    docs: 'https://help.instantly.ai/',
  },
  // Apollo's basic dynamic variables are snake_case ({{first_name}}, {{last_name}}, {{company}},
  // {{title}}); custom fields imported with contacts are written the same way.
  apollo: {
    id: 'apollo',
    label: 'Apollo',
    tag: braces,
    custom: snake,
    fields: {
      email: { column: 'Email', variable: 'email' },
      firstName: { column: 'First Name', variable: 'first_name' },
      lastName: { column: 'Last Name', variable: 'last_name' },
      companyName: { column: 'Company', variable: 'company' },
      jobTitle: { column: 'Title', variable: 'title' },
    },
    docs: 'https://knowledge.apollo.io/hc/en-us/articles/4409735256845-Use-Advanced-Dynamic-Variables',
  },
} as const satisfies Record<LeadsPart, SequencerPreset>;

const TAG = /\{\{([A-Za-z][A-Za-z0-9]*)\}\}/g;

/** The merge tags a text uses, in order of first use (ours: `{{camelCase}}`). */
const tagsIn = (text: string) => [...text.matchAll(TAG)].map((m) => m[1]!);

/**
 * The leads template for one sequencer: its lead columns first (email always), then a column per
 * personalisation tag the emails use that it does not know, then each step's subject and body. One
 * row: the lead fields empty for the user to fill (or to map their list onto), the steps' texts with
 * every tag in the sequencer's syntax.
 */
export function leadsTemplate(results: ColdEmailResult, id: LeadsPart): { columns: string[]; rows: Record<string, string>[] } {
  const preset: SequencerPreset = SEQUENCERS[id];
  const steps = sequenceSteps(results);
  const used = [...new Set(steps.flatMap((s) => [s.subject, s.body, s.callToAction].flatMap(tagsIn)))];
  const variable = (name: string) => preset.fields[name as LeadField]?.variable ?? preset.custom(name);
  const rewrite = (text: string) => text.replace(TAG, (_, name: string) => preset.tag(variable(name)));

  const known = Object.values(preset.fields).map((f) => f.column);
  const custom = used.filter((name) => !(name in preset.fields)).map((name) => preset.custom(name));
  const stepColumns = steps.flatMap((s) => [preset.custom(`step${s.step}Subject`), preset.custom(`step${s.step}Body`)]);
  const row: Record<string, string> = Object.fromEntries([...known, ...custom].map((column) => [column, '']));
  for (const s of steps) {
    row[preset.custom(`step${s.step}Subject`)] = rewrite(s.subject);
    row[preset.custom(`step${s.step}Body`)] = rewrite(`${s.body}\n\n${s.callToAction}`);
  }
  return { columns: [...known, ...custom, ...stepColumns], rows: [row] };
}

/** "Send first" / "Wait 3 days after the previous step": how lemlist and Instantly count delays. */
export const waitText = (waitDays: number, step: number) =>
  step === 1 ? 'Send first' : `Wait ${waitDays} day${waitDays === 1 ? '' : 's'} after the previous step`;
