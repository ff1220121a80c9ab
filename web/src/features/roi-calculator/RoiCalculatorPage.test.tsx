import { computeRoi } from '@growth-suite/shared/tools/roi-calculator';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../app/providers.tsx';
import { AFTER_A_CALL } from '../../test/api.ts';
import { renderScreen } from '../../test/render.tsx';
import RoiCalculatorPage from './RoiCalculatorPage.tsx';

const HINT = 'Below 100%: consider raising the ROI multiple or reducing the fee.';

function renderPage() {
  return render(
    <Providers client={createQueryClient()}>
      <MemoryRouter initialEntries={['/roi-calculator']}>
        <RoiCalculatorPage />
      </MemoryRouter>
    </Providers>,
  );
}

/** The displayed value of one of the four figures, found by its title. */
const figure = (label: string) =>
  screen.getByText(label, { selector: '.ant-statistic-title' }).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent;

const figures = () => [
  figure('Monthly cost savings'),
  figure('Recommended monthly retainer'),
  figure("Client's net savings"),
  figure('ROI'),
];

const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

// No brand (the api answers nothing): the calculator is in dollars, as for a new account in the US.
beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 404 }))));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ROI calculator', () => {
  it('starts at the defaults: $10,000 / $3,333 / $6,667 / 200%', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'ROI Calculator' })).toBeTruthy();
    expect(figures()).toEqual(['$10,000', '$3,333', '$6,667', '200%']);
    expect(inputValue('Annual salary')).toBe('$ 240,000');
    expect(inputValue('Weekly hours removed')).toBe('20');
    expect(inputValue('Desired ROI multiple')).toBe('3.0');
    const bar = screen.getByRole('progressbar', { name: 'ROI' });
    expect(bar.getAttribute('aria-valuenow')).toBe('200');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe(`${(200 / 300) * 100}%`);
    expect(screen.getByText('0%')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('a multiple of 1 gives net savings $0, ROI 0% and the below-100% hint', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Desired ROI multiple'), { target: { value: '1' } });
    expect(figure('Monthly cost savings')).toBe('$10,000');
    expect(figure('Recommended monthly retainer')).toBe('$10,000');
    expect(figure("Client's net savings")).toBe('$0');
    expect(figure('ROI')).toBe('0%');
    expect(screen.getByRole('progressbar', { name: 'ROI' }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText(HINT)).toBeTruthy();
  });

  it('turns a non-numeric salary into 0, and every figure into $0', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Annual salary'), { target: { value: 'abc' } });
    expect(figures()).toEqual(['$0', '$0', '$0', '0%']);
    expect(screen.getByText(HINT)).toBeTruthy();
  });

  it('Reset to Defaults restores the three defaults and the figures', async () => {
    const user = userEvent.setup();
    renderPage();
    fireEvent.change(screen.getByLabelText('Annual salary'), { target: { value: '120000' } });
    fireEvent.change(screen.getByLabelText('Weekly hours removed'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Desired ROI multiple'), { target: { value: '1' } });
    expect(figure('Monthly cost savings')).toBe('$2,500');
    await user.click(screen.getByRole('button', { name: /Reset to Defaults/ }));
    expect(figures()).toEqual(['$10,000', '$3,333', '$6,667', '200%']);
    expect(inputValue('Annual salary')).toBe('$ 240,000');
    expect(inputValue('Weekly hours removed')).toBe('20');
    expect(inputValue('Desired ROI multiple')).toBe('3.0');
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('Share copies a readable summary and says "Copied!"', async () => {
    const user = userEvent.setup();
    renderPage();
    // user-event installs its own clipboard on setup, so stub after it.
    const writeText = stubClipboard(async () => {});
    await user.click(screen.getByRole('button', { name: /Share/ }));
    expect(writeText).toHaveBeenCalledOnce();
    const summary = writeText.mock.calls[0]![0];
    expect(summary).toContain('$10,000');
    expect(summary).toContain('200%');
    expect(summary).toContain('Annual salary: $240,000');
    expect(summary).toContain("Client's net savings: $6,667");
    expect(summary.split('\n').length).toBeGreaterThan(4);
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(screen.getByText('Results copied to clipboard')).toBeTruthy();
  });

  it('a rejecting clipboard shows "Failed to copy"', async () => {
    const user = userEvent.setup();
    renderPage();
    const writeText = stubClipboard(async () => {
      throw new Error('denied');
    });
    await user.click(screen.getByRole('button', { name: /Share/ }));
    expect(writeText).toHaveBeenCalledOnce();
    expect(await screen.findByText('Failed to copy')).toBeTruthy();
    expect(screen.getByText('Could not copy results to clipboard.')).toBeTruthy();
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('works in the brand\'s currency and locale: pounds in the figures, the salary box and the summary', async () => {
    const brand = { firmName: 'Brightside', senderName: '', signature: '', accentColor: '', currency: 'GBP', locale: 'en-GB', terms: '', taxIncluded: false, taxRate: 0, taxName: '', logo: null, updatedAt: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/account/brand' ? new Response(JSON.stringify(brand), { status: 200 }) : new Response('{}', { status: 404 }))),
    );
    const writeText = stubClipboard(async () => {});
    renderPage();
    expect(await screen.findByText('£10,000')).toBeTruthy();
    expect(figures()).toEqual(['£10,000', '£3,333', '£6,667', '200%']);
    expect(inputValue('Annual salary')).toBe('£ 240,000');
    await userEvent.click(screen.getByRole('button', { name: /Share/ }));
    expect(writeText.mock.calls[0]![0]).toContain('Annual salary: £240,000');
    expect(writeText.mock.calls[0]![0]).not.toContain('$');
  });

  it('Save to History sends the figures on screen with their money, then shows the saved calculation at its own address', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method === 'POST' && url === '/api/tools/roi-calculator') {
          const body = JSON.parse(String(init.body)) as Parameters<typeof computeRoi>[0];
          posted.push(body);
          // The api queues it and the worker works it out by code, as the screen did.
          return Response.json({ ...computeRoi(body), historyId: 6 });
        }
        if (url === '/api/history/roi-calculator/6/versions') return Response.json([{ number: 1, author: 'ai', kind: 'original', createdAt: '2026-11-01T10:00:00.000Z' }]);
        return new Response('{}', { status: 404 });
      }),
    );
    const user = userEvent.setup();
    // The screen moves to the saved item only while the browser is still on the calculator.
    window.history.replaceState(null, '', '/roi-calculator');
    renderScreen(<RoiCalculatorPage />, { path: '/roi-calculator', pattern: '/roi-calculator/:id?' });
    fireEvent.change(screen.getByLabelText('Weekly hours removed'), { target: { value: '10' } });
    expect(figure('Monthly cost savings')).toBe('$5,000');
    await user.click(screen.getByRole('button', { name: /Save to History/ }));
    expect(await screen.findByText('ROI calculation', {}, AFTER_A_CALL)).toBeTruthy();
    expect(posted).toEqual([{ annualSalary: 240_000, weeklyHours: 10, roiMultiple: 3, currency: 'USD', locale: 'en-US' }]);
    // The saved calculation, read only: its inputs and figures, no boxes to type in.
    expect(figure('Weekly hours removed')).toBe('10');
    expect(figure('Monthly cost savings')).toBe('$5,000');
    expect(figure('Recommended monthly retainer')).toBe('$1,667');
    expect(screen.queryByLabelText('Weekly hours removed')).toBeNull();
    expect(screen.getAllByText('Saved to History').length).toBeGreaterThan(0);
    // A new calculation starts from the saved figures.
    // Like any saved result: the Download menu (its code loads with the saved item).
    expect(await screen.findByRole('button', { name: /Download/ }, AFTER_A_CALL)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /New Calculation/ }));
    expect(((await screen.findByLabelText('Weekly hours removed', {}, AFTER_A_CALL)) as HTMLInputElement).value).toBe('10');
    expect(figure('Monthly cost savings')).toBe('$5,000');
  });
});
