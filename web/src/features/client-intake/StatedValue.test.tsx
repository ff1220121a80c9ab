import { UK_CALL } from '@growth-suite/shared/test/ukCall';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatedValue } from './StatedValue.tsx';

const GBP = { currency: 'GBP', locale: 'en-GB' } as const;
const blank = { budgetSignals: '', pains: '', notes: '', goals: '' };
const items = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);

describe('the value the call states, on the intake’s review', () => {
  it('lists each driver and the budget in the proposal’s currency, each with the line it was read from', () => {
    render(<StatedValue fields={blank} transcript={UK_CALL} money={GBP} />);
    expect(screen.getByRole('heading', { name: 'The value the call states (GBP)' })).toBeTruthy();
    expect(items()).toEqual([
      expect.stringContaining('Time saved: 1 person × 17.5 h a week at £95,000 a year (£3,464 a month)“Sarah: Our MD is on £95k'),
      expect.stringMatching(/^Cost avoided: £1,200 a month“Sarah: We also pay a freelancer/),
      expect.stringContaining('Revenue gained: 2 more a month × £4,000 at 40% margin (£3,200 a month)'),
      expect.stringContaining('Stated budget: £3,500–£5,000 a month'),
    ]);
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('reads a figure the consultant adds to a field, once, as the pack will', () => {
    const { rerender } = render(<StatedValue fields={blank} transcript="We talked about the weather." money={GBP} />);
    expect(screen.getByText(/states no figures in GBP/)).toBeTruthy();
    rerender(<StatedValue fields={{ ...blank, budgetSignals: 'They could invest £2,000 a month.' }} transcript="We talked about the weather." money={GBP} />);
    expect(items()).toEqual([expect.stringContaining('Stated budget: £2,000 a month')]);
  });

  it('never converts an amount in another currency: it is named as not used', () => {
    render(<StatedValue fields={blank} transcript="We pay a freelancer €1,200 a month for the proposals." money={GBP} />);
    expect(screen.getByText(/states no figures in GBP/)).toBeTruthy();
    expect(screen.getByText(/Not used, as stated in another currency: €1,200/)).toBeTruthy();
  });
});
