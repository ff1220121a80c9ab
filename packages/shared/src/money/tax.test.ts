import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { feeTax, taxNote, taxOn, taxSettingsOf } from './tax.ts';

const vat20 = { included: false, rate: 20, name: 'VAT' };

describe('the tax on a fee (integer minor units)', () => {
  it('adds the tax to a fee that excludes it: £4,500 + VAT 20% = £5,400', () => {
    expect(taxOn(450_000, vat20)).toEqual({ kind: 'excluded', fee: 450_000, net: 450_000, tax: 90_000, total: 540_000 });
    expect(feeTax(450_000, vat20, 'GBP', 'en-GB')).toMatchObject({ label: 'excl. VAT', detail: 'VAT 20%: £900 · total £5,400', text: 'excl. VAT (VAT 20%: £900 · total £5,400)' });
  });

  it('finds the tax a fee that includes it contains: £6,000 incl. VAT 20% holds £1,000', () => {
    expect(taxOn(600_000, { ...vat20, included: true })).toEqual({ kind: 'included', fee: 600_000, net: 500_000, tax: 100_000, total: 600_000 });
    expect(feeTax(600_000, { ...vat20, included: true }, 'GBP', 'en-GB')).toMatchObject({ label: 'incl. VAT', detail: 'includes VAT 20%: £1,000' });
  });

  it('rounds half up to a whole minor unit, with rates of two decimals', () => {
    // 1,001 × 7.25% = 72.5725 → 73; 10 × 5% = 0.5 → 1 (half up); 9 × 5% = 0.45 → 0.
    expect(taxOn(1_001, { included: false, rate: 7.25, name: 'Sales tax' }).tax).toBe(73);
    expect(taxOn(10, { included: false, rate: 5, name: 'GST' }).tax).toBe(1);
    expect(taxOn(9, { included: false, rate: 5, name: 'GST' }).tax).toBe(0);
    // 100 incl. 20%: net 83.33… → 83, tax 17 (net + tax is the fee as written).
    expect(taxOn(100, { included: true, rate: 20, name: 'VAT' })).toMatchObject({ net: 83, tax: 17, total: 100 });
    expect(feeTax(10_000, { included: false, rate: 10, name: '消費税' }, 'JPY', 'ja-JP').detail).toBe('消費税 10%: ￥1,000 · total ￥11,000');
  });

  it('states nothing when the rate is 0 or the settings are absent', () => {
    expect(taxOn(450_000, { included: false, rate: 0, name: 'VAT' })).toMatchObject({ kind: 'none', tax: 0, total: 450_000 });
    expect(feeTax(450_000, null, 'GBP', 'en-GB')).toMatchObject({ label: '', detail: '', text: '' });
    expect(taxNote(undefined, 'en-GB')).toBe('');
    expect(taxNote({ included: true, rate: 15, name: 'GST' }, 'en-NZ')).toBe('Fees include GST at 15%.');
    expect(taxNote({ included: false, rate: 8.5, name: '' }, 'en-US')).toBe('Fees exclude VAT at 8.5%.');
  });

  it('writes the rate and the amounts in the locale: 19 % MwSt. in de-DE', () => {
    expect(feeTax(100_000, { included: false, rate: 19, name: 'MwSt.' }, 'EUR', 'de-DE').detail).toBe('MwSt. 19%: 190\u00a0€ · total 1.190\u00a0€');
  });

  it('always splits into whole minor units that add up (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), fc.boolean(), (fee, bp, included) => {
        const split = taxOn(fee, { included, rate: bp / 100, name: 'VAT' });
        expect(Number.isInteger(split.tax) && Number.isInteger(split.net)).toBe(true);
        expect(split.net + split.tax).toBe(split.total);
        expect(split.tax).toBeGreaterThanOrEqual(0);
        // Within half a minor unit of the exact figure.
        const exact = included ? fee - (fee * 10_000) / (10_000 + bp) : (fee * bp) / 10_000;
        expect(Math.abs(split.tax - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it('reads stored settings, keeping only a stated tax', () => {
    expect(taxSettingsOf({ included: true, rate: 20, name: '' })).toEqual({ included: true, rate: 20, name: 'VAT' });
    expect(taxSettingsOf({ included: false, rate: 0, name: 'VAT' })).toBeNull();
    expect(taxSettingsOf(null)).toBeNull();
    expect(taxSettingsOf('20%')).toBeNull();
  });
});

describe('the tax’s name a form starts with', () => {
  it('follows the locale’s region, VAT when unknown', async () => {
    const { suggestedTaxName } = await import('./tax.ts');
    expect(suggestedTaxName('en-AU')).toBe('GST');
    expect(suggestedTaxName('en-US')).toBe('Sales tax');
    expect(suggestedTaxName('en-GB')).toBe('VAT');
    expect(suggestedTaxName('')).toBe('VAT');
  });
});
