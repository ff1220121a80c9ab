// /ai-proposal/:id? (issue 24): the proposal's form, with the value model its fees are priced from
// and a live preview of the three fees, then the proposal.
import { ROI_DEFAULTS, ROI_LIMITS } from '@growth-suite/shared';
import { DEFAULT_VALUE_MODEL } from '@growth-suite/shared/tools/proposal/pricing';
import { proposal, ProposalRequestSchema } from '@growth-suite/shared/tools/proposal';
import { Card, Col, Row, Typography } from 'antd';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { NumberField, TextAreaField, TextField } from '../../components/form/controls.tsx';
import { LiveResult } from '../../components/tool/LiveResult.tsx';
import { ToolForm } from '../../components/tool/ToolForm.tsx';
import { ToolShell } from '../../components/tool/ToolShell.tsx';
import { useToolForm } from '../../lib/tools/useToolForm.ts';
import { useToolScreen } from '../../lib/tools/useToolScreen.ts';
import { ActivityPanel } from './send/ActivityPanel.tsx';
import { SharePanel } from './send/SharePanel.tsx';
import { ValuePreview } from './ValuePreview.tsx';
import { lazyScreen } from '../../lib/lazyScreen.tsx';

// The result view loads with the first result, not with the empty form (see LiveResult).
const ProposalResults = lazyScreen('view:proposal', async () => ({ default: (await import('./ProposalResults.tsx')).ProposalResults }));

type FormValues = z.input<typeof ProposalRequestSchema>;
const [t1, t2, t3] = DEFAULT_VALUE_MODEL.tiers;
const EMPTY: FormValues = {
  email: '',
  fullName: '',
  companyName: '',
  clientCompany: '',
  prospectName: '',
  prospectTitle: '',
  clientNeeds: '',
  offerSummary: '',
  planSummary: '',
  emailSummary: '',
  valueInputs: { annualSalary: ROI_DEFAULTS.annualSalary, weeklyHours: ROI_DEFAULTS.weeklyHours },
  floor: DEFAULT_VALUE_MODEL.floor,
  tiers: [{ ...t1 }, { ...t2 }, { ...t3 }],
};

export default function ProposalPage() {
  const screen = useToolScreen(proposal, {
    successTitle: 'Proposal Generated',
    errorFallback: 'Failed to generate the proposal. Please try again.',
  }, ProposalResults);
  const { control, onSubmit } = useToolForm(screen, ProposalRequestSchema, EMPTY);
  const [valueInputs, floor, tiers] = useWatch({ control, name: ['valueInputs', 'floor', 'tiers'] });
  // A saved proposal, not being written: it can be sent to the client.
  const sendable = screen.id !== undefined && (screen.itemState === 'saved' || screen.itemState === 'fresh') && !screen.writing ? screen.id : null;

  const text = (name: 'email' | 'fullName' | 'companyName' | 'clientCompany' | 'prospectName' | 'prospectTitle', label: string, autoComplete?: string) => (
    <Col xs={24} md={12}>
      <TextField control={control} name={name} label={label} {...(autoComplete ? { autoComplete } : {})} />
    </Col>
  );
  const area = (name: 'clientNeeds' | 'offerSummary' | 'planSummary' | 'emailSummary', label: string, extra: string) => (
    <Col xs={24} md={12}>
      <TextAreaField control={control} name={name} label={label} extra={extra} rows={3} />
    </Col>
  );

  return (
    <ToolShell screen={screen} description="Draw on the client file, the offer, the plan and the sequence; get a proposal whose three fees are priced from the value it creates.">
      {screen.shown ? (
        <>
          {/* A saved proposal is shared with the client from above it; what the client does shows below it. */}
          {sendable !== null && <SharePanel id={sendable} busy={screen.pending || screen.refine.isPending} />}
          <LiveResult writing={screen.writing}>
            <ProposalResults results={screen.shown} onCreateAnother={screen.startOver} />
          </LiveResult>
          {sendable !== null && <ActivityPanel screen={screen} id={sendable} />}
        </>
      ) : (
        <ToolForm label="Proposal builder" onSubmit={onSubmit} pending={screen.pending} submit="Generate Proposal" submitting="Generating...">
          <Row gutter={16}>
            {text('email', 'Email', 'email')}
            {text('fullName', 'Full name', 'name')}
            {text('companyName', 'Your company name', 'organization')}
            {text('clientCompany', 'Client company')}
            {text('prospectName', "Prospect's name")}
            {text('prospectTitle', "Prospect's job title")}
            {area('clientNeeds', 'What the client needs', 'Their pains and goals (optional)')}
            {area('offerSummary', 'Offer summary', 'Optional')}
            {area('planSummary', 'Growth plan summary', 'Optional')}
            {area('emailSummary', 'Cold email summary', 'Optional')}
          </Row>
          <Typography.Title level={4}>Value model</Typography.Title>
          <Typography.Paragraph type="secondary">
            The value is the hours the work gives back a week, at the salary of who does them today. Each tier delivers a share of that value and charges a share of what it delivers,
            never below your floor.
          </Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <NumberField control={control} name="valueInputs.annualSalary" label="Annual salary (USD)" prefix="$" thousands step={ROI_LIMITS.annualSalary.step} />
            </Col>
            <Col xs={24} md={8}>
              <NumberField control={control} name="valueInputs.weeklyHours" label="Hours saved a week" step={ROI_LIMITS.weeklyHours.step} />
            </Col>
            <Col xs={24} md={8}>
              <NumberField control={control} name="floor" label="Lowest monthly fee (USD)" prefix="$" thousands step={100} />
            </Col>
          </Row>
          <Row gutter={16}>
            {([0, 1, 2] as const).map((i) => (
              <Col xs={24} md={8} key={i}>
                <Card size="small" title={`Tier ${i + 1}`} style={{ marginBottom: 16 }}>
                  <TextField control={control} name={`tiers.${i}.name`} label="Name" />
                  <NumberField control={control} name={`tiers.${i}.coverage`} label="Share of the value it delivers" suffix="%" scale={100} step={5} />
                  <NumberField control={control} name={`tiers.${i}.share`} label="Share of that value it charges" suffix="%" scale={100} step={1} />
                </Card>
              </Col>
            ))}
          </Row>
          <ValuePreview model={{ floor, tiers }} inputs={valueInputs} />
        </ToolForm>
      )}
    </ToolShell>
  );
}
