// /roi-calculator (spec §2, §5, §9): three inputs, four figures recomputed on every change,
// the ROI bar capped at 300%, Reset to Defaults and Share.
import { ReloadOutlined, ShareAltOutlined } from '@ant-design/icons';
import {
  calculateRoi,
  currencySymbol,
  formatMoney,
  moneySettings,
  normaliseRoiInput,
  ROI_BAR_CAP_PERCENT,
  ROI_DEFAULTS,
  ROI_LIMITS,
  roiBarWidth,
  roiPrefill,
  toMinor,
  type MoneySettings,
  type RoiInput,
  type RoiResult,
} from '@growth-suite/shared';
import { Alert, Button, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useToast } from '../../lib/toast.ts';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { ClientPicker } from '../../components/tool/ClientPicker.tsx';
import { useWorkFor } from '../../lib/tools/workFor.ts';
import { RoiField } from './RoiField.tsx';
import { useBrand } from '../../lib/brand.ts';

// The calculator's money: the client's currency when working for one, else the brand's; the brand's locale
// (moneySettings: US dollars without either).
const US = moneySettings({});

/** A figure in whole units of the currency ("£3,333"): the calculator's figures are estimates. */
export const formatRoiMoney = (major: number, { currency, locale }: MoneySettings = US) => formatMoney(toMinor(Math.round(major), currency), currency, locale);

export function roiSummary(input: RoiInput, result: RoiResult, money: MoneySettings = US): string {
  const format = (major: number) => formatRoiMoney(major, money);
  return [
    'ROI Retainer Calculation',
    `Annual salary: ${format(input.annualSalary)}`,
    `Weekly hours removed: ${input.weeklyHours}`,
    `Desired ROI multiple: ${input.roiMultiple}x`,
    `Monthly cost savings: ${format(result.monthlyCostSavings)}`,
    `Recommended monthly retainer: ${format(result.recommendedMonthlyRetainer)}`,
    `Client's net savings: ${format(result.clientNetSavings)}`,
    `ROI: ${result.roiPercentage}%`,
  ].join('\n');
}

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

/** 0 %, 100 %, 200 %, 300 %: every 100 points up to the cap. */
const ROI_SCALE_MARKS = Array.from({ length: ROI_BAR_CAP_PERCENT / 100 + 1 }, (_, i) => i * 100);

export default function RoiCalculatorPage() {
  const [input, setInput] = useState<RoiInput>({ ...ROI_DEFAULTS });
  const toast = useToast();
  const result = calculateRoi(input);
  const set = (patch: Partial<Record<keyof RoiInput, unknown>>) => setInput((current) => normaliseRoiInput({ ...current, ...patch }));
  // For a client, or from a growth plan (`?client=&from=`): the figures their texts state; the rest stays.
  // Adjusted while rendering (React's pattern for state that follows a prop), once per new set of values.
  const workFor = useWorkFor(roiPrefill);
  const { data: brand } = useBrand();
  // A client file's '' currency means the brand's: workFor decides which.
  const money = moneySettings({ currency: workFor.currency ?? brand?.currency, locale: brand?.locale });
  const symbol = currencySymbol(money.currency, money.locale);
  const [filledWith, setFilledWith] = useState<object | null>(null);
  if (workFor.values && workFor.values !== filledWith) {
    setFilledWith(workFor.values);
    setInput((current) => normaliseRoiInput({ ...current, ...workFor.values }));
  }

  const share = async () => {
    try {
      await navigator.clipboard.writeText(roiSummary(input, result, money));
      toast.success('Copied!', 'Results copied to clipboard');
    } catch {
      toast.error('Failed to copy', 'Could not copy results to clipboard.');
    }
  };

  const figures = [
    ['Monthly cost savings', formatRoiMoney(result.monthlyCostSavings, money)],
    ['Recommended monthly retainer', formatRoiMoney(result.recommendedMonthlyRetainer, money)],
    ["Client's net savings", formatRoiMoney(result.clientNetSavings, money)],
    ['ROI', `${result.roiPercentage}%`],
  ] as const;

  return (
    <>
      <PageTitle>ROI Calculator</PageTitle>
      <Typography.Paragraph type="secondary">
        Work out a fair monthly retainer from the time your work saves a client.
      </Typography.Paragraph>
      <ClientPicker workFor={workFor} />
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
                <Button icon={<ReloadOutlined />} onClick={() => setInput({ ...ROI_DEFAULTS })}>
                  Reset to Defaults
                </Button>
                <Button type="primary" icon={<ShareAltOutlined />} onClick={() => void share()}>
                  Share
                </Button>
              </Space>
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title="Results">
            <Row gutter={[16, 16]}>
              {figures.map(([label, value]) => (
                <Col xs={12} key={label}>
                  <Statistic title={label} value={value} styles={{ content: { minWidth: 120, fontVariantNumeric: 'tabular-nums' } }} />
                </Col>
              ))}
            </Row>
            <div style={{ marginTop: 24 }}>
              <Typography.Text strong>Return on investment</Typography.Text>
              <div
                role="progressbar"
                aria-label="ROI"
                aria-valuenow={result.roiPercentage}
                aria-valuemin={0}
                aria-valuemax={ROI_BAR_CAP_PERCENT}
                aria-valuetext={`${result.roiPercentage}%`}
                style={{ position: 'relative', height: 14, background: '#f0f0f0', borderRadius: 7, marginTop: 8, overflow: 'hidden' }}
              >
                <div
                  style={{
                    width: `${roiBarWidth(result.roiPercentage)}%`,
                    height: '100%',
                    background: result.roiPercentage >= 100 ? '#52c41a' : '#faad14',
                    transition: 'width 0.2s',
                  }}
                />
              </div>
              {/* Each mark sits where its value is on the bar (the bar ends at ROI_BAR_CAP_PERCENT). */}
              <div className="roi-scale" aria-hidden="true">
                {ROI_SCALE_MARKS.map((mark) => (
                  <span key={mark} style={{ left: `${(mark / ROI_BAR_CAP_PERCENT) * 100}%` }}>
                    {mark}%
                  </span>
                ))}
              </div>
              {result.roiPercentage < 100 && (
                <Alert type="warning" showIcon style={{ marginTop: 8 }} title="Below 100%: consider raising the ROI multiple or reducing the fee." />
              )}
            </div>
          </Card>
        </Col>
      </Row>
    </>
  );
}
