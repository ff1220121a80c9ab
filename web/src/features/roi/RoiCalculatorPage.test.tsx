import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import RoiCalculatorPage from './RoiCalculatorPage.tsx';

const figure = (label: string) => screen.getByText(label, { selector: '.ant-statistic-title' }).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('ROI calculator', () => {
  it('starts at 10000 / 3333 / 6667 / 200', () => {
    renderScreen(<RoiCalculatorPage />);
    expect(figure('Monthly cost savings')).toBe('$10,000');
    expect(figure('Recommended monthly retainer')).toBe('$3,333');
    expect(figure("Client's net savings")).toBe('$6,667');
    expect(figure('ROI')).toBe('200%');
  });

  it('recomputes on every change, shows the hint below 100 %, and resets', async () => {
    const user = userEvent.setup();
    renderScreen(<RoiCalculatorPage />);
    const multiple = screen.getByLabelText('Desired ROI multiple');
    fireEvent.change(multiple, { target: { value: '1' } });
    expect(figure("Client's net savings")).toBe('$0');
    expect(figure('ROI')).toBe('0%');
    expect(screen.getByText('Below 100%: consider raising the ROI multiple or reducing the fee.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Reset to Defaults/ }));
    expect(figure('ROI')).toBe('200%');
  });

  it('turns a non-numeric salary into 0', () => {
    renderScreen(<RoiCalculatorPage />);
    fireEvent.change(screen.getByLabelText('Annual salary'), { target: { value: 'abc' } });
    expect(figure('Monthly cost savings')).toBe('$0');
    expect(figure('ROI')).toBe('0%');
  });

  it('shares a readable summary, and says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(<RoiCalculatorPage />);
    await user.click(screen.getByRole('button', { name: /Share/ }));
    expect(writeText).toHaveBeenCalledOnce();
    expect(writeText.mock.calls[0]![0]).toContain('Monthly cost savings: $10,000');
    expect(await screen.findByText('Results copied to clipboard')).toBeTruthy();
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: /Share/ }));
    expect(await screen.findByText('Could not copy results to clipboard.')).toBeTruthy();
  });
});
