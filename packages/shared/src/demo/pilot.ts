// A pilot the client asked for ("a ninety-day pilot", "a pilot of eight weeks", "a three-month trial
// period"): the demo's texts follow it (a priced document's phases and terms, a plan's span, an offer's
// programme) instead of a year's engagement. Only "pilot" and "trial period / run" count: a
// "free 14-day trial" is a product's, not the engagement's.
import { parseCount, type Horizon } from './numbers.ts';

export interface Pilot {
  /** Its length in weeks (12 when the call names a pilot without one). */
  weeks: number;
  /** Its length as said, for a sentence ("90-day", "8-week", "3-month"); null when not stated. */
  length: string | null;
}

const NAMED = /\bpilot\b|\btrial (?:period|run)\b/i;
const COUNT = String.raw`(\d{1,3}|one|two|three|four|five|six|eight|ten|twelve|thirty|sixty|ninety)`;
const LENGTHS = [
  new RegExp(String.raw`\b${COUNT}[- ](day|week|month)s?[- ](?:long\s+)?(?:pilot|trial (?:period|run))\b`, 'i'),
  new RegExp(String.raw`\b(?:pilot|trial (?:period|run))\s+(?:of|for|over|lasting)\s+(?:about\s+|around\s+)?${COUNT}\s+(day|week|month)s?\b`, 'i'),
];

/** The pilot a text asks for, or null. Read sentence by sentence; the first that names one. */
export function pilotOf(text: string): Pilot | null {
  for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
    if (!NAMED.test(sentence)) continue;
    for (const pattern of LENGTHS) {
      const m = pattern.exec(sentence);
      const count = m ? parseCount(m[1]!) : null;
      if (!m || count === null || count <= 0) continue;
      const unit = m[2]!.toLowerCase();
      const weeks = unit === 'day' ? Math.floor(count / 7) : unit === 'week' ? count : Math.round((count * 52) / 12);
      if (weeks >= 1 && weeks <= 52) return { weeks, length: `${count}-${unit}` };
    }
    return { weeks: 12, length: null };
  }
  return null;
}

/** A pilot's span as a plan's horizon: weeks up to twelve, else months. */
export const pilotHorizon = (pilot: Pilot): Horizon => (pilot.weeks <= 12 ? { unit: 'week', count: pilot.weeks } : { unit: 'month', count: Math.max(3, Math.round((pilot.weeks * 12) / 52)) });

/** "the 90-day pilot", "the pilot". */
export const pilotName = (pilot: Pilot) => (pilot.length ? `the ${pilot.length} pilot` : 'the pilot');
