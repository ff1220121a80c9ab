// Demo offer creator: the transcript is read for keywords only (the problems raised, who the buyer
// is, a budget or a timeframe); the offer is written in the demo's own words and never quotes it. Its
// prices are in the request's currency (else the call's, else dollars), anchored on the budget the
// demo's reader finds (money/extract.ts: a stated budget, never what the client charges its own
// clients); a pilot the call asks for is the programme's length.
import type { OfferCreatorRequest, OfferCreatorResult } from './schemas.ts';
import { AUDIENCES } from '../../demo/audiences.ts';
import { formatMoney, toMajor, toMinor, type Currency } from '../../money/currency.ts';
import { monthlyBudget } from '../../money/drivers.ts';
import { extractValueDrivers } from '../../money/extract.ts';
import { parseAmounts } from '../../money/parse.ts';
import { parseHorizon } from '../../demo/numbers.ts';
import { pilotOf, type Pilot } from '../../demo/pilot.ts';
import { Dice, detect, pluralRole, seedOf, type Keyed } from '../../demo/words.ts';
import type { ToolDemo } from '../define.ts';

interface Problem extends Keyed {
  /** The programme's name. */
  name: string;
  /** What it achieves, after "that": "turns more of your existing leads into booked sales calls". */
  outcome: string;
  value: string;
  bonus: string;
  guarantee: string;
  angle: string;
}

const PROBLEMS: readonly Problem[] = [
  {
    pattern: /\bleads?\b|pipeline|book(?:s|ed|ing)? (?:a )?calls?|meetings?|appointments?|no-?shows?|prospects\b/,
    name: 'Booked Calls Sprint',
    outcome: 'turns more of the leads you already have into booked sales calls',
    value: 'Instead of buying more leads, you convert the ones you already have: a qualification step and a booking flow put serious buyers on the calendar within days.',
    bonus: 'Lead-qualification scorecard',
    guarantee: 'More booked calls within 60 days, or we keep working for free until you get them',
    angle: 'Calendar, not inbox: the leads you already pay for turn into booked calls',
  },
  {
    pattern: /follow[- ]?ups?|hours|manual|spreadsheet|admin|time-consuming|tedious|overwhelm|chasing/,
    name: 'Follow-Up Autopilot',
    outcome: 'takes repetitive follow-up work off your team and runs it automatically',
    value: 'Follow-ups run themselves, so your team spends its hours on conversations that close instead of chasing replies.',
    bonus: 'Ready-made follow-up templates for every stage',
    guarantee: 'At least five hours a week back for your team by week six, or your next month is free',
    angle: 'Hours back: follow-ups run themselves while your team sells',
  },
  {
    pattern: /cheap|price|pricing|discount|undercut|expensive|lowball/,
    name: 'Value-Based Selling Programme',
    outcome: 'helps your team win deals on value instead of price',
    value: 'A value-based sales story shows buyers what the cheaper option really costs them, so you stop losing deals on price alone.',
    bonus: 'Objection-handling script for price pushback',
    guarantee: 'Fewer deals lost on price in the first quarter, or we rework the sales story free of charge',
    angle: 'Worth more than the cheaper option: compete on outcomes, not on rates',
  },
  {
    pattern: /churn|cancel|retention|renew|leaving|refund/,
    name: 'Retention Rescue',
    outcome: 'keeps more of your customers past their first renewal',
    value: 'An onboarding and check-in rhythm catches unhappy customers early, before they quietly cancel.',
    bonus: 'Customer health-score template',
    guarantee: 'Churn down within two renewal cycles, or the next cycle is on us',
    angle: 'Keep the customers you worked hard to win',
  },
  {
    pattern: /conver|close rate|closing|win rate|checkout|\bcart\b|bounce/,
    name: 'Conversion Lift Programme',
    outcome: 'turns more of your existing traffic and conversations into sales',
    value: 'Small, tested changes at each step of the funnel lift conversion without spending more on traffic.',
    bonus: 'Funnel teardown with a prioritised fix list',
    guarantee: 'A measurable lift in conversion within 90 days, or a full refund of the last month',
    angle: 'More sales from the same traffic, proven with tests',
  },
  {
    pattern: /\bads?\b|advertis|ad spend|\bcpc\b|\bcac\b|paid (?:social|search)/,
    name: 'Ad Spend Reset',
    outcome: 'cuts wasted ad spend and moves the budget to what works',
    value: 'A full audit of the ad accounts stops the spend that brings nothing back and moves it to the campaigns that pay.',
    bonus: 'Monthly ad-account health check',
    guarantee: 'Lower cost per acquisition within 60 days, or we waive the next month',
    angle: 'Spend less per customer: stop paying for clicks that never buy',
  },
  {
    pattern: /hir(?:e|ing)|recruit|staff|stretched|capacity|burn(?:ed|t)? out/,
    name: 'Capacity Builder',
    outcome: 'gives your team the processes to grow without burning out',
    value: 'Clear processes and delegation let the team you have handle more work before you need to hire.',
    bonus: 'Role scorecards and hiring checklist',
    guarantee: 'Documented processes for your three busiest workflows within 45 days, or we finish them free',
    angle: 'Grow without hiring first: do more with the team you have',
  },
  {
    pattern: /visib|awareness|\bbrand\b|\bseo\b|content|social media|nobody knows|referrals?/,
    name: 'Authority Engine',
    outcome: 'makes you the obvious name buyers find and trust',
    value: 'A steady rhythm of useful content and proof builds trust before the first call, so buyers arrive warm.',
    bonus: 'Twelve-week content calendar',
    guarantee: 'Published content every week for 90 days, or the next month is free',
    angle: 'Be found first: buyers arrive already trusting you',
  },
  {
    pattern: /scal(?:e|ing)|plateau|stuck|stalled|flat\b|growth/,
    name: 'Growth Breakthrough Programme',
    outcome: 'finds the next growth lever and puts it to work',
    value: 'A focused diagnosis finds the one constraint holding growth back, then a 90-day plan removes it.',
    bonus: 'Growth constraint diagnostic',
    guarantee: 'An agreed growth milestone in 90 days, or we keep working until it is hit',
    angle: 'Past the plateau: one constraint removed at a time',
  },
];

