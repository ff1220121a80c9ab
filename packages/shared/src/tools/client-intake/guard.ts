// No invention (issue 23): a fact of the client file stands only on lines of the call. The prompt asks
// the model to leave unstated facts empty; this guard makes sure of it whatever the model answered.
// The worker applies it to the final result before it is saved and sent, so History, the review
// screen and the client file only ever hold what the transcript supports.
import type { ClientIntakeResult, IntakeField } from './schemas.ts';
import { INTAKE_FIELDS } from './schemas.ts';
import { normaliseQuote } from '../../text/quote.ts';

export { normaliseQuote };

/**
 * The result with every evidence line that does not occur in the transcript dropped (and repeated
 * ones once), and every value left without evidence emptied. An empty value keeps no evidence.
 */
export function groundInTranscript(result: ClientIntakeResult, transcript: string): ClientIntakeResult {
  const said = normaliseQuote(transcript);
  const grounded = {} as Record<IntakeField, { value: string; evidence: string[] }>;
  for (const key of INTAKE_FIELDS) {
    const { value, evidence } = result[key];
    const seen = new Set<string>();
    const kept = evidence.filter((line) => {
      const quote = normaliseQuote(line);
      if (quote === '' || seen.has(quote) || !said.includes(quote)) return false;
      seen.add(quote);
      return true;
    });
    const supported = value.trim() !== '' && kept.length > 0;
    grounded[key] = { value: supported ? value : '', evidence: supported ? kept : [] };
  }
  // The value is checked by its own rules (./value.ts), not emptied here.
  return { ...(grounded as ClientIntakeResult), ...(result.value ? { value: result.value } : {}) };
}
