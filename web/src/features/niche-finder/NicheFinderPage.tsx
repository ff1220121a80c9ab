// /ai-niche-finder/:id? (spec §2 Niche Finder).
import { zodResolver } from '@hookform/resolvers/zod';
import { BUSINESS_MODEL_OPTIONS, COMPETITIVE_FACTOR_OPTIONS, GEOGRAPHIC_FOCUS_OPTIONS, INDUSTRY_OPTIONS } from '@growth-suite/shared';
import { nicheFinder, NicheFinderRequestSchema, type NicheFinderRequest } from '@growth-suite/shared/tools/niche-finder';
import { Button, Card, Col, Form, Row } from 'antd';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextAreaField, TextField, ToggleListField } from '../../components/form/controls.tsx';
import { LiveResult } from '../../components/tool/LiveResult.tsx';
import { ToolShell } from '../../components/tool/ToolShell.tsx';
import { useAccountDefaults } from '../../lib/tools/accountDefaults.ts';
import { useToolScreen } from '../../lib/tools/useToolScreen.ts';
import { useFillForm, useShowSaved } from '../../lib/tools/workFor.ts';
import { lazyScreen } from '../../lib/lazyScreen.tsx';

// The result view loads with the first result, not with the empty form (see LiveResult).
const NicheResults = lazyScreen('view:niche-finder', async () => ({ default: (await import('./NicheResults.tsx')).NicheResults }));

type FormValues = z.input<typeof NicheFinderRequestSchema>;

export const EMPTY_NICHE: FormValues = {
  email: '',
  fullName: '',
  industry: '' as never,
  targetMarket: '',
  businessModel: '' as never,
  businessReason: '',
  geographicFocus: [],
  competitiveFactors: [],
};

export default function NicheFinderPage() {
  const screen = useToolScreen(nicheFinder, {
    successTitle: 'Analysis Complete',
    successDescription: 'Your niche analysis has been generated successfully.',
    errorFallback: 'Failed to generate niche analysis. Please try again.',
  }, NicheResults);
  const blank = useAccountDefaults(EMPTY_NICHE);
  const { control, handleSubmit, reset, getValues } = useForm<FormValues, unknown, NicheFinderRequest>({
    resolver: zodResolver(NicheFinderRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: blank,
  });
  useShowSaved(screen.savedRequest, screen.id === undefined, (saved) => reset(saved ?? blank));
  // A client picked, or a link from a client or a result: fills what it knows, keeps the rest.
  useFillForm(screen.workFor.values, { reset, getValues });

  return (
    <ToolShell
      screen={screen}
      description="Tell us about your skills, experience and resources; get niches ranked by fit with a market analysis."
    >
      <Card>
        <Form layout="vertical" component={false} disabled={screen.pending}>
          <form onSubmit={handleSubmit(screen.submit)} noValidate aria-label="Niche finder">
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
              </Col>
              <Col xs={24} md={12}>
                <TextField control={control} name="fullName" label="Full name" autoComplete="name" />
              </Col>
              <Col xs={24} md={12}>
                <SelectField control={control} name="industry" label="Industry" options={INDUSTRY_OPTIONS} placeholder="Select an industry" />
              </Col>
              <Col xs={24} md={12}>
                <TextField control={control} name="targetMarket" label="Target market" placeholder="Who do you want to serve?" />
              </Col>
              <Col xs={24} md={12}>
                <SelectField control={control} name="businessModel" label="Business approach" options={BUSINESS_MODEL_OPTIONS} placeholder="Select a business approach" />
              </Col>
              <Col xs={24}>
                <TextAreaField control={control} name="businessReason" label="Why this business approach?" rows={3} />
              </Col>
              <Col xs={24}>
                <ToggleListField control={control} name="geographicFocus" label="Geographic focus" options={GEOGRAPHIC_FOCUS_OPTIONS} />
              </Col>
              <Col xs={24}>
                <ToggleListField control={control} name="competitiveFactors" label="Competitive factors" options={COMPETITIVE_FACTOR_OPTIONS} />
              </Col>
            </Row>
            <Button type="primary" htmlType="submit" size="large" disabled={screen.pending} loading={screen.pending}>
              {screen.pending ? 'Analyzing...' : 'Find My Niche'}
            </Button>
          </form>
        </Form>
      </Card>
      {screen.shown && (
        <LiveResult writing={screen.writing}>
          <NicheResults results={screen.shown} />
        </LiveResult>
      )}
    </ToolShell>
  );
}
