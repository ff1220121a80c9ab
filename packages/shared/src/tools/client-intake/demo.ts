// Demo client intake: reads the transcript with simple patterns (who is speaking and for which
// company, the industry, size, revenue, pains, goals, budget and objections) and quotes the lines it
// read each fact from. It never guesses: a fact no line states stays empty. Modest on purpose — the
// real model reads the call; this shows the shape of the result, honestly.
//
// An "Attendees:" line (or "Participants:", "Present:") names the client first of all: each attendee
// is "Name (Title, Company)" or "Name – Title, Company" (";" between attendees in that form); one detail
// alone is a title when it reads as a role, else the company. The client is the first attendee who is
// not the consultant. The consultant is the attendee who introduces themselves as one on the call
// ("Tom: I'm Tom, a growth consultant"); else an attendee whose role or firm says consultant, adviser,
// advisory or coach. When no attendee can be told apart, the client is the first attendee. Its
// company, name and title are quoted from that line and win over the introductions' patterns.
import { LIMITS } from '../../constants.ts';
import type { ToolDemo } from '../define.ts';
import { clip } from '../text.ts';
import { demoIntakeValue } from './value.ts';
import { EVIDENCE_MAX, EVIDENCE_MAX_CHARS, INTAKE_FIELDS, type ClientIntakeRequest, type ClientIntakeResult, type IntakeField } from './schemas.ts';

/** A line of the call as quoted (`quote`), and what was said in it without the speaker's label. */
interface Line {
  quote: string;
  said: string;
}

