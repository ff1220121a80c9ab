// Demo growth plan: the plan spans the timeframe the goal names (a year when it names none; a pilot's
// length when the texts ask for one), with phases and milestones in order inside it; challenges and
// resources are recognised by keywords and amounts are written as money in the request's currency
// (else the one the texts name, else dollars: "$1,200,000"), never pasted from the form. A figure in
// the goal is a revenue target only at the business's scale: "£5k" is no revenue target for a business
// turning over £2.4m a year, nor is an amount a month.
import type { GrowthPlanRequest, GrowthPlanResult } from './schemas.ts';
import { formatMoney, toMinor, type Currency } from '../../money/currency.ts';
import { countWord, currencyOf, moneyIn, parseAmount, parseCount, parseHorizon, type Horizon } from '../../demo/numbers.ts';
import { pilotHorizon, pilotOf } from '../../demo/pilot.ts';
import { capitalise, detect, inSentence, shortName, type Keyed } from '../../demo/words.ts';
import type { ToolDemo } from '../define.ts';

interface Challenge extends Keyed {
  objective: string;
  actions: readonly [string, string];
  kpi: string;
  milestone: { description: string; target: string };
  resource: string;
}

const CHALLENGES: readonly Challenge[] = [
  {
    pattern: /sales cycles?|deals? (?:stall|drag|take)|slow (?:to close|deals|sales)|procurement|long (?:cycles?|decisions?)/,
    objective: 'Shorten the sales cycle',
    actions: ['Time each stage of recent deals to find where they stall', 'Add a mutual action plan to every deal above the average size'],
    kpi: 'Average sales cycle length (days)',
    milestone: { description: 'Sales cycle shortened', target: 'Median days to close down 20% on the baseline' },
    resource: 'Sales enablement content',
  },
  {
    pattern: /churn|retention|cancel|renewal|attrition/,
    objective: 'Cut customer churn',
    actions: ['Interview customers who left in the last two quarters', 'Add onboarding check-ins at day 30 and day 90'],
    kpi: 'Customer churn rate (per month)',
    milestone: { description: 'Churn under control', target: 'Churn down by a third on the baseline' },
    resource: 'Customer success playbook',
  },
  {
    pattern: /\bleads?\b|pipeline|traffic|awareness|visibility|top of (?:the )?funnel|prospects?/,
    objective: 'Build a steady flow of qualified leads',
    actions: ['Launch two acquisition experiments a week', 'Publish one case study or teardown every fortnight'],
    kpi: 'Qualified leads per month',
    milestone: { description: 'Pipeline coverage', target: 'Qualified pipeline at three times the quarterly target' },
    resource: 'Paid acquisition budget',
  },
  {
    pattern: /conver|close rate|win rate|demo[- ]to|trial[- ]to/,
    objective: 'Lift the win rate on qualified deals',
    actions: ['Review ten recent lost deals and fix the two most common reasons', 'Tighten qualification so reps spend time on buyers who fit'],
    kpi: 'Win rate on qualified opportunities',
    milestone: { description: 'Win rate up', target: 'Win rate five points above the baseline' },
    resource: 'Call recording and coaching tool',
  },
  {
    pattern: /hir(?:e|ing)|recruit|talent|headcount|capacity|understaffed|stretched/,
    objective: 'Add capacity without slowing delivery',
    actions: ['Write scorecards for the next two roles', 'Document the three most repeated workflows so new people ramp fast'],
    kpi: 'Weeks for a new hire to reach full productivity',
    milestone: { description: 'Team in place', target: 'Next two roles filled and fully ramped' },
    resource: 'Recruiting partner',
  },
  {
    pattern: /pric|discount|cheap|margin/,
    objective: 'Protect margins and stop discounting',
    actions: ['Introduce good, better and best packages', 'Require approval for any discount above 10%'],
    kpi: 'Average deal size',
    milestone: { description: 'Pricing reset', target: 'Average deal size up 10%' },
    resource: 'Pricing and packaging review',
  },
  {
    pattern: /cash|runway|funding|\bburn\b|late pay|invoice/,
    objective: 'Keep growth cash-positive',
    actions: ['Offer upfront annual billing to new customers', 'Review spend against the plan every month'],
    kpi: 'Months of runway',
    milestone: { description: 'Cash discipline', target: 'At least twelve months of runway kept' },
    resource: 'Finance dashboard',
  },
  {
    pattern: /onboard|activation|adoption|time[- ]to[- ]value|implementation/,
    objective: 'Get new customers to value faster',
    actions: ['Map the first 30 days of a new customer', 'Add a guided setup for the first key action'],
    kpi: 'Days to first value',
    milestone: { description: 'Faster onboarding', target: 'Days to first value halved' },
    resource: 'Onboarding specialist',
  },
  {
    pattern: /competit|rivals?|crowded|commodit/,
    objective: 'Stand apart from the competition',
    actions: ['Sharpen positioning around the segment that wins most often', 'Publish comparison pages for the top three alternatives'],
    kpi: 'Win rate against named competitors',
    milestone: { description: 'Positioning live', target: 'New positioning across website, deck and outreach' },
    resource: 'Positioning workshop',
  },
  {
    pattern: /manual|process|spreadsheet|\btools?\b|systems?|operations|\badmin\b/,
    objective: 'Remove manual work from the funnel',
    actions: ['Automate lead routing and follow-up reminders', 'Replace spreadsheet reporting with a live dashboard'],
    kpi: 'Hours of manual work per week',
    milestone: { description: 'Manual work cut', target: 'Weekly manual hours down by half' },
    resource: 'Automation tooling',
  },
];
const DEFAULT_CHALLENGES = [CHALLENGES[2]!, CHALLENGES[3]!];

