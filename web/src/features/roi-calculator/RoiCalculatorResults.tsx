// A saved ROI calculation, read only: its inputs, its four figures and the ROI bar (History, the
// shared page, a reopened item), with Copy All and, on the calculator's own screen, a new calculation.
import type { RoiCalculatorResult } from '@growth-suite/shared/tools/roi-calculator';
import { roiLines } from '@growth-suite/shared/tools/roi-calculator';
import { Card, Col, Row, Statistic } from 'antd';
import { ResultActions } from '../../components/tool/ResultActions.tsx';
import { RoiBar } from './RoiBar.tsx';

export function RoiCalculatorResults({ results, onCreateAnother }: { results: RoiCalculatorResult; onCreateAnother?: () => void }) {
  const lines = roiLines(results);
  return (
    <Card title="ROI calculation" extra={<ResultActions tool="roi-calculator" results={results} onCreateAnother={onCreateAnother} createAnother="New Calculation" />}>
      <Row gutter={[16, 16]}>
        {lines.map(({ label, value }) => (
          <Col xs={12} md={8} key={label}>
            <Statistic title={label} value={value} styles={{ content: { fontVariantNumeric: 'tabular-nums' } }} />
          </Col>
        ))}
      </Row>
      <RoiBar roiPercentage={results.roiPercentage} />
    </Card>
  );
}
