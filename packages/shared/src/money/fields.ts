// Each value driver's inputs as a person types them (DESIGN §11.1): their labels, the units they are
// typed in (money in major units, a margin in percent) and their limits, with one message per broken
// limit. The request's zod schema (./schemas.ts) and the client's light page check a driver with this
// same table, so a field says the same thing everywhere. Zod-free.
import { toMajor, toMinor, type Currency } from './currency.ts';
import { DRIVER_LIMITS, type DriverKind, type ValueDriver } from './drivers.ts';

export type FieldUnit = 'money' | 'number' | 'percent';

export interface DriverField {
  key: string;
  label: string;
  unit: FieldUnit;
  /** Limits in stored units (minor units, a 0–1 share). */
  min: number;
  max: number;
  /** A slider's or stepper's step, in typed units. */
  step: number;
}

const money = (key: string, label: string): DriverField => ({ key, label, unit: 'money', ...DRIVER_LIMITS.amount, step: 100 });

export const DRIVER_FIELDS: Record<DriverKind, readonly DriverField[]> = {
  time: [
    { key: 'people', label: 'number of people', unit: 'number', ...DRIVER_LIMITS.people, step: 1 },
    { key: 'hoursPerWeek', label: 'hours a week', unit: 'number', ...DRIVER_LIMITS.hoursPerWeek, step: 0.5 },
    { ...money('annualCostPerPerson', 'yearly cost of one person'), step: 1000 },
  ],
  revenue: [
    { key: 'unitsPerMonth', label: 'extra customers a month', unit: 'number', ...DRIVER_LIMITS.unitsPerMonth, step: 1 },
    money('valuePerUnit', 'value of one customer'),
    { key: 'margin', label: 'margin', unit: 'percent', ...DRIVER_LIMITS.margin, step: 1 },
  ],
  cost: [money('amount', 'cost avoided')],
};

/** What a stored value shows as in its box: major units, a percent. */
export function typedValue(field: DriverField, stored: number, currency: Currency): number {
  if (field.unit === 'money') return toMajor(stored, currency);
  if (field.unit === 'percent') return Math.round(stored * 10_000) / 100;
  return stored;
}

/** What a typed value stores as: minor units, a 0–1 share. */
export function storedValue(field: DriverField, typed: number, currency: Currency): number {
  if (field.unit === 'money') return toMinor(typed, currency);
  if (field.unit === 'percent') return typed / 100;
  return typed;
}

const percentOf = (share: number) => `${Math.round(share * 100)}%`;

/** The message for a stored value that breaks a limit, or null. */
export function driverFieldError(field: DriverField, stored: number | undefined): string | null {
  if (stored === undefined || !Number.isFinite(stored)) return `Please enter the ${field.label}`;
  if (field.unit === 'money') {
    if (stored < field.min) return `The ${field.label} cannot be negative`;
    if (stored > field.max) return `The ${field.label} is too large`;
    return null;
  }
  const show = field.unit === 'percent' ? percentOf : String;
  if (stored < field.min) return `The ${field.label} must be at least ${show(field.min)}`;
  if (stored > field.max) return `The ${field.label} must be at most ${show(field.max)}`;
  return null;
}

/** A driver's field value by key (its inputs are numbers; `kind`, `period` and `evidence` are not fields). */
export const fieldOf = (driver: ValueDriver, key: string): number => (driver as unknown as Record<string, number>)[key] ?? 0;
