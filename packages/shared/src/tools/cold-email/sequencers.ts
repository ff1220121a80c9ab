// What sequencers take: leads from a CSV (one column per lead field or custom variable, values only)
// and the steps' subject and body typed into each step of the campaign, with the sequencer's own
// variables. A variable inside a lead's custom column (`{{firstName}}` in a step1Body value) is
// expanded by none of them reliably (issue 35), so the texts never go in the lead row: the leads
// template holds the columns to fill, the steps file the templates to paste, both in that sequencer's
// names. Only variables a sequencer documents as its own are used as such; any other tag of ours
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
/** The lead fields of the sequencers that name them as we do (lemlist, Instantly): column and variable alike. */
const CAMEL_CASE_FIELDS = {
  email: { column: 'email', variable: 'email' },
  firstName: { column: 'firstName', variable: 'firstName' },
  lastName: { column: 'lastName', variable: 'lastName' },
  companyName: { column: 'companyName', variable: 'companyName' },
};

export const SEQUENCERS = {
  // lemlist's default lead variables: email, firstName, lastName, picture, phone, linkedinUrl,
  // companyName, companyDomain, icebreaker (its API reference, "Add Custom Variables on Leads").
  lemlist: {
    id: 'lemlist',
    label: 'lemlist',
    tag: braces,
    custom: (name) => name,
    fields: CAMEL_CASE_FIELDS,
    docs: 'https://developer.lemlist.com/api-reference/endpoints/leads/add-lead-variables',
  },
  // Instantly's lead variables as its help centre describes them: {{firstName}}, {{lastName}},
  // {{companyName}}, and any custom variable imported from a column, written the same way.
  instantly: {
    id: 'instantly',
    label: 'Instantly',
    tag: braces,
    custom: (name) => name,
    fields: CAMEL_CASE_FIELDS,
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
  // Smartlead's lead fields are email, first_name, last_name and company_name; anything else is a custom
  // field, used in a template as {{field_name}} (its API guide "Lead Management", and "Campaigns":
  // {{first_name}}, {{last_name}}, {{company_name}}, a job title as the custom {{job_title}}). A step's
  // delay counts days after the previous step (`delay_in_days`, "Update Campaign Sequences").
  smartlead: {
    id: 'smartlead',
    label: 'Smartlead',
    tag: braces,
    custom: snake,
    fields: {
      email: { column: 'email', variable: 'email' },
      firstName: { column: 'first_name', variable: 'first_name' },
      lastName: { column: 'last_name', variable: 'last_name' },
      companyName: { column: 'company_name', variable: 'company_name' },
    },
    docs: 'https://api.smartlead.ai/guides/lead-management',
  },
} as const satisfies Record<LeadsPart, SequencerPreset>;

const TAG = /\{\{([A-Za-z][A-Za-z0-9]*)\}\}/g;

/** The merge tags a text uses, in order of first use (ours: `{{camelCase}}`). */
const tagsIn = (text: string) => [...text.matchAll(TAG)].map((m) => m[1]!);

/** A sequencer's names for the tags the emails use: how each is written, and its lead column. */
function namesFor(results: ColdEmailResult, id: LeadsPart) {
  const preset: SequencerPreset = SEQUENCERS[id];
  const steps = sequenceSteps(results);
  const used = [...new Set(steps.flatMap((s) => [s.subject, s.body, s.callToAction].flatMap(tagsIn)))];
  const variable = (name: string) => preset.fields[name as LeadField]?.variable ?? preset.custom(name);
  const rewrite = (text: string) => text.replace(TAG, (_, name: string) => preset.tag(variable(name)));
  const known = Object.values(preset.fields).map((f) => f.column);
  const custom = used.filter((name) => !(name in preset.fields)).map((name) => preset.custom(name));
  return { steps, rewrite, columns: [...known, ...custom] };
}

/**
 * The leads template for one sequencer: its lead columns (email always), then a column per
 * personalisation tag the emails use that it does not know — the header only, since a lead row holds
 * values the user fills in (or maps their list onto), never text with variables in it.
 */
export function leadsTemplate(results: ColdEmailResult, id: LeadsPart): { columns: string[]; rows: Record<string, string>[] } {
  return { columns: namesFor(results, id).columns, rows: [] };
}

export const STEPS_COLUMNS = ['step', 'wait_days', 'subject', 'body'] as const;

/**
 * The steps for one sequencer, one row per email to paste into the campaign's steps: the wait after
 * the previous step (how lemlist, Instantly, Apollo and Smartlead set a step's delay), the subject, and
 * the body with the call to action after a blank line — every tag one of its variables or a column of
 * its leads template.
 */
export function stepsTemplate(results: ColdEmailResult, id: LeadsPart): { columns: readonly string[]; rows: Record<string, string | number>[] } {
  const { steps, rewrite } = namesFor(results, id);
  const rows = steps.map((s, i) => ({
    step: s.step,
    wait_days: s.delayDays - (steps[i - 1]?.delayDays ?? 0),
    subject: rewrite(s.subject),
    body: rewrite(`${s.body}\n\n${s.callToAction}`),
  }));
  return { columns: STEPS_COLUMNS, rows };
}

/** "Send first" / "Wait 3 days after the previous step": how the sequencers count delays. */
export const waitText = (waitDays: number, step: number) =>
  step === 1 ? 'Send first' : waitDays === 0 ? 'Same day as the previous step' : `Wait ${waitDays} day${waitDays === 1 ? '' : 's'} after the previous step`;
