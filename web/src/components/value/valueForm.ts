// The value as a form's field (react-hook-form + zod): every figure within the shared limits, and, where
// a price is made from it, at least one source of value.
import { z } from 'zod';
import { draftErrors, type DraftValue } from './value.ts';

export const NO_DRIVER = 'Please add at least one source of value (time saved, revenue gained or cost avoided)';

export const valueFormSchema = (needsDriver: boolean) =>
  z.object({
    value: z.custom<DraftValue>().superRefine((value, ctx) => {
      for (const [path, message] of Object.entries(draftErrors(value))) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
      if (needsDriver && value.drivers.length === 0) ctx.addIssue({ code: 'custom', path: ['drivers'], message: NO_DRIVER });
    }),
  });
export type ValueForm = { value: DraftValue };
