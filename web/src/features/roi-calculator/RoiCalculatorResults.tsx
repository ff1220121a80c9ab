// A saved ROI calculation, read only: its inputs, its four figures and the ROI bar (History, the
// shared page, a reopened item), with Copy All and, on the calculator's own screen, a new calculation.
import type { RoiCalculatorResult } from '@growth-suite/shared/tools/roi-calculator';
import { roiLines, type RoiLine } from '@growth-suite/shared/tools/roi-calculator';
import { Card, Col, Divider, Row, Statistic } from 'antd';
import { ResultActions } from '../../components/tool/ResultActions.tsx';
import { RoiBar } from './RoiBar.tsx';

export function RoiCalculatorResults({ results, onCreateAnother }: { results: RoiCalculatorResult; onCreateAnother?: () => void }) {
  const { inputs, figures } = roiLines(results);
  // The three inputs on a row of their own, then the four figures worked out from them.
  const row = (part: RoiLine[], span: number) => (
    <Row gutter={[16, 16]}>
      {part.map(({ label, value }) => (
        <Col xs={12} md={span} key={label}>
          <Statistic title={label} value={value} styles={{ content: { fontVariantNumeric: 'tabular-nums' } }} />
        </Col>
      ))}
    </Row>
  );
  return (
    <Card title="ROI calculation" extra={<ResultActions tool="roi-calculator" results={results} onCreateAnother={onCreateAnother} createAnother="New Calculation" />}>
      {row(inputs, 8)}
      <Divider style={{ margin: '16px 0' }} />
      {row(figures, 6)}
      <RoiBar roiPercentage={results.roiPercentage} />
    </Card>
  );
}
