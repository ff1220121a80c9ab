// The fees as the user types the value model: the same pricing function the worker uses, so what the
// form shows is what the proposal will say — the tiers the value carries (one to three), and, when it
// cannot carry them all, the figures in plain words. Until every figure is valid it says what is
// missing instead of pricing a guess.
import { describeBudget, formatMoney, ValueInputsSchema, type Currency } from '@growth-suite/shared';
import { priceTiers, tierFloorPoints, type ValueModel } from '@growth-suite/shared/tools/proposal/pricing';
import { shortfallWords } from '@growth-suite/shared/tools/proposal/shortfall';
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
  const pricing = priceTiers(model, checked.data, currency);
  const warning = shortfallWords(pricing, currency, locale);
  const floors = tierFloorPoints(model, currency);
  const { budget } = checked.data;
  return (
    <section aria-label="Fee preview" style={{ marginBottom: 16 }}>
      {warning && (
        // Said before anything is generated and sent, with the figures and what to change.
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="shortfall"
          title={warning.title}
          description={warning.description}
        />
      )}
      {budget && (
        <Typography.Paragraph>
          Budget the client stated: <strong>{describeBudget(budget, currency, locale)}</strong>
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">
        Each tier’s floor: {model.tiers.map((tier, i) => `${tier.name || `Tier ${i + 1}`} ${money(floors[i]!)}`).join(' · ')}.
      </Typography.Paragraph>
      <Row gutter={[12, 12]}>
        {pricing.tiers.map((quote, i) => (
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
