// Working for a client and from earlier results (client workspaces): the tool screen's URL says
// which (`?client=<id>&from=<tool>:<id>,…`, see stepLink), the client picker changes it, and the
// form is filled from them through the step's prefill. The generation then carries them as its
// `context`, so the new result stores its client and what it was made from.
import { isCurrency, parseStepQuery, type GenerationContext, type Prefill, type PrefillSource } from '@growth-suite/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { clientQuery } from '../clients/api.ts';
import { historyItemQuery } from './api.ts';
import { useBrand } from '../brand.ts';

/** `prefill`: the step's own (its tool's definition's): what fills the form. */
export function useWorkFor(prefill: Prefill<Record<string, unknown>>) {
  const [params, setParams] = useSearchParams();
  const { clientId, from } = parseStepQuery(params);
  const client = useQuery({ ...clientQuery(clientId ?? 0), enabled: clientId !== undefined });
  const sources = useQueries({ queries: from.map((source) => historyItemQuery(source.tool, source.id)) });
  const loaded: PrefillSource[] = sources.flatMap((query) =>
    query.data ? [{ id: query.data.id, tool: query.data.tool, request: query.data.request as Record<string, unknown>, results: query.data.results as Record<string, unknown> }] : [],
  );
  const settled = (clientId === undefined || !client.isPending) && sources.every((query) => !query.isPending);
  const clientFile = clientId !== undefined ? client.data : undefined;
  const loadedKey = loaded.map((source) => source.id).join(',');
  // The form's money: the client's currency, else the brand's (a prefill reads amounts only in it).
  const { data: brand } = useBrand(clientFile !== undefined);
  const currency = isCurrency(clientFile?.currency) ? clientFile.currency : isCurrency(brand?.currency) ? brand.currency : undefined;

  /** The form's values from them, once all of them are loaded (null: nothing to fill from, or not yet). */
  const values = useMemo(
    () => (settled && (clientFile || loaded.length > 0) ? prefill.values({ client: clientFile, sources: loaded, currency }) : null),
    // The sources are keyed by their ids: the list is a new array on every render.
    [settled, clientFile, loadedKey, prefill, currency], // eslint-disable-line react-hooks/exhaustive-deps
  );

  /** What the generation is made with: the client and the sources that are the user's (one that failed to load is left out). */
  const context: GenerationContext = {
    ...(clientFile ? { clientId: clientFile.id } : {}),
    ...(loaded.length > 0 ? { sourceIds: loaded.map((source) => source.id) } : {}),
  };

  /** Picks a client (undefined: no client); the results it is made from stay. */
  const setClient = (id: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === undefined) next.delete('client');
        else next.set('client', String(id));
        return next;
      },
      { replace: true },
    );

  return {
    /** The form can be filled from a client file (the intake's cannot: it makes one). */
    forClients: prefill.client !== false,
    clientId,
    client: clientFile ?? null,
    /** The client in the URL is not the user's (or is gone). */
    clientMissing: clientId !== undefined && client.isError,
    /** The results it is made from, as loaded. */
    sources: loaded,
    missingSources: sources.filter((query) => query.isError).length,
    loading: !settled,
    values,
    /** The picked client's currency, else the brand's; undefined without a client (the brand's is then not asked for here). */
    currency,
    context,
    setClient,
  };
}

export type WorkFor = ReturnType<typeof useWorkFor>;

/** Fills a form from `values` when they arrive or change; what the prefill does not fill stays as typed. */
export function useFillForm<V extends FieldValues>(values: object | null, form: Pick<UseFormReturn<V>, 'reset' | 'getValues'>) {
  useEffect(() => {
    // The values are the form's own fields (the step's prefill is typed by its request schema).
    if (values) form.reset({ ...form.getValues(), ...(values as Partial<V>) });
  }, [values]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * Shows `saved` in the form (a saved item's request, or a reattached job's; null: the blank form) when
 * it changes or the screen goes back to no item (`empty`). The first draw is left alone when nothing
 * is saved: the form starts blank already, and a reset would draw every field again just as the page
 * comes alive (on a phone, a long task before the first tap is answered).
 */
export function useShowSaved<R>(saved: R | null, empty: boolean, show: (saved: R | null) => void) {
  const first = useRef(true);
  useEffect(() => {
    const firstDraw = first.current;
    first.current = false;
    if (firstDraw && saved === null) return;
    show(saved);
  }, [saved, empty]); // eslint-disable-line react-hooks/exhaustive-deps
}
