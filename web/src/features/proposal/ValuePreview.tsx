// The three fees as the user types the value model: the same pricing function the worker uses, so
// what the form shows is what the proposal will say.
import { formatCurrency, priceTiers, type ValueModel, type ValueInputs } from '@growth-suite/shared';
import { Card, Col, Row, Statistic, Typography } from 'antd';

export function ValuePreview({ model, inputs }: { model: ValueModel; inputs: ValueInputs }) {
  const quotes = priceTiers(model, inputs);
  return (
    <section aria-label="Fee preview" style={{ marginBottom: 16 }}>
      <Row gutter={[12, 12]}>
        {quotes.map((quote, i) => (
          <Col xs={24} md={8} key={i}>
            <Card size="small" aria-label={`Preview ${quote.name || `tier ${i + 1}`}`}>
              <Statistic title={quote.name || `Tier ${i + 1}`} value={`${formatCurrency(quote.monthly)}/mo`} />
              <Typography.Text type="secondary">
                Value {formatCurrency(quote.value)}/mo · ROI {quote.roi}%{quote.atFloor ? ' · at your floor' : ''}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
