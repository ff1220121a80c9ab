// /ai-proposal/:id? (issue 24): the proposal's form, with the value model its fees are priced from
// and a live preview of the three fees, then the proposal.
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '@growth-suite/shared';
import { defaultValueModel } from '@growth-suite/shared/tools/proposal/pricing';
import { proposal, ProposalRequestFields } from '@growth-suite/shared/tools/proposal';
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
import { ValueInputsEditor } from './ValueInputsEditor.tsx';
import { EditValue, type ValueRequest } from './EditValue.tsx';
import { lazyScreen } from '../../lib/lazyScreen.tsx';

// The result view loads with the first result, not with the empty form (see LiveResult).
const ProposalResults = lazyScreen('view:proposal', async () => ({ default: (await import('./ProposalResults.tsx')).ProposalResults }));

type FormValues = z.input<typeof ProposalRequestFields>;
const START = defaultValueModel(DEFAULT_CURRENCY);
const [t1, t2, t3] = START.tiers;
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
  currency: DEFAULT_CURRENCY,
  locale: DEFAULT_LOCALE,
  // One driver to start from, its figures for the user to give: nothing is priced from a made-up value.
  valueInputs: { drivers: [{ kind: 'time', people: 1, hoursPerWeek: null as unknown as number, annualCostPerPerson: null as unknown as number }], budget: null },
  floor: START.floor,
  tiers: [{ ...t1 }, { ...t2 }, { ...t3 }],
};

export default function ProposalPage() {
  const screen = useToolScreen(proposal, {
    successTitle: 'Proposal Generated',
    errorFallback: 'Failed to generate the proposal. Please try again.',
  }, ProposalResults);
  const { control, onSubmit } = useToolForm(screen, ProposalRequestFields, EMPTY);
  const [valueInputs, floor, tiers, currency, locale] = useWatch({ control, name: ['valueInputs', 'floor', 'tiers', 'currency', 'locale'] });
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
    <ToolShell screen={screen} description="Draw on the client file, the offer, the plan and the sequence; get a proposal whose fees are priced from the value it creates.">
      {screen.shown ? (
        <>
          {/* A saved proposal is shared with the client from above it; what the client does shows below it. */}
          {sendable !== null && <SharePanel id={sendable} busy={screen.pending || screen.refine.isPending} clientId={screen.links?.client?.id ?? null} />}
          <LiveResult writing={screen.writing}>
            <ProposalResults
              results={screen.shown}
              onCreateAnother={screen.startOver}
              investmentAction={sendable !== null && screen.version !== null && screen.savedRequest ? <EditValue id={sendable} version={screen.version} request={screen.savedRequest as ValueRequest} results={screen.shown} /> : undefined}
            />
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
            The value is what the work is worth to the client a month: time given back, revenue gained, costs avoided, each from what they told you. Each tier delivers a share of
            that value and charges a share of what it delivers, never below its own floor (your lowest fee times the tier&apos;s multiple), each at least 10% dearer than the one
            before. A tier is offered when its floor is at most two thirds of what it delivers; the preview says which the value carries.
          </Typography.Paragraph>
          <ValueInputsEditor control={control} locale={locale} />
          <Row gutter={16}>
            {([0, 1, 2] as const).map((i) => (
              <Col xs={24} md={8} key={i}>
                <Card size="small" title={`Tier ${i + 1}`} style={{ marginBottom: 16 }}>
                  <TextField control={control} name={`tiers.${i}.name`} label="Name" />
                  <NumberField control={control} name={`tiers.${i}.coverage`} label="Share of the value it delivers" suffix="%" scale={100} step={5} />
                  <NumberField control={control} name={`tiers.${i}.share`} label="Share of that value it charges" suffix="%" scale={100} step={1} />
                  <NumberField control={control} name={`tiers.${i}.floorMultiple`} label="Its floor, times your lowest fee" suffix="×" step={0.1} />
                </Card>
              </Col>
            ))}
          </Row>
          <ValuePreview model={{ floor, tiers }} inputs={valueInputs} currency={currency} locale={locale} />
        </ToolForm>
      )}
    </ToolShell>
  );
}