const GENERIC: Problem = {
  pattern: /$^/,
  name: 'Growth Accelerator',
  outcome: 'delivers one measurable business result',
  value: 'A clear path from the problems you face today to one measurable result, with weekly accountability.',
  bonus: 'Kick-off strategy workshop',
  guarantee: 'The agreed milestone within the programme, or we keep working for free until it is hit',
  angle: 'Certainty: a guarantee tied to one agreed milestone',
};

/** The programme's length: the pilot's, else a timeframe the prospect mentions (30 days to a year); 90 days if none. */
function programmeLength(transcript: string, pilot: Pilot | null): { words: string; months: number } {
  if (pilot) return { words: pilot.length ?? `${pilot.weeks}-week`, months: Math.max(1, Math.round((pilot.weeks * 12) / 52)) };
  const horizon = /\b(?:in|within|over|next)\s+(?:the\s+)?(?:next\s+)?\S+\s*-?\s*(?:days?|weeks?|months?|quarters?|years?)\b|\b\S+-(?:day|week|month)\b/i.test(transcript) ? parseHorizon(transcript) : null;
  const months = horizon ? (horizon.unit === 'week' ? Math.max(1, Math.round(horizon.count / 4)) : Math.min(12, horizon.count)) : 3;
  if (months === 3) return { words: '90-day', months };
  if (months === 1) return { words: '30-day', months };
  return { words: `${months}-month`, months };
}

/** Speaker labels ("Prospect:", "Host:") say who talks, not what about. */
const unlabelled = (text: string) => text.replace(/(^|[\n.!?]\s*)[\p{L} ]{1,20}\d?:\s/gu, '$1');

/** Lines the consultant's side says (a host, an interviewer): the offer is for the prospect, not for them. */
const HOST_LINE = /^[ \t]*(?:host|interviewer|consultant|me|sales(?:person)?|rep|agent)[ \t]*\d?:.*$/gim;

/** "We are a small bakery business" → "small bakery businesses": the prospect's own words for what they are. */
const OWN_KIND = /\b(?:we(?:'re| are)|i(?:'m| am)|(?:i|we) (?:run|own|have))\s+(?:a|an)\s+((?:[a-z-]+\s){0,3}?(?:business|company|agency|firm|practice|studio|clinic|shop|store|brand|bakery|salon|gym|restaurant|caf[eé]))\b/i;