const SPEAKER = /^[\p{L}][\p{L} .'()-]{0,39}:\s+/u;

/** The call's lines; a long line (a transcript pasted as one paragraph) is read sentence by sentence. */
export function linesOf(transcript: string): Line[] {
  return transcript
    .split(/\r?\n/)
    .flatMap((line) => (line.length > 300 ? line.split(/(?<=[.!?])\s+/) : [line]))
    .map((line) => line.trim().slice(0, EVIDENCE_MAX_CHARS).trim())
    .filter((line) => line !== '')
    .map((quote) => ({ quote, said: quote.replace(SPEAKER, '') }));
}

const INTRO = /\b(?:I'm|I am|my name is|this is|here at|I work|I run|I lead|I own|our company|we're|we are)\b/i;
const NAME = /\b(?:I'm|I am|[Mm]y name is|[Tt]his is)\s+([A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+)?)/u;
const TITLE =
  /\b((?:co-?)?founder|owner|CEO|CTO|CFO|COO|CMO|president|managing director|(?:head|director|VP|vice president)(?: of)? (?:sales|marketing|growth|operations|product|engineering|finance|revenue|customer success)|(?:sales|marketing|operations|general|office|practice|product) (?:manager|director|lead))\b/i;
// A capitalised name after the words that introduce one; "at Acme" first, so "VP of Sales at Acme"
// names Acme, not Sales.
// A dot only inside a word ("Acme.io"): "Physio. We run…" ends at Physio.
const WORD = String.raw`[A-Z][\w&'-]*(?:\.[\w&'-]+)*`;
const CAPITALISED = String.raw`(${WORD}(?:\s+(?:${WORD}|&)){0,3})`;
const COMPANIES = [new RegExp(String.raw`\b(?:at|called|named|company is)\s+${CAPITALISED}`), new RegExp(String.raw`\b(?:of|from|we're|we are)\s+${CAPITALISED}`)];
const EMAIL = /[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/i;
const WEBSITE = /(?<![@\w.-])(?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|io|co|net|org|ai|app|dev|example|co\.uk|de|fr|nl|au|ca)\b(?:\/[^\s,;)]*)?/i;
const HEADCOUNT = /\b(?:team of\s+(\d[\d,]*)|(\d[\d,]*)\s+(?:employees|people|staff|team members))\b/i;
const REVENUE_LINE = /\b(?:revenue|turnover|turn(?:s|ed)? over|annual sales|ARR|we (?:do|make|bring in|generate))\b/i;
const MONEY = /(?:[$£€]\s?\d[\d,.]*(?:\s?(?:k|m|mm|bn|b)\b|\s(?:thousand|million|billion)\b)?|\b\d[\d,.]*\s?(?:k|m|mm|bn|b)\b|\b\d[\d,.]*\s(?:thousand|million|billion)\b)/i;
const OFFERING = /\b(?:we (?:sell|offer|provide|make|build|run|do)\s+(?!well|it\b|that\b|a good\b)|our (?:product|service|platform) (?:is|helps))[^.;!?]*/i;
const FIRST_PERSON = /\b(?:we|we're|our|us|company|business)\b/i;

/** Industry words and the industry they name (the niche finder's labels, so a prefill can match them). */
const INDUSTRIES: readonly (readonly [RegExp, string])[] = [
  [/\b(?:software|saas|app|platform|tech(?:nology)?|dashboards?|IT)\b/, 'Technology'],
  [/\b(?:clinic|dental|dentist|health(?:care)?|physio\w*|patients|medical)\b/i, 'Healthcare'],
  // "courses", not "course": "of course" is no industry.
  [/\b(?:school|courses|students|training|education)\b/i, 'Education'],
  [/\b(?:bank|banking|finance|financial|accounting|insurance|fintech|lending)\b/i, 'Finance'],
  [/\b(?:e-?commerce|online store|shopify|webshop)\b/i, 'E-commerce'],
  [/\b(?:agency|marketing|advertising)\b/i, 'Marketing'],
];

const LISTS: Partial<Record<IntakeField, RegExp>> = {
  pains: /\b(?:problems?|struggl\w*|challeng\w*|pain|hurts?|frustrat\w*|losing|lose|churn|bottleneck|can't|cannot|too (?:slow|manual|expensive)|wast\w*|hard to|difficult|issues?|no engine|go(?:es)? nowhere|everything stops)\b/i,
  goals: /\b(?:(?:we|I)(?: would|'d)? want(?: to)?|goals?|aim|hope to|looking to|would love|we'd love|need to|target|plan to|objective|hit the plan|a proper pipeline)\b/i,
  budgetSignals: /\b(?:budget|spend|afford|invest\w*|per month|a month|price range|pay)\b/i,
  objections: /\b(?:worried|concerns?|concerned|not sure|hesitant|skeptic\w*|sceptic\w*|afraid|burn(?:ed|t)|tried .{0,40} before|risk\w*)\b/i,
};

const ATTENDEES = /^(?:attendees|participants|present|on the call)\s*:\s*(.+)$/i;
const PERSON = /^[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){0,3}$/u;
const ROLE = new RegExp(String.raw`${TITLE.source}|\b(?:MD|CEO|CTO|CFO|COO|CMO|VP|founder|owner|director|manager|head|lead|partner|consultant|advis[eo]r|coach|president|officer|executive|assistant|specialist|analyst|marketer)\b`, 'i');
const CONSULTANT = /\b(?:consultant|consultancy|advis[eo]r|advisory|coach(?:ing)?)\b/i;
const SELF_CONSULTANT = /\b(?:I'm|I am|my name is|I work as|I run|this is)\b[^.!?]{0,60}\b(?:consultant|consultancy|advis[eo]r|advisory|coach(?:ing)?)\b/i;

interface Attendee {
  name: string;
  title: string;
  company: string;
}

/** "Sarah Whitfield (Managing Director, Brightside Digital)" or "Sarah Whitfield – MD, Brightside Digital". */
function attendeeOf(entry: string): Attendee | undefined {
  const written = entry.trim().replace(/[.;,]+$/, '');
  const split = /^(.*?)\s*\((.*)\)$/.exec(written) ?? /^(.*?)\s+[–—-]\s+(.*)$/.exec(written) ?? /^(.*?)\s*[–—]\s*(.*)$/.exec(written);
  const name = (split?.[1] ?? written).trim();
  if (!PERSON.test(name)) return undefined;
  const details = (split?.[2] ?? '').split(/\s*,\s*/).filter((part) => part !== '');
  if (details.length >= 2) return { name, title: details[0]!, company: details.slice(1).join(', ') };
  const at = /^(.+?)\s+at\s+(.+)$/.exec(details[0] ?? '');
  if (at) return { name, title: at[1]!, company: at[2]! };
  const one = details[0] ?? '';
  return ROLE.test(one) ? { name, title: one, company: '' } : { name, title: '', company: one };
}

const samePerson = (attendee: string, named: string | undefined) => {
  const other = named?.trim().toLowerCase();
  const full = attendee.toLowerCase();
  return !!other && (full === other || full.split(/\s+/)[0] === other.split(/\s+/)[0]);
};

/** The client named on an "Attendees:" line (see the header for the rule), with that line. */
function clientAttendee(lines: readonly Line[]): { attendee: Attendee; quote: string } | undefined {
  for (const line of lines) {
    const list = ATTENDEES.exec(line.quote)?.[1];
    if (!list) continue;
    const entries = list.includes(';') ? list.split(';') : list.split(/,(?![^()]*\))/);
    const attendees = entries.map(attendeeOf).filter((a): a is Attendee => a !== undefined);
    if (attendees.length === 0) continue;
    const introduced = lines
      .filter((l) => l !== line && SELF_CONSULTANT.test(l.said))
      .map((l) => attendees.find((a) => samePerson(a.name, SPEAKER.exec(l.quote)?.[0].replace(/:\s*$/, '')) || samePerson(a.name, NAME.exec(l.said)?.[1])))
      .find((a) => a !== undefined);
    const consultants = introduced ? [introduced] : attendees.filter((a) => CONSULTANT.test(`${a.title} ${a.company}`));
    const attendee = attendees.find((a) => !consultants.includes(a)) ?? attendees[0]!;
    return { attendee, quote: line.quote };
  }
  return undefined;
}

/** The consultant's first name, lower-cased, when the attendees or an introduction say who it is. */
function consultantOf(lines: readonly Line[]): string | undefined {
  for (const line of lines) {
    const list = ATTENDEES.exec(line.quote)?.[1];
    if (!list) continue;
    const entries = list.includes(';') ? list.split(';') : list.split(/,(?![^()]*\))/);
    const found = entries.map(attendeeOf).find((a) => a !== undefined && CONSULTANT.test(`${a.title} ${a.company}`));
    if (found) return found.name.split(/\s+/)[0]!.toLowerCase();
  }
  const introduced = lines.find((line) => SELF_CONSULTANT.test(line.said));
  return introduced ? speakerOf(introduced) : undefined;
}

type Fact = { value: string; evidence: string[] };
const EMPTY: Fact = { value: '', evidence: [] };

/** The first line (not a question) where `pattern` finds something, and what it found. */
function first(lines: readonly Line[], pattern: RegExp, pick: (match: RegExpMatchArray) => string | undefined = (m) => m[0], where: (line: Line) => boolean = () => true): Fact {
  for (const line of lines) {
    if (!where(line)) continue;
    const match = line.said.match(pattern);
    const value = match ? pick(match)?.trim().replace(/[.,;:]+$/, '') : undefined;
    if (value) return { value, evidence: [line.quote] };
  }
  return EMPTY;
}

/** Up to three lines where `pattern` matches: what was said in them is the value. */
function gather(lines: readonly Line[], pattern: RegExp, skip: ReadonlySet<string>, max: number): Fact {
  const found = lines.filter((line) => !skip.has(line.quote) && pattern.test(line.said)).slice(0, Math.min(3, EVIDENCE_MAX));
  if (found.length === 0) return EMPTY;
  return { value: clip(found.map((line) => line.said).join(' '), max), evidence: found.map((line) => line.quote) };
}

function sizeOf(count: number): ClientIntakeResult['size']['value'] {
  if (count <= 10) return 'startup';
  if (count <= 50) return 'small';
  if (count <= 200) return 'medium';
  if (count <= 1000) return 'large';
  return 'enterprise';
}

/** The first name a line is spoken under ("Tom Reed: …" → "tom"), lower-cased. */
const speakerOf = (line: Line) => SPEAKER.exec(line.quote)?.[0].replace(/:\s*$/, '').trim().split(/\s+/)[0]?.toLowerCase();

export function demoIntake(request: ClientIntakeRequest): ClientIntakeResult {
  const all = linesOf(request.transcript);
  // The consultant's questions and statements are not the client's facts: the consultant is the
  // attendee the "Attendees:" line or an introduction names as one (see clientAttendee).
  const consultant = consultantOf(all);
  const lines = all.filter((line) => !line.said.trimEnd().endsWith('?') && (consultant === undefined || speakerOf(line) !== consultant));
  const intro = (line: Line) => INTRO.test(line.said);
  const short = (fact: Fact): Fact => ({ ...fact, value: clip(fact.value, LIMITS.short) });

  const headcount = first(lines, HEADCOUNT, (m) => m[1] ?? m[2]);
  const count = Number(headcount.value.replace(/,/g, ''));
  const revenue = first(lines, MONEY, (m) => m[0], (line) => REVENUE_LINE.test(line.said));
  const industry = lines.find((line) => FIRST_PERSON.test(line.said) && INDUSTRIES.some(([pattern]) => pattern.test(line.said)));
  // Of the industries a line names, the one it names first ("a marketing agency … for manufacturers").
  const industryOf = (said: string) => INDUSTRIES.map(([pattern, name]) => ({ name, at: said.search(pattern) })).filter((hit) => hit.at >= 0).sort((a, b) => a.at - b.at)[0]!.name;
  const offering = first(lines, OFFERING);

  const client = clientAttendee(all);
  const listed = (value: string | undefined): Fact | undefined => (client && value ? short({ value, evidence: [client.quote] }) : undefined);

  const result = {
    name: listed(client?.attendee.company) ?? short(COMPANIES.map((pattern) => first(lines, pattern, (m) => m[1], intro)).find((fact) => fact.value) ?? EMPTY),
    industry: industry ? { value: industryOf(industry.said), evidence: [industry.quote] } : EMPTY,
    website: short(first(lines, WEBSITE)),
    size: headcount.value && count > 0 ? { value: sizeOf(count), evidence: headcount.evidence } : EMPTY,
    contactName: listed(client?.attendee.name) ?? short(first(lines, NAME, (m) => m[1], intro)),
    contactTitle: listed(client?.attendee.title) ?? short(first(lines, TITLE, (m) => m[1], intro)),
    contactEmail: first(lines, EMAIL),
    revenue: short(revenue),
    offering: offering.value ? { ...offering, value: clip(offering.value.charAt(0).toUpperCase() + offering.value.slice(1), LIMITS.long) } : EMPTY,
    pains: gather(lines, LISTS.pains!, new Set(), LIMITS.long),
    goals: gather(lines, LISTS.goals!, new Set(), LIMITS.long),
    // The revenue line speaks of money too; it is not a budget.
    budgetSignals: gather(lines, LISTS.budgetSignals!, new Set(revenue.evidence), LIMITS.long),
    objections: gather(lines, LISTS.objections!, new Set(), LIMITS.long),
    notes: EMPTY,
  } satisfies Record<IntakeField, Fact>;
  return { ...(Object.fromEntries(INTAKE_FIELDS.map((key) => [key, result[key]])) as Record<IntakeField, Fact>), value: demoIntakeValue(request.transcript) } as ClientIntakeResult;
}

/** A valid request: the fixture of tests, benchmarks and the fake LLM's fallback. */
const sample = {
  transcript: [
    'Maya: Thanks for making the time. Could you introduce yourself?',
    "Dana Reyes: Sure. I'm Dana Reyes, VP of Sales at Acme Analytics.",
    "Dana Reyes: We sell dashboards to retail chains; we're a software business with about 80 employees.",
    'Dana Reyes: Revenue last year was around $4M.',
    'Dana Reyes: Our biggest problem is churn: we lose a third of new accounts in the first 90 days.',
    'Dana Reyes: We want to double our pipeline in the next two quarters.',
    'Dana Reyes: Three account managers, on about $70k each, spend 12 hours a week each building reports by hand.',
    'Dana Reyes: Each new account is worth about $2,000 a month to us at a 40% margin, and we want four more accounts a month.',
    'Dana Reyes: We have budget set aside, roughly $5,000 a month for this.',
    "Dana Reyes: Honestly I'm worried about the set-up time; we tried an agency before and it took months.",
    'Dana Reyes: You can reach me at dana@acme.example, and our site is acme.example.',
  ].join('\n'),
};

export const demo: ToolDemo<ClientIntakeRequest, ClientIntakeResult> = { sample, generate: demoIntake };