const RECURRING = /saas|software|subscription|recurring|\barr\b|\bmrr\b|retainer|membership|platform|\bapps?\b|cloud/i;
const PHASES = ['Foundation', 'Acceleration', 'Scale', 'Optimisation'] as const;

/** Consecutive spans covering the whole horizon: 4 phases for 9 months or more, else up to 3. */
export function phaseSpans(horizon: Horizon): { start: number; end: number }[] {
  const n = horizon.count;
  const parts = Math.min(n, horizon.unit === 'month' && n >= 9 ? 4 : 3);
  const fractions = parts === 4 ? [1 / 6, 1 / 2, 3 / 4, 1] : parts === 3 ? [1 / 5, 1 / 2, 1] : parts === 2 ? [1 / 2, 1] : [1];
  const spans: { start: number; end: number }[] = [];
  fractions.forEach((fraction, i) => {
    const start = (spans[i - 1]?.end ?? 0) + 1;
    const end = i === parts - 1 ? n : Math.min(n - (parts - 1 - i), Math.max(start, Math.round(n * fraction)));
    spans.push({ start, end });
  });
  return spans;
}

const unitName = (horizon: Horizon) => (horizon.unit === 'week' ? 'Week' : 'Month');
const timeline = (horizon: Horizon, span: { start: number; end: number }) =>
  span.start === span.end ? `${unitName(horizon)} ${span.end}` : `${unitName(horizon)}s ${span.start}-${span.end}`;
const deadline = (horizon: Horizon, end: number) => `End of ${horizon.unit} ${end}`;

const COUNTED = /\b(\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred)\s+((?:(?:new|more|paying|qualified|active|enterprise)\s+){0,2})(customers|clients|users|subscribers|members|accounts|demos|meetings|leads|orders|sign-?ups|deals)\b/i;

/** Whole amounts in a currency, with its symbol and separators: "$1,200,000", "£2,400,000". */
const moneyWriter = (currency: Currency) => (value: number) => formatMoney(toMinor(Math.round(value), currency), currency, 'en-US');

