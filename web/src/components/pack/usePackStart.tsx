// Starting a pack (POST /api/tools/pack) where the value must be confirmed first (DESIGN §11.2, issue
// 52): when the server answers that a figure is neither found in the call nor confirmed (422 naming
// the field 'value', before any job), the value as read opens in the editor; what the consultant
// confirms is sent back as `value` and the start is tried again. Any other answer is the caller's.
import type { MoneySettings, ReadValue } from '@growth-suite/shared';
import { moneySettings } from '@growth-suite/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { brandQuery } from '../../lib/brand.ts';
import { clientQuery } from '../../lib/clients/api.ts';
import { missingOf, PACK_PAGE, PACK_START, useStartPack, valueToConfirm, type PackStart, type PackStartState } from '../../lib/packs.ts';
import { useToast } from '../../lib/toast.ts';
import { useNavigate } from '../../lib/workspaceRouting.tsx';
import { ValueDrawer } from '../value/ValueDrawer.tsx';

/** The consultant closed the value's drawer without confirming: the pack did not start, and that is all. */
export class ValueNotConfirmed extends Error {
  constructor() {
    super('The value was not confirmed');
    this.name = 'ValueNotConfirmed';
  }
}

type Started = { packId: number };
interface Ask {
  input: PackStart;
  value: ReadValue;
  money: MoneySettings;
  resolve: (answer: Started) => void;
  reject: (error: unknown) => void;
}

export function usePackStart() {
  const start = useStartPack();
  const queries = useQueryClient();
  const [ask, setAsk] = useState<Ask | null>(null);

  /** The money the client's figures are in: its own currency, else the brand's. */
  async function moneyOf(clientId: number): Promise<MoneySettings> {
    const [file, brand] = await Promise.all([queries.fetchQuery(clientQuery(clientId)).catch(() => null), queries.fetchQuery(brandQuery).catch(() => null)]);
    return moneySettings({ currency: file?.currency || brand?.currency, locale: brand?.locale });
  }

  async function attempt(input: PackStart, resolve: Ask['resolve'], reject: Ask['reject']) {
    try {
      const answer = await start.mutateAsync(input);
      setAsk(null);
      resolve(answer);
    } catch (error) {
      const asked = valueToConfirm(error);
      if (!asked) {
        setAsk(null);
        reject(error);
        return;
      }
      setAsk({ input, value: asked.value, money: await moneyOf(input.clientId), resolve, reject });
    }
  }

  /** Starts the pack: its id, or the error (ValueNotConfirmed when the consultant closed the value without confirming). */
  const run = (input: PackStart) => new Promise<Started>((resolve, reject) => void attempt(input, resolve, reject));

  const drawer = (
    <ValueDrawer
      open={ask !== null}
      title="Confirm the value"
      why={
        <Alert
          type="warning"
          showIcon
          title="Confirm the value before any price is made"
          description="Some figures are not found in the call, or not confirmed yet. Check each one against what was said, correct what is wrong, then confirm: the pack prices from what you confirm, and it is kept on the client file. Nothing has been spent yet."
        />
      }
      value={ask?.value ?? null}
      currency={ask?.money.currency ?? 'USD'}
      locale={ask?.money.locale ?? 'en-US'}
      submit="Confirm and build the pack"
      busy={start.isPending}
      onSubmit={(value) => ask && void attempt({ ...ask.input, value }, ask.resolve, ask.reject)}
      onClose={() => {
        ask?.reject(new ValueNotConfirmed());
        setAsk(null);
      }}
    />
  );
  return { start: run, isPending: start.isPending || ask !== null, drawer };
}

/**
 * "Build the pack" from anywhere: starts it and opens its page; the value to confirm opens in its
 * drawer; a file the pack cannot be finished from opens the one form that asks for every missing
 * field (PACK_START); any other refusal is a toast.
 */
export function useBuildPack() {
  const { start, isPending, drawer } = usePackStart();
  const navigate = useNavigate();
  const toast = useToast();
  // Two presses in one tick both pass the button's loading state: a ref sees the first.
  const busy = useRef(false);
  const build = async (clientId: number, transcript?: string) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const { packId } = await start({ clientId, ...(transcript ? { transcript } : {}) });
      void navigate(PACK_PAGE(clientId, packId));
    } catch (error) {
      if (error instanceof ValueNotConfirmed) return;
      const missing = missingOf(error);
      if (missing) void navigate(PACK_START(clientId), { state: { missing } satisfies PackStartState });
      else toast.error('The pack could not start', errorMessage(error));
    } finally {
      busy.current = false;
    }
  };
  return { build, isPending, drawer };
}
