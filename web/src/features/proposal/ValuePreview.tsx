// The three fees as the user types the value model: the same pricing function the worker uses, so
// what the form shows is what the proposal will say.
import { formatCurrency } from '@growth-suite/shared';
import { priceTiers, type ValueModel, type ValueInputs } from '@growth-suite/shared/tools/proposal/pricing';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';

export function ValuePreview({ model, inputs }: { model: ValueModel; inputs: ValueInputs }) {
  const quotes = priceTiers(model, inputs);
  // A fee the floor lifts above the value its tier creates is an offer the client loses money on: say so
  // before it is generated and sent, with what to change.
  const underwater = quotes.filter((quote) => quote.monthly > quote.value).map((quote, i) => quote.name || `Tier ${i + 1}`);
  return (
    <section aria-label="Fee preview" style={{ marginBottom: 16 }}>
      {underwater.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${underwater.join(', ')} would cost your client more than the value ${underwater.length === 1 ? 'it creates' : 'they create'}.`}
          description="Your floor sets the fee there. Check the hours saved and the salary, lower the floor, or let that tier cover more of the work."
        />
      )}
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
