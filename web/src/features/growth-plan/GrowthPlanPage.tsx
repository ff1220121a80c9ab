// /ai-growth-plan-creator/:id? (spec §2 Growth Plan Creator).
import { zodResolver } from '@hookform/resolvers/zod';
import { growthPlan, GrowthPlanRequestSchema, type GrowthPlanRequest } from '@growth-suite/shared/tools/growth-plan';
import { Button, Card, Col, Form, Row } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NumberTextField, TextAreaField, TextField } from '../../components/form/controls.tsx';
import { LiveResult } from '../../components/tool/LiveResult.tsx';
import { ToolShell } from '../../components/tool/ToolShell.tsx';
import { useAccountDefaults } from '../../lib/tools/accountDefaults.ts';
import { useToolScreen } from '../../lib/tools/useToolScreen.ts';
import { useFillForm, useShowSaved } from '../../lib/tools/workFor.ts';
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
};

export default function GrowthPlanPage() {
  const screen = useToolScreen(growthPlan, {
    successTitle: 'Growth Plan Generated',
    errorFallback: 'Failed to generate growth plan. Please try again.',
  }, GrowthPlanResults);
  const blank = useAccountDefaults(EMPTY);
  const { control, handleSubmit, reset, getValues, setValue } = useForm<FormValues, unknown, GrowthPlanRequest>({
    resolver: zodResolver(GrowthPlanRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: blank,
  });
  useShowSaved(screen.savedRequest, screen.id === undefined, (saved) => reset(saved ?? blank));
  // The brand's firm arrives after the form is drawn: it fills "Your company name" while that is empty.
  useEffect(() => {
    if (blank.companyName && !getValues('companyName')) setValue('companyName', blank.companyName);
  }, [blank.companyName, getValues, setValue]);
  // A client picked, or a link from a client or a result: fills what it knows, keeps the rest.
  useFillForm(screen.workFor.values, { reset, getValues });

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
        <Card>
          <Form layout="vertical" component={false} disabled={screen.pending}>
            <form onSubmit={handleSubmit(screen.submit)} noValidate aria-label="Growth plan creator">
              <Row gutter={16}>
                {text('email', 'Email', 'email')}
                {text('fullName', 'Full name', 'name')}
                {text('companyName', 'Your company name', 'organization')}
                {text('clientCompany', 'Client company')}
                {text('clientIndustry', 'Client industry')}
                {text('prospectName', "Prospect's name")}
                {text('prospectTitle', "Prospect's job title")}
                <Col xs={24} md={12}>
                  <NumberTextField control={control} name="currentRevenue" label="Current annual revenue (USD)" />
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
              <Button type="primary" htmlType="submit" size="large" disabled={screen.pending} loading={screen.pending}>
                {screen.pending ? 'Generating...' : 'Generate Growth Plan'}
              </Button>
            </form>
          </Form>
        </Card>
      )}
    </ToolShell>
  );
}
