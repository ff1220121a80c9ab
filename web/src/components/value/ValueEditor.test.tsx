import { driverMonthlyValue, formatMoney, wholeMajor, type TimeDriver } from '@growth-suite/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { ValueEditor } from './ValueEditor.tsx';
import type { DraftValue } from './value.ts';

const misread: TimeDriver = {
  kind: 'time',
  people: 1,
  hoursPerWeek: 30,
  annualCostPerPerson: 9_500_000,
  evidence: [{ quote: 'I spend fifteen, sometimes twenty hours a week on proposals', speaker: 'Sarah' }, { quote: 'Our MD is on £95k', speaker: 'Sarah' }],
  verified: false,
  flagged: ['hoursPerWeek'],
};

/** The monthly value as the shared sum makes it, in pounds as the editor writes it. */
const worth = (driver: TimeDriver) => formatMoney(wholeMajor(driverMonthlyValue(driver), 'GBP'), 'GBP', 'en-GB');

let last: DraftValue | null = null;
function Editor({ start }: { start: DraftValue }) {
  const [value, setValue] = useState(start);
  return (
    <ValueEditor
      value={value}
      onChange={(next) => {
        last = next;
        setValue(next);
      }}
      currency="GBP"
      locale="en-GB"
    />
  );
}

describe('the value editor', () => {
  it('shows each quote with its speaker, flags the figure the call does not state, and confirms it', async () => {
    renderScreen(<Editor start={{ drivers: [misread], budget: null }} />);
    const time = await screen.findByRole('group', { name: 'Time saved' });
    expect(within(time).getByRole('list', { name: 'What the call said: Time saved' }).textContent).toContain('Sarah: “I spend fifteen, sometimes twenty hours');
    expect(within(time).getByText('Not found in the call — check it')).toBeTruthy();
    const hours = within(time).getByLabelText('Hours a week') as HTMLInputElement;
    expect(hours.getAttribute('aria-describedby')).toBeTruthy();
    // As a person writes it: not "30.0" (the step of half an hour), and money grouped in thousands.
    expect(hours.value).toBe('30');
    expect((within(time).getByLabelText('Yearly cost of one person (GBP)') as HTMLInputElement).value).toBe('95,000');
    expect(within(time).getByText(`Worth ${worth(misread)} a month`)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/not confirmed/);
    fireEvent.click(within(time).getByRole('button', { name: /Confirm Time saved/ }));
    expect(within(time).queryByText('Not found in the call — check it')).toBeNull();
    expect(within(time).getByText('Confirmed')).toBeTruthy();
    expect(last?.drivers[0]).toMatchObject({ confirmed: true, hoursPerWeek: 30 });
  });

  it('a corrected figure is the consultant’s: confirmed, and the monthly value follows it', async () => {
    renderScreen(<Editor start={{ drivers: [misread], budget: null }} />);
    const hours = await screen.findByLabelText('Hours a week');
    fireEvent.change(hours, { target: { value: '17.5' } });
    fireEvent.blur(hours);
    expect(last?.drivers[0]).toMatchObject({ hoursPerWeek: 17.5, confirmed: true, flagged: [] });
    const corrected = worth({ ...misread, hoursPerWeek: 17.5 });
    expect(screen.getByText(`Worth ${corrected} a month`)).toBeTruthy();
    expect(screen.getByTestId('value-total').textContent).toBe(corrected);
  });

  it('adds and removes drivers and the budget', async () => {
    renderScreen(<Editor start={{ drivers: [misread], budget: null }} />);
    fireEvent.click(await screen.findByRole('button', { name: /Add cost avoided/ }));
    expect(screen.getByRole('group', { name: 'Cost avoided' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Remove Time saved/ }));
    expect(screen.queryByRole('group', { name: 'Time saved' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Add the budget they stated/ }));
    expect(screen.getByRole('group', { name: 'Budget' })).toBeTruthy();
    expect(last).toMatchObject({ drivers: [{ kind: 'cost', confirmed: true }], budget: { min: null, max: null, period: 'month', confirmed: true } });
  });

  it('a blank figure is said to be missing once its box is left or the form sent, not before', async () => {
    const { unmount } = renderScreen(<Editor start={{ drivers: [], budget: null }} />);
    fireEvent.click(await screen.findByRole('button', { name: /Add cost avoided/ }));
    expect(screen.queryByText('Please enter the cost avoided')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Cost avoided (GBP)'));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the cost avoided');
    unmount();
    renderScreen(<ValueEditor value={{ drivers: [{ kind: 'cost', amount: null, period: 'month' }], budget: null }} onChange={() => undefined} currency="GBP" locale="en-GB" submitted />);
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the cost avoided');
  });
});
