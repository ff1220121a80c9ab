// /ai-offer-creator/:id? (spec §2 Offer Creator): the form, or the result with its tabs.
import { TRANSCRIPT_MIN_CHARS } from '@growth-suite/shared';
import { offerCreator, OfferCreatorRequestSchema } from '@growth-suite/shared/tools/offer-creator';
import { Col, Row } from 'antd';
import type { z } from 'zod';
import { TextAreaField, TextField } from '../../components/form/controls.tsx';
import { LiveResult } from '../../components/tool/LiveResult.tsx';
import { ToolForm } from '../../components/tool/ToolForm.tsx';
import { ToolShell } from '../../components/tool/ToolShell.tsx';
import { useToolForm } from '../../lib/tools/useToolForm.ts';
import { useToolScreen } from '../../lib/tools/useToolScreen.ts';
import { lazyScreen } from '../../lib/lazyScreen.tsx';

// The result view loads with the first result, not with the empty form (see LiveResult).
const OfferResults = lazyScreen('view:offer-creator', async () => ({ default: (await import('./OfferResults.tsx')).OfferResults }));

type FormValues = z.input<typeof OfferCreatorRequestSchema>;
// `currency`: no box of its own; the brand's (or the client's) money, so the offer's prices are in it.
const EMPTY: FormValues = { email: '', fullName: '', transcript: '', currency: undefined };

export default function OfferCreatorPage() {
  const screen = useToolScreen(offerCreator, {
    successTitle: 'Offer Created',
    successDescription: 'Your customized offer has been generated successfully.',
    errorFallback: 'Failed to generate offer. Please try again.',
  }, OfferResults);
  const { control, onSubmit } = useToolForm(screen, OfferCreatorRequestSchema, EMPTY);

  return (
    <ToolShell
      screen={screen}
      description="Paste a sales call or podcast transcript; get an offer built from what the prospect actually said."
    >
      {/* The result takes the form's place; while it is written, it already stands there. */}
      {screen.shown ? (
        <LiveResult writing={screen.writing}>
          <OfferResults results={screen.shown} onCreateAnother={screen.startOver} />
        </LiveResult>
      ) : (
        <ToolForm label="Offer creator" onSubmit={onSubmit} pending={screen.pending} submit="Create My Offer" submitting="Creating...">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
            </Col>
            <Col xs={24} md={12}>
              <TextField control={control} name="fullName" label="Full name" autoComplete="name" />
            </Col>
            <Col xs={24}>
              <TextAreaField control={control} name="transcript" label="Call or podcast transcript" rows={10} minChars={TRANSCRIPT_MIN_CHARS} />
            </Col>
          </Row>
        </ToolForm>
      )}
    </ToolShell>
  );
}