/**
 * Whom the offer is for: the group the prospect's side mentions most (a coach who once hired an
 * agency is still a coach), else what they say they run, else a generic phrase.
 */
function audienceOf(raw: string): string {
  const theirs = unlabelled(raw.replace(HOST_LINE, ''));
  const group = detect(theirs, AUDIENCES, true)[0];
  if (group) return group.names[0];
  const own = OWN_KIND.exec(theirs)?.[1];
  return (own && pluralRole(own.toLowerCase())) || 'growing service businesses';
}

export function demoOffer(request: OfferCreatorRequest): OfferCreatorResult {
  const dice = new Dice(seedOf(request));
  const transcript = unlabelled(request.transcript);
  const problems = detect(transcript, PROBLEMS, true);
  const [main = GENERIC, second, third] = problems;
  const audience = audienceOf(request.transcript);
  const pilot = pilotOf(request.transcript);
  const length = programmeLength(transcript, pilot);

  // The budget the call states anchors the core tier (its middle), in the request's money; otherwise a
  // typical retainer. The call is read with its speakers' labels (their turns).
  const currency: Currency = request.currency ?? parseAmounts(request.transcript).find((amount) => amount.currency)?.currency ?? 'USD';
  const money = (major: number) => formatMoney(toMinor(major, currency), currency, 'en-US');
  const stated = extractValueDrivers(request.transcript, { currency }).budget;
  const range = stated ? monthlyBudget(stated) : undefined;
  const monthly = range ? toMajor((range.min + range.max) / 2, currency) : 1500 + 500 * dice.int(8);
  const core = Math.min(20_000, Math.max(1000, Math.round(monthly / 500) * 500));
  const starter = Math.max(500, Math.round((core * 0.5) / 250) * 250);
  const premium = Math.round((core * 2) / 500) * 500;

  const bonuses = [...new Set([main.bonus, second?.bonus ?? GENERIC.bonus, 'Private chat channel for questions between calls'])];
  const guarantees = [main.guarantee];
  if (pilot) guarantees.push(`No commitment beyond the ${length.words} pilot: at its review you continue, change tier or stop`);
  else if (second) guarantees.push('Cancel any month after the first with no exit fee');

  const angles = [main.angle, ...[second, third].filter((p): p is Problem => Boolean(p)).map((p) => p.angle)];
  angles.push(`Speed: first results inside the first ${length.months >= 3 ? '30 days' : 'two weeks'}, not next year`);
  if (!angles.includes(GENERIC.angle)) angles.push(GENERIC.angle);

  const expectedRate = Math.min(30, 6 + 3 * Math.min(problems.length, 4) + dice.int(5));
  const confidenceLevel = Math.min(85, 50 + Math.min(25, Math.floor(transcript.length / 120)) + dice.int(6));

  return {
    offerStructure: {
      mainOffer: pilot
        ? `${main.name}: a ${length.words} pilot, a done-with-you programme that ${main.outcome}, for ${audience}.`
        : `${main.name}: a ${length.words} done-with-you programme that ${main.outcome}, for ${audience}.`,
      valueProposition: `${main.value} ${second ? second.value : 'Weekly calls keep the work on track, and you keep every template and playbook built along the way.'}`,
      pricingStrategy:
        `Three monthly tiers: Starter at ${money(starter)} (playbook, templates and a monthly review), Core at ${money(core)} (done-with-you build and weekly calls) ` +
        `and Premium at ${money(premium)} (done-for-you delivery with a dedicated specialist). Lead with Core and let Premium anchor the price; paying the full programme up front saves 10%.`,
      bonuses,
      guarantees,
    },
    marketingAngles: angles.slice(0, 5),
    conversionEstimates: { expectedRate, confidenceLevel },
  };
}

/** A valid request: the fixture of tests, benchmarks and the fake LLM's fallback (specs assert what the demo writes for it). */
const sample = {
  email: 'ann@example.com',
  fullName: 'Ann Lee',
  transcript:
    'Prospect: We get leads but most of them never book a call. Our team spends hours on follow-ups and we still lose deals to cheaper competitors. We want a predictable pipeline.',
};

export const demo: ToolDemo<OfferCreatorRequest, OfferCreatorResult> = { sample, generate: demoOffer };
