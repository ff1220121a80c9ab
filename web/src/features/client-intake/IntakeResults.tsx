// The intake's result, read-only: each field of the client file with the lines of the call it
// stands on. Drawn while the result is written, and wherever a saved intake is shown (shared page).
import { INTAKE_FIELD_LABELS, INTAKE_FIELDS, intakeValueText, type ClientIntakeResult } from '@growth-suite/shared/tools/client-intake';
import { Card, Descriptions, Typography } from 'antd';
import { CopyAllButton } from '../../components/tool/CopyAllButton.tsx';
import { Evidence } from './Evidence.tsx';

export function IntakeResults({ results }: { results: ClientIntakeResult }) {
  return (
    <Card title="Client file from the call" extra={<CopyAllButton tool="client-intake" results={results} />}>
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 160 } }}>
        {INTAKE_FIELDS.map((key) => {
          // A partial result may not have a field's value yet.
          const field = results[key] ?? { value: '', evidence: [] };
          return (
            <Descriptions.Item key={key} label={INTAKE_FIELD_LABELS[key]}>
              {field.value ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{intakeValueText(results, key)}</Typography.Text> : null}
              <div>
                <Evidence lines={field.evidence ?? []} label={INTAKE_FIELD_LABELS[key]} />
              </div>
            </Descriptions.Item>
          );
        })}
      </Descriptions>
    </Card>
  );
}
