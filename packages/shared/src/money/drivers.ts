// Value drivers (DESIGN §11.1): the typed sources of monthly value a call states, each with the
// lines of the call it was read from. Code computes every driver's monthly value and the total; a
// model may find the drivers, never the figures they make. Amounts are minor units of the quote's
// currency (./currency.ts). Zod-free: the client's page moves the drivers and prices them.
import { WEEKS_PER_MONTH, WORK_HOURS_PER_YEAR } from '../roi.ts';

export const DRIVER_KINDS = ['time', 'revenue', 'cost'] as const;
export type DriverKind = (typeof DRIVER_KINDS)[number];
export const PERIODS = ['month', 'year'] as const;
export type Period = (typeof PERIODS)[number];

/** A quote's length at most (a sentence or two of the call). */
export const EVIDENCE_CHARS = 300;

/** A line of the call a figure was read from, verbatim, and who said it (a transcript's speaker label). */
export interface Evidence {
  quote: string;
  speaker?: string;
}

/**
 * How far a driver's (or the budget's) figures can be trusted (DESIGN §11.2). `verified`: code found
 * every quote in the call and every figure stated by its quotes (./verify.ts); `flagged` names the
 * figures it could not find there. `confirmed`: the consultant checked or typed the figures. A figure
 * neither verified nor confirmed is never priced.
 */
export interface Checked {
  evidence?: Evidence[];
  verified?: boolean;
  flagged?: string[];
  confirmed?: boolean;
}

/** Hours given back: `people` each spending `hoursPerWeek` on what the work takes over, at their yearly cost. */
export interface TimeDriver extends Checked {
  kind: 'time';
  people: number;
  hoursPerWeek: number;
  /** One person's yearly cost (salary and on-costs), minor units. */
  annualCostPerPerson: number;
}

/** Revenue gained: extra customers or deals a month, each worth `valuePerUnit`, of which `margin` is kept. */
export interface RevenueDriver extends Checked {
  kind: 'revenue';
  unitsPerMonth: number;
  /** One customer's or deal's revenue, minor units. */
  valuePerUnit: number;
  /** The share of that revenue that is profit, 0–1. */
  margin: number;
}

/** A cost the work avoids: an amount each month or year, minor units. */
export interface CostDriver extends Checked {
  kind: 'cost';
  amount: number;
  period: Period;
}

export type ValueDriver = TimeDriver | RevenueDriver | CostDriver;

/** The budget the client stated, minor units per `period` ("£3.5–5k a month": min 350000, max 500000). */
export interface Budget extends Checked {
  min: number;
  max: number;
  period: Period;
}


/** The limits of each input (the forms, the schemas and the client's page hold them). Money in major units × 100 is checked by the schema. */
export const DRIVER_LIMITS = {
  people: { min: 1, max: 10_000 },
  hoursPerWeek: { min: 0.5, max: 60 },
  unitsPerMonth: { min: 0, max: 100_000 },
  margin: { min: 0.01, max: 1 },
  /** Any amount, minor units: up to a billion in major units of a two-digit currency. */
  amount: { min: 0, max: 100_000_000_000 },
  drivers: { max: 6 },
  /**
   * The drivers' monthly value together, minor units: ten trillion (a hundred billion major units of a
   * two-digit currency). Each field's own maximum allows far more (six revenue drivers at theirs make
   * 6 × 10^16), past what a double holds exactly (2^53 ≈ 9 × 10^15): fees priced from that would be
   * inexact. Under this one, every fee, value and ROI the pricing writes is an exact integer.
   */
  monthlyValue: { max: 10_000_000_000_000 },
} as const;

const finite = (value: number) => (Number.isFinite(value) ? value : 0);
const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, finite(value)));

/** A driver held to its limits (a posted driver is checked by its schema first; this is the last guard). */
export function normaliseDriver(driver: ValueDriver): ValueDriver {
  const evidence = checksOf(driver);
  switch (driver.kind) {
    case 'time':
      return { kind: 'time', people: clamp(driver.people, DRIVER_LIMITS.people), hoursPerWeek: clamp(driver.hoursPerWeek, DRIVER_LIMITS.hoursPerWeek), annualCostPerPerson: clamp(driver.annualCostPerPerson, DRIVER_LIMITS.amount), ...evidence };
    case 'revenue':
      return { kind: 'revenue', unitsPerMonth: clamp(driver.unitsPerMonth, DRIVER_LIMITS.unitsPerMonth), valuePerUnit: clamp(driver.valuePerUnit, DRIVER_LIMITS.amount), margin: clamp(driver.margin, DRIVER_LIMITS.margin), ...evidence };
    case 'cost':
      return { kind: 'cost', amount: clamp(driver.amount, DRIVER_LIMITS.amount), period: driver.period === 'year' ? 'year' : 'month', ...evidence };
  }
}

/** A driver's or budget's evidence and checks, as they are (no figure). */
export function checksOf(checked: Checked): Checked {
  const { evidence, verified, flagged, confirmed } = checked;
  return { ...(evidence ? { evidence } : {}), ...(verified !== undefined ? { verified } : {}), ...(flagged ? { flagged } : {}), ...(confirmed !== undefined ? { confirmed } : {}) };
}

/** Whether a driver or the budget may be priced: its figures verified against the call, or confirmed by the consultant. */
export const isTrusted = (checked: Checked): boolean => checked.confirmed === true || checked.verified === true;

/** One driver's monthly value, minor units, unrounded (the pricing rounds once, at the end). */
export function driverMonthlyValue(driver: ValueDriver): number {
  const d = normaliseDriver(driver);
  switch (d.kind) {
    case 'time':
      return d.people * (d.annualCostPerPerson / WORK_HOURS_PER_YEAR) * d.hoursPerWeek * WEEKS_PER_MONTH;
    case 'revenue':
      return d.unitsPerMonth * d.valuePerUnit * d.margin;
    case 'cost':
      return d.period === 'year' ? d.amount / 12 : d.amount;
  }
}

/** What the schema says past the limit; here beside it, not with the schemas: a client's page says it without loading zod. */
export const VALUE_TOO_LARGE = 'The sources of value add up to more than the pricing can handle: check the figures';

/** Whether the drivers' monthly value is within DRIVER_LIMITS.monthlyValue (the schema refuses more). */
export const withinValueLimit = (drivers: readonly ValueDriver[]): boolean => totalMonthlyValue(drivers) <= DRIVER_LIMITS.monthlyValue.max;

/** The monthly value of all the drivers, minor units, unrounded. */
export const totalMonthlyValue = (drivers: readonly ValueDriver[]): number => drivers.reduce((sum, driver) => sum + driverMonthlyValue(driver), 0);

/** A budget per month, minor units (a yearly budget is a twelfth a month). */
export const monthlyBudget = (budget: Budget): { min: number; max: number } => {
  const per = budget.period === 'year' ? 12 : 1;
  const min = Math.max(0, finite(budget.min)) / per;
  const max = Math.max(0, finite(budget.max)) / per;
  return { min: Math.min(min, max), max: Math.max(min, max) };
};

/** What each kind is called on screens and in documents. */
export const DRIVER_LABELS: Record<DriverKind, string> = {
  time: 'Time saved',
  revenue: 'Revenue gained',
  cost: 'Cost avoided',
};
