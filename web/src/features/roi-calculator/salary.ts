// The annual salary box's own format: the currency's symbol and thousands separators as the user
// types, and back to a number whatever was typed.

/** "$ 240,000", "£ 95,000": the currency's symbol and thousands separators (the box's own format). */
export function formatSalary(value: number | string | undefined, symbol = '$'): string {
  const text = String(value ?? '').replace(/[^\d.]/g, '');
  if (text === '') return '';
  const [whole = '', ...decimals] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${symbol} ${decimals.length > 0 ? `${grouped}.${decimals.join('')}` : grouped}`;
}

/** Spec §5: anything that is not a number (or nothing at all) becomes 0. */
export function parseSalary(value: string | undefined): number {
  const parsed = Number.parseFloat((value ?? '').replace(/[^\d.-]/g, ''));
  return Number.isFinite(parsed) ? Math.max(0, parsed) : 0;
}
