// The three fees as the user types the value model: the same pricing function the worker uses, so
// what the form shows is what the proposal will say. Until every figure is valid it says what is
// missing instead of pricing a guess.
import { describeBudget, formatMoney, ValueInputsSchema, type Currency } from '@growth-suite/shared';
import { floorWarning, priceTiers, type ValueModel } from '@growth-suite/shared/tools/proposal/pricing';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';

export function ValuePreview({ model, inputs, currency, locale }: { model: ValueModel; inputs: unknown; currency: Currency; locale: string }) {
  const checked = ValueInputsSchema.safeParse(inputs);
  if (!checked.success || !Number.isFinite(model.floor)) {
    return (
      <section aria-label="Fee preview" style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">The fees show here once each source of value has its figures.</Typography.Paragraph>
      </section>
    );
  }
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const quotes = priceTiers(model, checked.data, currency);
  const warning = floorWarning(model, checked.data, currency);
  const { budget } = checked.data;
  return (
    <section aria-label="Fee preview" style={{ marginBottom: 16 }}>
      {warning && (
        // Said before anything is generated and sent, with the figures and what to change.
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`The value you entered (${money(warning.value)} a month) cannot carry your floor of ${money(warning.floor)} a month.`}
          description={`${warning.losing.length > 0 ? `${warning.losing.join(', ')} would cost your client more than the value ${warning.losing.length === 1 ? 'it creates' : 'they create'}. ` : 'Your floor, not the value, sets the first fee. '}Check the figures with the client, lower the floor, or let the tiers cover more of the work.`}
        />
      )}
      {budget && (
        <Typography.Paragraph>
          Budget the client stated: <strong>{describeBudget(budget, currency, locale)}</strong>
        </Typography.Paragraph>
      )}
      <Row gutter={[12, 12]}>
        {quotes.map((quote, i) => (
          <Col xs={24} md={8} key={i}>
            <Card size="small" aria-label={`Preview ${quote.name || `tier ${i + 1}`}`}>
              <Statistic title={quote.name || `Tier ${i + 1}`} value={`${money(quote.monthly)}/mo`} />
              <Typography.Text type="secondary">
                Value {money(quote.value)}/mo · ROI {quote.roi}%{quote.atFloor ? ' · at your floor' : ''}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
