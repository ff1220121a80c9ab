import { DEFAULT_VALUE_MODEL, priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { ValuePreview } from './ValuePreview.tsx';

describe('the fee preview', () => {
  it('warns, naming the tiers, when the floor sets a fee above the value the tier creates', async () => {
    const inputs = { annualSalary: 90_000, weeklyHours: 15 };
    const under = priceTiers(DEFAULT_VALUE_MODEL, inputs).filter((q) => q.monthly > q.value).map((q) => q.name);
    expect(under).toEqual(['Essentials']);
    renderScreen(<ValuePreview model={DEFAULT_VALUE_MODEL} inputs={inputs} />);
    expect(await screen.findByText('Essentials would cost your client more than the value it creates.')).toBeTruthy();
  });

  it('says nothing when every tier is worth more than it costs', () => {
    const inputs = { annualSalary: 150_000, weeklyHours: 30 };
    expect(priceTiers(DEFAULT_VALUE_MODEL, inputs).every((q) => q.monthly <= q.value)).toBe(true);
    renderScreen(<ValuePreview model={DEFAULT_VALUE_MODEL} inputs={inputs} />);
    expect(screen.queryByText(/would cost your client more/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Fee preview' })).toBeTruthy();
  });
});
