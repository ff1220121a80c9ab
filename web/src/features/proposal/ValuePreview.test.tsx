import { formatMoney, type ValueDriver } from '@growth-suite/shared';
import { defaultValueModel, floorWarning, priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { ValuePreview } from './ValuePreview.tsx';

const model = defaultValueModel('GBP');
const time = (annualCostPerPerson: number, hoursPerWeek: number): ValueDriver => ({ kind: 'time', people: 1, hoursPerWeek, annualCostPerPerson });

describe('the fee preview', () => {
  it('warns with the figures when the value cannot carry the floor, naming the tiers that would cost more than they create', async () => {
    const inputs = { drivers: [time(3_000_000, 2)] };
    const warning = floorWarning(model, inputs, 'GBP')!;
    expect(warning.losing).toEqual(['Essentials', 'Growth', 'Partner']);
    renderScreen(<ValuePreview model={model} inputs={inputs} currency="GBP" locale="en-GB" />);
    expect(await screen.findByText(`The value you entered (${formatMoney(warning.value, 'GBP', 'en-GB')} a month) cannot carry your floor of £1,500 a month.`)).toBeTruthy();
    expect(screen.getByText(/Essentials, Growth, Partner would cost your client more than the value they create/)).toBeTruthy();
  });

  it('says nothing when the value carries the floor, and shows the fees in the proposal’s money with the stated budget', () => {
    const inputs = { drivers: [{ ...time(9_500_000, 40), people: 3 }], budget: { min: 350_000, max: 500_000, period: 'month' as const } };
    expect(floorWarning(model, inputs, 'GBP')).toBeNull();
    renderScreen(<ValuePreview model={model} inputs={inputs} currency="GBP" locale="en-GB" />);
    expect(screen.queryByText(/cannot carry your floor/)).toBeNull();
    expect(screen.getByText('£3,500–£5,000 a month')).toBeTruthy();
    for (const quote of priceTiers(model, inputs, 'GBP')) expect(screen.getByText(`${formatMoney(quote.monthly, 'GBP', 'en-GB')}/mo`)).toBeTruthy();
  });

  it('asks for the figures instead of pricing a guess while a driver is incomplete', () => {
    renderScreen(<ValuePreview model={model} inputs={{ drivers: [{ kind: 'time', people: 1, hoursPerWeek: null, annualCostPerPerson: null }] }} currency="GBP" locale="en-GB" />);
    expect(screen.getByText('The fees show here once each source of value has its figures.')).toBeTruthy();
  });
});
