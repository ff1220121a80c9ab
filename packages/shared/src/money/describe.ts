// Value drivers in words, with their figures in the quote's money: what the acceptance record, the
// documents and the screens say a driver is ("Time saved: 1 person × 17.5 h a week at £95,000 a year").
import { formatMoney, wholeMajor, type Currency } from './currency.ts';
import { DRIVER_LABELS, driverMonthlyValue, monthlyBudget, type Budget, type ValueDriver } from './drivers.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** One driver, its inputs and its monthly value. */
export function describeDriver(driver: ValueDriver, currency: Currency, locale: string): string {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const monthly = money(wholeMajor(driverMonthlyValue(driver), currency));
  switch (driver.kind) {
    case 'time':
      return `${DRIVER_LABELS.time}: ${plural(driver.people, 'person', 'people')} × ${driver.hoursPerWeek} h a week at ${money(driver.annualCostPerPerson)} a year (${monthly} a month)`;
    case 'revenue':
      return `${DRIVER_LABELS.revenue}: ${driver.unitsPerMonth} more a month × ${money(driver.valuePerUnit)} at ${percent(driver.margin)} margin (${monthly} a month)`;
    case 'cost':
      // A month's cost is its own monthly value: said once.
      return `${DRIVER_LABELS.cost}: ${money(driver.amount)} a ${driver.period}${driver.period === 'month' ? '' : ` (${monthly} a month)`}`;
  }
}

/** The stated budget: "£3,500–£5,000 a month". */
export function describeBudget(budget: Budget, currency: Currency, locale: string): string {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const { min, max } = budget;
  return `${min === max ? money(min) : `${money(min)}–${money(max)}`} a ${budget.period}${budget.period === 'year' ? ` (${money(wholeMajor(monthlyBudget(budget).max, currency))} a month at most)` : ''}`;
}
