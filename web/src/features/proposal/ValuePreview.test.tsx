import { formatMoney, type ValueDriver } from '@growth-suite/shared';
import { defaultValueModel, priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { ValuePreview } from './ValuePreview.tsx';

const model = defaultValueModel('GBP');
const time = (annualCostPerPerson: number, hoursPerWeek: number): ValueDriver => ({ kind: 'time', people: 1, hoursPerWeek, annualCostPerPerson });

describe('the fee preview', () => {
  it('says in plain words, with the right figures, when the value cannot carry the floors, and offers one tier as a pilot', async () => {
    // £30,000 / 2080 h × 2 h a week × 52/12 = £125 a month; Essentials delivers half of it.
    const inputs = { drivers: [time(3_000_000, 2)] };
    renderScreen(<ValuePreview model={model} inputs={inputs} currency="GBP" locale="en-GB" />);
    expect(await screen.findByText('The value you entered (£125 a month) does not carry any tier at its floor.')).toBeTruthy();
    expect(screen.getByTestId('shortfall').textContent).toContain('Essentials delivers £63 a month, so its fee may be at most £41; its floor of £1,500 needs at least £4,500 a month of value');
    expect(screen.getByTestId('shortfall').textContent).toContain('The proposal offers Essentials alone, at £1,500 a month, as a pilot.');
    expect(screen.getAllByText(/\/mo$/)).toHaveLength(1);
    expect(screen.getByText('Each tier’s floor: Essentials £1,500 · Growth £2,550 · Partner £3,300.')).toBeTruthy();
  });

  it('a value that carries some floors: those tiers only, naming the one left out', async () => {
    renderScreen(<ValuePreview model={model} inputs={{ drivers: [{ kind: 'cost', amount: 485_000, period: 'month' }] }} currency="GBP" locale="en-GB" />);
    expect(await screen.findByText('The value you entered (£4,850 a month) carries Essentials and Growth, not Partner.')).toBeTruthy();
    expect(screen.getAllByText(/\/mo$/)).toHaveLength(2);
  });

  it('says nothing when the value carries the floor, and shows the fees in the proposal’s money with the stated budget', () => {
    const inputs = { drivers: [{ ...time(9_500_000, 40), people: 3 }], budget: { min: 350_000, max: 500_000, period: 'month' as const } };
    expect(priceTiers(model, inputs, 'GBP').shortfall).toBeNull();
    renderScreen(<ValuePreview model={model} inputs={inputs} currency="GBP" locale="en-GB" />);
    expect(screen.queryByTestId('shortfall')).toBeNull();
    expect(screen.getByText('£3,500–£5,000 a month')).toBeTruthy();
    for (const quote of priceTiers(model, inputs, 'GBP').tiers) expect(screen.getByText(`${formatMoney(quote.monthly, 'GBP', 'en-GB')}/mo`)).toBeTruthy();
  });

  it('asks for the figures instead of pricing a guess while a driver is incomplete', () => {
    renderScreen(<ValuePreview model={model} inputs={{ drivers: [{ kind: 'time', people: 1, hoursPerWeek: null, annualCostPerPerson: null }] }} currency="GBP" locale="en-GB" />);
    expect(screen.getByText('The fees show here once each source of value has its figures.')).toBeTruthy();
  });
});
