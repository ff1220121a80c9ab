// /roi-calculator/:id? (spec §2, §5, §9): three inputs, four figures recomputed on every change as the
// user types, the ROI bar capped at 300%, Reset to Defaults and Share. The calculator is a tool like
// the others: Save to History keeps the calculation (worked out again by code when it is saved), and
// a saved one reopens here, read only, with the usual result actions.
import { ReloadOutlined, SaveOutlined, ShareAltOutlined } from '@ant-design/icons';
import { currencySymbol, moneySettings, normaliseRoiInput, ROI_DEFAULTS, ROI_LIMITS, type RoiInput } from '@growth-suite/shared';
import { computeRoi, roiCalculator, roiLines, roiSummary, type RoiCalculatorRequest } from '@growth-suite/shared/tools/roi-calculator';
import { Button, Card, Col, Row, Space, Statistic } from 'antd';
import { useState } from 'react';
import { LiveResult } from '../../components/tool/LiveResult.tsx';
import { ToolShell } from '../../components/tool/ToolShell.tsx';
import { useBrand } from '../../lib/brand.ts';
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import { useToast } from '../../lib/toast.ts';
import { useToolScreen } from '../../lib/tools/useToolScreen.ts';
import { useShowSaved } from '../../lib/tools/workFor.ts';
import { RoiBar } from './RoiBar.tsx';
import { RoiField } from './RoiField.tsx';
import { formatSalary, parseSalary } from './salary.ts';

// A saved calculation's view loads when one is saved or reopened, not with the calculator.
const RoiCalculatorResults = lazyScreen('view:roi-calculator', async () => ({ default: (await import('./RoiCalculatorResults.tsx')).RoiCalculatorResults }));

const TEXTS = {
  successTitle: 'Saved to History',
  successDescription: 'Your ROI calculation is saved; reopen it from History at any time.',
  errorFallback: 'Failed to save the calculation. Please try again.',
};

export default function RoiCalculatorPage() {
  const screen = useToolScreen(roiCalculator, TEXTS, RoiCalculatorResults);
  const [input, setInput] = useState<RoiInput>({ ...ROI_DEFAULTS });
  const toast = useToast();
  const { workFor } = screen;
  const { data: brand } = useBrand();
  // The calculator's money: the client's currency when working for one, else the brand's; the brand's
  // locale (US dollars without either). A client file's '' currency means the brand's: workFor decides.
  const money = moneySettings({ currency: workFor.currency ?? brand?.currency, locale: brand?.locale });
  const symbol = currencySymbol(money.currency, money.locale);
  const request: RoiCalculatorRequest = { ...input, currency: money.currency, locale: money.locale };
  // Worked out on every change (calculateRoi, through the tool's own computeRoi): the same calculation
  // the saved one will be, so what Share copies is what Save keeps.
  const result = computeRoi(request);
  const set = (patch: Partial<Record<keyof RoiInput, unknown>>) => setInput((current) => normaliseRoiInput({ ...current, ...patch }));

  // For a client, or from a growth plan (`?client=&from=`): the figures their texts state; the rest stays.
  // Adjusted while rendering (React's pattern for state that follows a prop), once per new set of values.
  const [filledWith, setFilledWith] = useState<object | null>(null);
  if (workFor.values && workFor.values !== filledWith) {
    setFilledWith(workFor.values);
    setInput((current) => normaliseRoiInput({ ...current, ...workFor.values }));
  }
  // A saved calculation reopened: its figures are the calculator's too, so "New Calculation" starts
  // from them (adjust and save again). Back on an empty calculator, the figures stay as they were.
  useShowSaved(screen.savedRequest, screen.id === undefined, (saved) => {
    if (saved) setInput(normaliseRoiInput(saved));
  });

  const share = async () => {
    try {
      await navigator.clipboard.writeText(roiSummary(result));
      toast.success('Copied!', 'Results copied to clipboard');
    } catch {
      toast.error('Failed to copy', 'Could not copy results to clipboard.');
    }
  };

  // The four figures as every view of a calculation words them (the result carries the money it is in).
  const { figures } = roiLines(result);

  return (
    <ToolShell screen={screen} description="Work out a fair monthly retainer from the time your work saves a client.">
      {screen.results !== null ? (
        // In the result's place, as every tool's (focused when just saved; its view loads there).
        <LiveResult writing={false}>
          <RoiCalculatorResults results={screen.results} onCreateAnother={screen.startOver} />
        </LiveResult>
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={10}>
            <Card title="Inputs">
              <Space orientation="vertical" size={20} style={{ width: '100%' }}>
                <RoiField
                  id="roi-salary"
                  label="Annual salary"
                  limits={ROI_LIMITS.annualSalary}
                  value={input.annualSalary}
                  cleared={0}
                  formatter={(value) => formatSalary(value, symbol)}
                  parser={parseSalary}
                  onChange={(annualSalary) => set({ annualSalary })}
                />
                <RoiField
                  id="roi-hours"
                  label="Weekly hours removed"
                  limits={ROI_LIMITS.weeklyHours}
                  precision={0}
                  slider
                  value={input.weeklyHours}
                  cleared={ROI_LIMITS.weeklyHours.min}
                  onChange={(weeklyHours) => set({ weeklyHours })}
                />
                <RoiField
                  id="roi-multiple"
                  label="Desired ROI multiple"
                  limits={ROI_LIMITS.roiMultiple}
                  precision={1}
                  slider
                  value={input.roiMultiple}
                  cleared={ROI_LIMITS.roiMultiple.min}
                  onChange={(roiMultiple) => set({ roiMultiple })}
                />
                <Space wrap>
                  <Button icon={<ReloadOutlined />} onClick={() => setInput({ ...ROI_DEFAULTS })} disabled={screen.pending}>
                    Reset to Defaults
                  </Button>
                  <Button icon={<ShareAltOutlined />} onClick={() => void share()}>
                    Share
                  </Button>
                  <Button type="primary" icon={<SaveOutlined />} loading={screen.pending} onClick={() => void screen.submit(request)}>
                    Save to History
                  </Button>
                </Space>
              </Space>
            </Card>
          </Col>
          <Col xs={24} lg={14}>
            <Card title="Results">
              <Row gutter={[16, 16]}>
                {figures.map(({ label, value }) => (
                  <Col xs={12} key={label}>
                    <Statistic title={label} value={value} styles={{ content: { minWidth: 120, fontVariantNumeric: 'tabular-nums' } }} />
                  </Col>
                ))}
              </Row>
              <RoiBar roiPercentage={result.roiPercentage} />
            </Card>
          </Col>
        </Row>
      )}
    </ToolShell>
  );
}
