// /ai-niche-finder/:id? (spec §2 Niche Finder).
import { BUSINESS_MODEL_OPTIONS, COMPETITIVE_FACTOR_OPTIONS, GEOGRAPHIC_FOCUS_OPTIONS, INDUSTRY_OPTIONS } from '@growth-suite/shared';
import { nicheFinder, NicheFinderRequestSchema } from '@growth-suite/shared/tools/niche-finder';
import { Col, Row } from 'antd';
import type { z } from 'zod';
import { SelectField, TextAreaField, TextField, ToggleListField } from '../../components/form/controls.tsx';
import { LiveResult } from '../../components/tool/LiveResult.tsx';
import { ToolForm } from '../../components/tool/ToolForm.tsx';
import { ToolShell } from '../../components/tool/ToolShell.tsx';
import { useToolForm } from '../../lib/tools/useToolForm.ts';
import { useToolScreen } from '../../lib/tools/useToolScreen.ts';
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
  const { control, onSubmit } = useToolForm(screen, NicheFinderRequestSchema, EMPTY_NICHE);

  return (
    <ToolShell
      screen={screen}
      description="Tell us about your skills, experience and resources; get niches ranked by fit with a market analysis."
    >
      <ToolForm label="Niche finder" onSubmit={onSubmit} pending={screen.pending} submit="Find My Niche" submitting="Analyzing...">
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
      </ToolForm>
      {screen.shown && (
        <LiveResult writing={screen.writing}>
          <NicheResults results={screen.shown} />
        </LiveResult>
      )}
    </ToolShell>
  );
}