/** What the goal asks for, as a target and an objective, from the amounts and words in it. */
function readGoal(goals: string, baseline: number | null, months: number, money: (value: number) => string): { target: string; objective: string } {
  const metric = /\barr\b|annual recurring/i.test(goals) ? 'ARR' : /\bmrr\b|monthly recurring/i.test(goals) ? 'MRR' : /profit|ebitda/i.test(goals) ? 'profit' : 'revenue';
  // The baseline is annual revenue: it compares with ARR, with MRR as a twelfth, and with
  // revenue only over a year or more (a 90-day sales target is not an annual figure).
  const base = !baseline ? null : metric === 'ARR' ? baseline : metric === 'MRR' ? Math.round(baseline / 12) : metric === 'revenue' && months >= 12 ? baseline : null;
  const basis = metric === 'MRR' ? 'current MRR' : 'current annual revenue';
  const counted = COUNTED.exec(goals);
  // "$2M" is money; a bare "10,000" is money only when it counts no customers, users or demos.
  // A total to reach is stated as one: not an amount a month (unless the metric is MRR), and not at or
  // below where the business already is (the goal's "£5k" of a £2.4m agency is some other figure).
  const scale = !baseline ? null : metric === 'MRR' ? baseline / 12 : metric === 'profit' ? null : baseline;
  const amount = moneyIn(goals).find((found) => (found.marked || !counted) && (!found.monthly || metric === 'MRR') && (scale === null || found.value > scale))?.value;
  if (amount !== undefined) {
    const from = base && amount > base ? ` (up from ${money(base)})` : '';
    return { target: `${money(amount)} in ${metric}${from}`, objective: `Reach ${money(amount)} in ${metric}` };
  }
  const percent = /(\d+(?:\.\d+)?)\s*(?:%|percent)/i.exec(goals);
  const factor = /\b(?:double|2x|twice)/i.test(goals) ? 2 : /\b(?:triple|3x)/i.test(goals) ? 3 : percent ? 1 + Number(percent[1]) / 100 : null;
  if (factor && factor > 1 && factor <= 11) {
    const rise = `${Math.round((factor - 1) * 100)}%`;
    const how = factor === 2 ? 'double' : factor === 3 ? 'triple' : `${rise} above`;
    if (base) return { target: `${money(base * factor)} in ${metric}, ${how} the ${basis} of ${money(base)}`, objective: `Reach ${money(base * factor)} in ${metric}` };
    const verb = factor === 2 ? 'doubled' : factor === 3 ? 'tripled' : `up ${rise}`;
    const grow = factor === 2 ? `Double ${metric}` : factor === 3 ? `Triple ${metric}` : `Grow ${metric} by ${rise}`;
    return { target: `${capitalise(metric)} ${verb} on the starting level`, objective: grow };
  }
  const count = counted ? parseCount(counted[1]!) : null;
  if (counted && count) {
    const kind = /\bnew\b/i.test(counted[2]!) ? 'new' : /\bpaying\b/i.test(counted[2]!) ? 'paying' : /\bqualified\b/i.test(counted[2]!) ? 'qualified' : '';
    const noun = `${kind ? `${kind} ` : ''}${counted[3]!.toLowerCase()}`;
    const monthly = /\b(?:a|per) month\b|\bmonthly\b/i.test(goals) ? ' a month' : '';
    const amount = `${countWord(count)}${monthly}`;
    return { target: `${capitalise(noun)}: ${amount}`, objective: kind === 'new' ? `Win ${countWord(count)} ${noun}${monthly}` : `Grow ${noun} to ${amount}` };
  }
  const tail = baseline ? `, measured against the ${money(baseline)} baseline` : '';
  return { target: `The growth goal agreed at kick-off${tail}`, objective: 'Hit the growth goal agreed at kick-off' };
}

/** The stated resources, recognised by keyword and written in the plan's own words. */
function readResources(text: string, money: (value: number) => string): string[] {
  const out: string[] = [];
  const team = /\b(sales|marketing|customer success|support|engineering|development|product|content|growth|operations)\s+team(?:\s+of\s+(\S+))?/i.exec(text);
  if (team) {
    const size = team[2] ? parseCount(team[2].replace(/[^\w,.-]/g, '')) : null;
    out.push(`The ${team[1]!.toLowerCase()} team${size && size >= 1 && size < 10_000 && Number.isInteger(size) ? ` (${countWord(size)} ${size === 1 ? 'person' : 'people'})` : ''}`);
  }
  const budget = moneyIn(text)[0];
  if (budget && /budget|spend|invest|\bfund/i.test(text)) {
    const period = /month|\/mo\b/i.test(text) ? ' a month' : /year|annual/i.test(text) ? ' a year' : '';
    out.push(`${/marketing|\bads?\b|advertis|paid/i.test(text) ? 'Marketing spend' : 'Growth spend'}: ${money(budget.value)}${period}`);
  }
  if (/\bcrm\b|hubspot|salesforce|pipedrive/i.test(text)) out.push('The existing CRM');
  if (/content|blog|newsletter|podcast|case stud/i.test(text)) out.push('Existing content and case studies');
  if (/partner|agenc|freelanc|contractor|consultant/i.test(text)) out.push('External partners and freelancers');
  if (/founder|\bceo\b|owner/i.test(text)) out.push('Founder time for key deals');
  return out.length > 0 ? out : ['The current team and budget'];
}

