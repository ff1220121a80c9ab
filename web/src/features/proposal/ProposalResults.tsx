import { investmentOf, moneyIn } from '@growth-suite/shared/tools/proposal/money';
import type { ProposalResult } from '@growth-suite/shared/tools/proposal';
import { Card, Col, List, Row, Space, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ResultActions } from '../../components/tool/ResultActions.tsx';
import { useWriting } from '../../components/tool/writing.ts';
import { Part, PartTitle } from '../../components/versions/Part.tsx';

const bullets = (items: string[]) => (
  <ul style={{ paddingLeft: 20, margin: '4px 0 0' }}>
    {items.map((item, i) => (
      <li key={i}>{item}</li>
    ))}
  </ul>
);

/** `investmentAction`: what the Investment offers beside its title (a saved proposal's "Edit value"). */
export function ProposalResults({ results, onCreateAnother, investmentAction }: { results: ProposalResult; onCreateAnother?: () => void; investmentAction?: ReactNode }) {
  const writing = useWriting();
  const { goals, scope, nextSteps } = results;
  // A proposal from before currencies reads as dollars in cents (investmentOf); every figure in its money.
  const investment = investmentOf(results);
  const money = moneyIn(investment);
  // While the model writes, its figures are not the proposal's yet (the pricing sets them on save).
  const figure = (value: string) => (writing ? '–' : value);
  return (
    <section aria-label="Proposal">
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
        <Typography.Title level={2} className="section-title" style={{ margin: 0 }}>
          Your Proposal
        </Typography.Title>
        <ResultActions tool="proposal" results={results} onCreateAnother={onCreateAnother} createAnother="Create Another Proposal" />
      </div>
      <Card style={{ marginBottom: 16 }}>
        <Part
          path="headline"
          heading={
            <Typography.Title level={3} style={{ margin: 0 }}>
              {results.headline}
            </Typography.Title>
          }
        >
          {null}
        </Part>
        <Part path="executiveSummary" heading={<Typography.Text type="secondary">Executive summary</Typography.Text>}>
          <Typography.Paragraph>{results.executiveSummary}</Typography.Paragraph>
        </Part>
        <Part path="clientSnapshot" heading={<Typography.Text type="secondary">Where you are today</Typography.Text>}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{results.clientSnapshot}</Typography.Paragraph>
        </Part>
      </Card>
      <Card title="Investment" extra={writing ? null : investmentAction} style={{ marginBottom: 16 }} role="region" aria-label="Investment">
        <Row gutter={[16, 16]}>
          {investment.tiers.map((tier, i) => (
            <Col xs={24} md={8} key={i}>
              <Card size="small" style={{ height: '100%' }} role="group" aria-label={`Tier ${tier.name}`}>
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  {tier.name}
                </Typography.Title>
                <div style={{ fontSize: 28, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="tier-fee">
                  {figure(money(tier.monthly))}
                  <Typography.Text type="secondary"> /month</Typography.Text>
                </div>
                <Space wrap size={4} style={{ margin: '8px 0' }}>
                  <Tag>Value {figure(`${money(tier.value)}/mo`)}</Tag>
                  <Tag>ROI {figure(`${tier.roi}%`)}</Tag>
                </Space>
                {bullets(tier.includes)}
              </Card>
            </Col>
          ))}
        </Row>
        {investment.assumptions.length > 0 && (
          <div style={{ marginTop: 16 }}>
            <Part path="investment/assumptions" heading={<Typography.Text type="secondary">Assumptions</Typography.Text>}>
              {bullets(investment.assumptions)}
            </Part>
          </div>
        )}
      </Card>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} lg={10}>
          <Card title={<PartTitle path="goals">Goals</PartTitle>} style={{ height: '100%' }}>
            <Part path="goals" titled>
              <List
                size="small"
                locale={{ emptyText: writing ? <Typography.Text type="secondary">Being written…</Typography.Text> : undefined }}
                dataSource={goals}
                renderItem={(g) => (
                  <List.Item>
                    <div>
                      <Typography.Text strong>{g.goal}</Typography.Text>
                      <div>
                        <Typography.Text type="secondary">KPI: {g.kpi}</Typography.Text>
                      </div>
                    </div>
                  </List.Item>
                )}
              />
            </Part>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title="Scope" style={{ height: '100%' }}>
            <Timeline
              items={scope.phases.map((phase, i) => ({
                key: i,
                content: (
                  <Part
                    path={`scope/phases/${i}`}
                    heading={
                      <>
                        <Typography.Text strong>{phase.name}</Typography.Text> <Tag>{phase.timeline}</Tag>
                      </>
                    }
                  >
                    {bullets(phase.deliverables)}
                  </Part>
                ),
              }))}
            />
          </Card>
        </Col>
      </Row>
      <Card title={<PartTitle path="nextSteps">Next steps</PartTitle>}>
        <Part path="nextSteps" titled>
          {bullets(nextSteps)}
        </Part>
      </Card>
    </section>
  );
}
