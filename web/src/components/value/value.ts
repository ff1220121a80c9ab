// The value being edited (DESIGN §11.2, issue 52): the drivers and budget a call states, as the
// consultant checks them before anything is priced. A figure may be blank while it is typed (null);
// every sum is the shared one (driverMonthlyValue), every limit and message the shared table's
// (DRIVER_FIELDS). What the consultant types or confirms is marked `confirmed`; `verified` and
// `flagged` are the server's checks against the call, shown as they came.
import {
  driverFieldError,
  driverMonthlyValue,
  DRIVER_FIELDS,
  isTrusted,
  type Budget,
  type Checked,
  type DriverField,
  type DriverKind,
  type ReadValue,
  type ValueDriver,
} from '@growth-suite/shared';

/** A figure being typed: null while its box is empty. */
type Blankable<T> = { [K in keyof T]: T[K] extends number ? number | null : T[K] };
export type DraftDriver = Blankable<ValueDriver>;
export type DraftBudget = Blankable<Budget>;
export interface DraftValue {
  drivers: DraftDriver[];
  budget: DraftBudget | null;
}

/** The budget's two figures as the driver fields are described (money, typed in major units). */
export const BUDGET_FIELDS: readonly DriverField[] = [
  { key: 'min', label: 'lowest budget', unit: 'money', min: 0, max: 100_000_000_000, step: 100 },
  { key: 'max', label: 'highest budget', unit: 'money', min: 0, max: 100_000_000_000, step: 100 },
];

/** The label a box shows: "Hours a week". */
export const fieldLabel = (field: DriverField) => field.label.charAt(0).toUpperCase() + field.label.slice(1);

/** The value as read (or kept on the file), to edit. */
export const draftOf = (value: ReadValue | null | undefined): DraftValue => ({ drivers: [...(value?.drivers ?? [])], budget: value?.budget ?? null });

/** A figure of a driver or the budget by key (null when blank). */
export const figureOf = (item: DraftDriver | DraftBudget, key: string): number | null => {
  const figure = (item as unknown as Record<string, unknown>)[key];
  return typeof figure === 'number' ? figure : null;
};

/**
 * A figure the consultant typed: it is theirs now, so it is no longer flagged; the item is confirmed
 * once none of its figures is left flagged (a reading with no quote in the call, flagged 'evidence',
 * stays to be confirmed as a whole).
 */
export function withFigure<T extends DraftDriver | DraftBudget>(item: T, key: string, figure: number | null): T {
  const flagged = (item.flagged ?? []).filter((name) => name !== key);
  return { ...item, [key]: figure, flagged, confirmed: item.confirmed === true || flagged.length === 0 };
}

/** The consultant checked the item as it stands. */
export const confirmed = <T extends Checked>(item: T): T => ({ ...item, confirmed: true });

/** A driver the consultant adds: every figure theirs to type (one person to start a time saved). */
export function blankDriver(kind: DriverKind): DraftDriver {
  if (kind === 'time') return { kind, people: 1, hoursPerWeek: null, annualCostPerPerson: null, confirmed: true };
  if (kind === 'revenue') return { kind, unitsPerMonth: null, valuePerUnit: null, margin: null, confirmed: true };
  return { kind, amount: null, period: 'month', confirmed: true };
}

export const blankBudget = (): DraftBudget => ({ min: null, max: null, period: 'month', confirmed: true });

/** Whether the figure named `key` is one the call does not state and the consultant has not yet confirmed. */
export const isFlagged = (item: Checked, key: string) => !isTrusted(item) && (item.flagged ?? []).includes(key);

/** What a box says is wrong with its figure, or null. */
export function figureError(field: DriverField, figure: number | null): string | null {
  return driverFieldError(field, figure ?? undefined);
}

/** Every figure's error, by path ("drivers.0.hoursPerWeek", "budget.max"). */
export function draftErrors(value: DraftValue): Record<string, string> {
  const errors: Record<string, string> = {};
  value.drivers.forEach((driver, i) => {
    for (const field of DRIVER_FIELDS[driver.kind]) {
      const error = figureError(field, figureOf(driver, field.key));
      if (error) errors[`drivers.${i}.${field.key}`] = error;
    }
  });
  if (value.budget) {
    for (const field of BUDGET_FIELDS) {
      const error = figureError(field, figureOf(value.budget, field.key));
      if (error) errors[`budget.${field.key}`] = error;
    }
    const { min, max } = value.budget;
    if (!errors['budget.max'] && min !== null && max !== null && max < min) errors['budget.max'] = 'The highest budget must be at least the lowest';
  }
  return errors;
}

/** Whether every figure of the driver is typed (its monthly value can be shown). */
export const isComplete = (driver: DraftDriver) => DRIVER_FIELDS[driver.kind].every((field) => figureOf(driver, field.key) !== null);

/** A driver's monthly value, minor units, or null while a figure is blank. */
export const monthlyOf = (driver: DraftDriver): number | null => (isComplete(driver) ? driverMonthlyValue(driver as ValueDriver) : null);

/** The drivers' monthly value together (blank ones left out). */
export const totalOf = (value: DraftValue): number => value.drivers.reduce((sum, driver) => sum + (monthlyOf(driver) ?? 0), 0);

/** The drivers and budget still to be confirmed: neither found in the call nor checked by the consultant. */
export const toConfirm = (value: DraftValue): number => [...value.drivers, ...(value.budget ? [value.budget] : [])].filter((item) => !isTrusted(item)).length;

/** The value to send, once draftErrors is empty (no figure is blank then). */
export const readValueOf = (value: DraftValue): ReadValue => ({ drivers: value.drivers as ValueDriver[], budget: value.budget as Budget | null });

/** What the consultant sends back from a confirmation: every driver and the budget confirmed. */
export const allConfirmed = (value: DraftValue): ReadValue => readValueOf({ drivers: value.drivers.map(confirmed), budget: value.budget ? confirmed(value.budget) : null });
