// A tool screen's form (spec §2, §4): what every tool's form does the same way, so its page keeps only
// its fields. Checked by the tool's request schema on submit and then as the user corrects it; blank
// with the account's own details; showing a saved item's request (or a reattached job's); filled from
// the client and results the screen works for; submitting to the screen's generation.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormSetValue } from 'react-hook-form';
import type { z } from 'zod';
import { useAccountDefaults } from './accountDefaults.ts';
import { useFillForm, useShowSaved } from './workFor.ts';

/** What the form needs of its screen (useToolScreen): the request it shows and the one it submits. */
export interface FormScreen<Request> {
  id: number | undefined;
  savedRequest: Request | null;
  workFor: { values: object | null };
  submit(request: Request): unknown;
}

/** `empty`: the blank form, before the account's details (a constant, or memoised: it keys them). */
export function useToolForm<S extends z.ZodType<FieldValues, FieldValues>>(screen: FormScreen<z.output<S>>, schema: S, empty: DefaultValues<z.input<S>>) {
  const blank = useAccountDefaults(empty);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: blank,
  });
  const { reset, getValues, setValue } = form;
  // Over the blank form: a field the saved request lacks (an optional one) shows its blank value.
  useShowSaved(screen.savedRequest, screen.id === undefined, (saved) => reset(saved ? { ...blank, ...saved } : blank));
  // The brand's firm arrives after the form is drawn: it fills "Your company name" while that is empty.
  const firm: unknown = blank.companyName;
  useEffect(() => {
    if (typeof firm === 'string' && firm && !getValues().companyName) fillField(setValue, 'companyName', firm);
  }, [firm, getValues, setValue]);
  // The brand's money arrives after the form is drawn too: it replaces the blank form's default money
  // while the user has not chosen one (a saved request keeps its own).
  const money = { currency: blank.currency as unknown, locale: blank.locale as unknown };
  useEffect(() => {
    if (screen.id !== undefined) return;
    const state = form.getFieldState('currency' as never);
    if (typeof money.currency === 'string' && money.currency && !state.isDirty) fillField(setValue, 'currency', money.currency);
    if (typeof money.locale === 'string' && money.locale) fillField(setValue, 'locale', money.locale);
  }, [money.currency, money.locale]); // eslint-disable-line react-hooks/exhaustive-deps
  // A client picked, or a link from a client or a result: fills what it knows, keeps the rest.
  useFillForm(screen.workFor.values, form);
  return { ...form, onSubmit: form.handleSubmit((request) => screen.submit(request)) };
}

/** Sets a field the form is known to have (checked at run time), whatever its form's type. */
function fillField<V extends FieldValues>(setValue: UseFormSetValue<V>, name: string, value: string) {
  (setValue as UseFormSetValue<FieldValues>)(name, value);
}
