// /clients/from-call/:id? (issue 23): paste a sales call → the client file read from it, streamed
// like every generation → review each field against the lines it was read from → save as a new
// client or merge into one.
import { formatIsoDay, groupThousands, LIMITS, TRANSCRIPT_MIN_CHARS } from '@growth-suite/shared';
import { clientIntake, ClientIntakeRequestSchema } from '@growth-suite/shared/tools/client-intake';
import { Col, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { TextAreaField, TextField } from '../../components/form/controls.tsx';
import { LiveResult } from '../../components/tool/LiveResult.tsx';
import { historyItemQuery } from '../../lib/tools/api.ts';
import { ToolForm } from '../../components/tool/ToolForm.tsx';
import { ToolShell } from '../../components/tool/ToolShell.tsx';
import { useToolForm } from '../../lib/tools/useToolForm.ts';
import { useToolScreen } from '../../lib/tools/useToolScreen.ts';
import { IntakeReview } from './IntakeReview.tsx';
import { lazyScreen } from '../../lib/lazyScreen.tsx';

// The result view loads with the first result, not with the empty form (see LiveResult).
const IntakeResults = lazyScreen('view:client-intake', async () => ({ default: (await import('./IntakeResults.tsx')).IntakeResults }));

type FormValues = z.input<typeof ClientIntakeRequestSchema>;

export default function ClientIntakePage() {
  const screen = useToolScreen(clientIntake, {
    successTitle: 'Call analysed',
    successDescription: 'Check each field against the lines quoted under it, then save the client.',
    errorFallback: 'Failed to analyse the call. Please try again.',
  }, IntakeResults);
  // The call's day defaults to today, the reader's day.
  const blank = useMemo<FormValues>(() => ({ transcript: '', date: formatIsoDay(new Date()) }), []);
  const { control, onSubmit } = useToolForm(screen, ClientIntakeRequestSchema, blank);

  // A call analysed for a client ("Work for a client") is merged into that client by default.
  const item = useQuery({ ...historyItemQuery('client-intake', screen.id ?? 0), enabled: screen.id !== undefined });
  const request = screen.savedRequest;
  const call = request ? { date: request.date ?? formatIsoDay(new Date()), transcript: request.transcript } : null;
  return (
    <ToolShell screen={screen} description="Paste a sales-call transcript: the client file is read from it, each fact with the lines of the call that support it. Review it, then save it as a client.">
      {screen.shown ? (
        <LiveResult writing={screen.writing}>
          {/* The review needs the whole result and the call it came from; until then, the result as written. */}
          {!screen.writing && screen.results && call ? (
            <IntakeReview key={screen.id} intakeId={screen.id ?? null} results={screen.results} call={call} forClient={item.data?.clientId ?? null} onStartOver={screen.startOver} />
          ) : (
            <IntakeResults results={screen.shown} />
          )}
        </LiveResult>
      ) : (
        <ToolForm label="Client intake" onSubmit={onSubmit} pending={screen.pending} submit="Analyse call" submitting="Analysing…">
          <Row gutter={16}>
            <Col xs={24}>
              {/* Above the field: below it, the live character count takes the line on a phone. */}
              <Typography.Paragraph type="secondary">
                Paste the whole call, from {TRANSCRIPT_MIN_CHARS} to {groupThousands(LIMITS.transcript)} characters. Facts the call does not state are left empty.
              </Typography.Paragraph>
              <TextAreaField control={control} name="transcript" label="Call transcript" rows={12} minChars={TRANSCRIPT_MIN_CHARS} />
            </Col>
            <Col xs={24} md={8}>
              <TextField control={control} name="date" label="Call date" type="date" />
            </Col>
          </Row>
        </ToolForm>
      )}
    </ToolShell>
  );
}
