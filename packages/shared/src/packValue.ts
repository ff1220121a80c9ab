// The value a pack prices from (issue 52, DESIGN §11.2), settled before any job: the value the
// consultant sends with the pack (theirs, so confirmed), else the one kept on the client file, else
// what the file and its call state as code reads them. Either way code checks it against the file and
// its calls; a driver or budget neither verified there nor confirmed stops the pack with a 422 that
// carries the value, so a screen can show it, let it be corrected and send it back.
import { CLIENT_VALUE_FIELDS, clientValueTexts, statedValue } from './money/stated.ts';
import type { Currency } from './money/currency.ts';
import { confirmedValue, recheckValue, unconfirmed, verifyValue, type ReadValue } from './money/verify.ts';
import { standInResults, type PackMissing } from './packMissing.ts';
import { packStepRequest, requestValue, type PackInputs } from './pack.ts';
import type { PrefillClient, PrefillSource } from './tools/define.ts';
import { PACK_STEPS } from './catalog.ts';

/** Everything the value's quotes may come from: the file's fields that state figures, and every call. */
export const clientValueSource = (client: Pick<PrefillClient, (typeof CLIENT_VALUE_FIELDS)[number] | 'calls'>): string =>
  [...clientValueTexts(client), ...client.calls.map((call) => call.transcript)].join('\n');

/** The pack's value, checked: `sent` (the consultant's) when given, else the file's, else the reading of it. */
export function packValue(client: PrefillClient, currency: Currency, sent?: ReadValue): ReadValue {
  const source = clientValueSource(client);
  if (sent) return recheckValue(confirmedValue(sent), source, currency);
  if (client.value) return recheckValue(client.value, source, currency);
  const { drivers, budget } = statedValue(clientValueTexts(client, client.calls[0]?.transcript), currency);
  return verifyValue({ drivers, budget }, source, currency);
}

export const VALUE_LABEL = 'The value the price rests on';
export const VALUE_UNCONFIRMED_MESSAGE = 'Some figures of the value were not found in the call as read. Please check them, correct them if need be, and confirm before the pack is made.';

/**
 * The first step that prices from the value (its request, built as the pack will build it, carries
 * the value): the step the value is needed for. The earlier steps' results are their stand-ins.
 */
function pricingStep(inputs: Omit<PackInputs, 'done'>): string {
  const done: PrefillSource[] = [];
  for (const step of PACK_STEPS) {
    const built = packStepRequest(step, { ...inputs, done });
    if (built.success && requestValue(built.data, inputs.account.currency)) return step;
    done.push({ id: -done.length - 1, tool: step, request: {}, results: standInResults(step) });
  }
  return PACK_STEPS[PACK_STEPS.length - 1]!;
}

/** The 422's entry for a value with figures to confirm, or null when every figure may be priced. */
export function valueMissing(value: ReadValue, inputs: Omit<PackInputs, 'done'>): PackMissing | null {
  return unconfirmed(value).length > 0 ? { field: 'value', label: VALUE_LABEL, step: pricingStep({ ...inputs, client: { ...inputs.client, value } }), message: VALUE_UNCONFIRMED_MESSAGE } : null;
}
