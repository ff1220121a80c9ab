// /ai-growth-plan-creator/:id? (spec §2 Growth Plan Creator).
import { growthPlan, GrowthPlanRequestSchema } from '@growth-suite/shared/tools/growth-plan';
import { Col, Row } from 'antd';
import type { z } from 'zod';
import { NumberTextField, TextAreaField, TextField } from '../../components/form/controls.tsx';
import { LiveResult } from '../../components/tool/LiveResult.tsx';
import { ToolForm } from '../../components/tool/ToolForm.tsx';
import { ToolShell } from '../../components/tool/ToolShell.tsx';
import { useToolForm } from '../../lib/tools/useToolForm.ts';
import { useToolScreen } from '../../lib/tools/useToolScreen.ts';
import { lazyScreen } from '../../lib/lazyScreen.tsx';

// The result view loads with the first result, not with the empty form (see LiveResult).
const GrowthPlanResults = lazyScreen('view:growth-plan', async () => ({ default: (await import('./GrowthPlanResults.tsx')).GrowthPlanResults }));

type FormValues = z.input<typeof GrowthPlanRequestSchema>;
const EMPTY: FormValues = {
  email: '',
  fullName: '',
  companyName: '',
  clientCompany: '',
  clientIndustry: '',
  prospectName: '',
  prospectTitle: '',
  currentRevenue: '',
  growthGoals: '',
  resources: '',
  challenges: '',
  // No box of its own: the brand's (or the client's) money, which the revenue and the plan's figures are in.
  currency: undefined,
};

export default function GrowthPlanPage() {
  const screen = useToolScreen(growthPlan, {
    successTitle: 'Growth Plan Generated',
    errorFallback: 'Failed to generate growth plan. Please try again.',
  }, GrowthPlanResults);
  const { control, onSubmit, watch } = useToolForm(screen, GrowthPlanRequestSchema, EMPTY);
  const currency = watch('currency') ?? 'USD';

  const text = (name: keyof FormValues, label: string, autoComplete?: string) => (
    <Col xs={24} md={12}>
      <TextField control={control} name={name} label={label} {...(autoComplete ? { autoComplete } : {})} />
    </Col>
  );

  return (
    <ToolShell
      screen={screen}
      description="Describe the client, their goals and resources; get a phased strategy with KPIs and milestones."
    >
      {/* The result takes the form's place; while it is written, it already stands there. */}
      {screen.shown ? (
        <LiveResult writing={screen.writing}>
          <GrowthPlanResults results={screen.shown} onCreateAnother={screen.startOver} />
        </LiveResult>
      ) : (
        <ToolForm label="Growth plan creator" onSubmit={onSubmit} pending={screen.pending} submit="Generate Growth Plan" submitting="Generating...">
          <Row gutter={16}>
            {text('email', 'Email', 'email')}
            {text('fullName', 'Full name', 'name')}
            {text('companyName', 'Your company name', 'organization')}
            {text('clientCompany', 'Client company')}
            {text('clientIndustry', 'Client industry')}
            {text('prospectName', "Prospect's name")}
            {text('prospectTitle', "Prospect's job title")}
            <Col xs={24} md={12}>
              <NumberTextField control={control} name="currentRevenue" label={`Current annual revenue (${currency})`} />
            </Col>
            <Col xs={24}>
              <TextAreaField control={control} name="growthGoals" label="Growth goals" rows={3} />
            </Col>
            <Col xs={24}>
              <TextAreaField control={control} name="resources" label="Available resources" rows={3} />
            </Col>
            <Col xs={24}>
              <TextAreaField control={control} name="challenges" label="Current challenges" rows={3} />
            </Col>
          </Row>
        </ToolForm>
      )}
    </ToolShell>
  );
}