export function demoGrowthPlan(request: GrowthPlanRequest): GrowthPlanResult {
  const client = shortName(request.clientCompany, 60) ?? 'the client';
  const prospect = shortName(request.prospectName);
  const title = shortName(request.prospectTitle);
  const industry = shortName(request.clientIndustry);
  const who = prospect && title ? `${prospect} (${title})` : (prospect ?? (title ? `the ${title}` : 'the leadership team'));
  const baseline = parseAmount(request.currentRevenue);
  const currency: Currency = request.currency ?? currencyOf(`${request.currentRevenue} ${request.growthGoals} ${request.resources}`);
  const money = moneyWriter(currency);
  const recurring = RECURRING.test(`${request.clientIndustry} ${request.growthGoals}`);
  const pilot = pilotOf(`${request.growthGoals}\n${request.challenges}\n${request.resources}`);
  const horizon = pilot ? pilotHorizon(pilot) : parseHorizon(request.growthGoals);
  const spans = phaseSpans(horizon);
  const found = detect(`${request.challenges}`, CHALLENGES);
  const challenges = [...found, ...DEFAULT_CHALLENGES.filter((c) => !found.includes(c))];
  const [first, second, third] = challenges as [Challenge, Challenge, Challenge?];
  const resources = readResources(request.resources, money);
  const goal = readGoal(request.growthGoals, baseline, horizon.unit === 'month' ? horizon.count : 0, money);
  const cadence = horizon.unit === 'week' ? 'every week' : horizon.count >= 9 ? 'every quarter' : 'every month';

  const baselineObjective =
    baseline === null
      ? 'Confirm the current revenue baseline and where it comes from'
      : baseline === 0
        ? 'Set a pre-revenue baseline: pipeline, trials and first paying customers'
        : `Confirm the ${money(baseline)} annual revenue baseline and where it comes from`;

  const plan = [
    {
      objectives: [baselineObjective, `Agree targets and a weekly reporting rhythm with ${who}`],
      actions: [`Map the funnel at ${client} from first touch to ${recurring ? 'renewal' : 'repeat purchase'}`, 'Set up weekly tracking for every KPI in this plan', first.actions[0]],
      resources: resources.slice(0, 2),
      milestone: { description: 'Tracking and baseline in place', target: 'Every KPI reported weekly' },
    },
    {
      objectives: [first.objective, second.objective],
      actions: [first.actions[1], ...second.actions],
      resources: [...new Set([...resources.slice(2), first.resource, second.resource])].slice(0, 3),
      milestone: first.milestone,
    },
    {
      objectives: ['Double down on the two best-performing channels', third?.objective ?? 'Turn what worked into a documented playbook'],
      actions: ['Move budget from the weakest channel to the strongest', `Publish two case studies from the first wins${industry ? ` in ${inSentence(industry)}` : ''}`, `Review progress with ${who} ${cadence}`],
      resources: ['Marketing automation platform', third?.resource ?? 'Sales playbook'],
      milestone: second.milestone,
    },
    {
      objectives: [goal.objective, 'Plan the next stage of growth from what worked'],
      actions: ['Raise prices or add a premium tier where demand allows', 'Automate the weekly KPI report'],
      resources: ['Leadership time for planning'],
      milestone: { description: 'Growth goal reached', target: goal.target },
    },
  ];
  // A shorter plan keeps the first phases; its last phase takes on the goal.
  const last = plan[spans.length - 1]!;
  const chosen = [
    ...plan.slice(0, spans.length - 1),
    spans.length === 4 ? last : { ...last, objectives: [last.objectives[0]!, goal.objective], milestone: plan[3]!.milestone },
  ];
  const phases = chosen.map((step, i) => ({
    phase: PHASES[i]!,
    timeline: timeline(horizon, spans[i]!),
    objectives: step.objectives,
    actions: step.actions,
    resources: step.resources,
  }));
  const milestones = chosen.map((step, i) => ({ ...step.milestone, deadline: deadline(horizon, spans[i]!.end) }));

  const kpis = [
    recurring ? 'Monthly recurring revenue' : 'Monthly revenue',
    first.kpi,
    second.kpi,
    'Customer acquisition cost',
    'Lead-to-customer conversion rate',
    recurring ? 'Net revenue retention' : 'Repeat purchase rate',
  ];
  return { strategy: { phases, kpis: [...new Set(kpis)], milestones } };
}

/** A valid request: the fixture of tests, benchmarks and the fake LLM's fallback (specs assert what the demo writes for it). */
const sample = {
  email: 'ann@example.com',
  fullName: 'Ann Lee',
  companyName: 'Lee Consulting',
  clientCompany: 'Acme Analytics',
  clientIndustry: 'B2B SaaS',
  prospectName: 'Bob Smith',
  prospectTitle: 'CEO',
  currentRevenue: '1200000',
  growthGoals: 'Reach two million in annual recurring revenue within a year.',
  resources: 'A sales team of four and a monthly marketing budget of 20k.',
  challenges: 'Long sales cycles and a high churn rate among small customers.',
};

export const demo: ToolDemo<GrowthPlanRequest, GrowthPlanResult> = { sample, generate: demoGrowthPlan };
