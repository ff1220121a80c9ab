// /ai-cold-email-writer/:id? (spec §2 Cold Email Writer): builder left, preview right.
import { CAMPAIGN_GOAL_OPTIONS, COMPANY_SIZE_OPTIONS, EMAIL_TONE_OPTIONS, SEQUENCE_LENGTH_OPTIONS } from '@growth-suite/shared';
import { coldEmail, ColdEmailRequestSchema } from '@growth-suite/shared/tools/cold-email';
import { Col, Row } from 'antd';
import type { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '../../components/form/controls.tsx';
import { LiveResult } from '../../components/tool/LiveResult.tsx';
import { ToolForm } from '../../components/tool/ToolForm.tsx';
import { ToolShell } from '../../components/tool/ToolShell.tsx';
import { useToolForm } from '../../lib/tools/useToolForm.ts';
import { useToolScreen } from '../../lib/tools/useToolScreen.ts';
import { EmailPreview } from './EmailPreview.tsx';

type FormValues = z.input<typeof ColdEmailRequestSchema>;
const EMPTY = {
  prospectRole: '',
  prospectIndustry: '',
  companySize: '',
  painPoints: '',
  productName: '',
  valueProps: '',
  uniqueFeatures: '',
  campaignGoal: '',
  emailTone: '',
  sequenceLength: '',
} as unknown as FormValues;

export default function ColdEmailPage() {
  const screen = useToolScreen(coldEmail, {
    successTitle: 'Email Sequence Generated',
    errorFallback: 'Failed to generate email sequence. Please try again.',
  });
  const { control, onSubmit } = useToolForm(screen, ColdEmailRequestSchema, EMPTY);

  return (
    <ToolShell
      screen={screen}
      description="Describe your prospect and product; get a personalised sequence with A/B test ideas."
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <ToolForm title="Campaign Builder" label="Cold email builder" onSubmit={onSubmit} pending={screen.pending} submit="Generate Email Sequence" submitting="Generating..." block>
            <TextField control={control} name="prospectRole" label="Target role" placeholder="e.g. Head of Marketing" />
            <TextField control={control} name="prospectIndustry" label="Industry" />
            <SelectField control={control} name="companySize" label="Company size" options={COMPANY_SIZE_OPTIONS} />
            <TextAreaField control={control} name="painPoints" label="Pain points" rows={3} />
            <TextField control={control} name="productName" label="Product or service name" />
            <TextAreaField control={control} name="valueProps" label="Value propositions" rows={3} />
            <TextAreaField control={control} name="uniqueFeatures" label="Unique features" rows={3} />
            <SelectField control={control} name="campaignGoal" label="Campaign goal" options={CAMPAIGN_GOAL_OPTIONS} />
            <SelectField control={control} name="emailTone" label="Email tone" options={EMAIL_TONE_OPTIONS} />
            <SelectField control={control} name="sequenceLength" label="Sequence length" options={SEQUENCE_LENGTH_OPTIONS} />
          </ToolForm>
        </Col>
        <Col xs={24} lg={14}>
          <LiveResult writing={screen.writing} empty={!screen.shown}>
            <EmailPreview results={screen.shown} />
          </LiveResult>
        </Col>
      </Row>
    </ToolShell>
  );
}
