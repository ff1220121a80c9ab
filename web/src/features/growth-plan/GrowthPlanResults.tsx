import type { GrowthPlanResult } from '@growth-suite/shared/tools/growth-plan';
import { Card, Col, List, Row, Table, Tag, Timeline, Typography } from 'antd';
import { ResultActions } from '../../components/tool/ResultActions.tsx';
import { useWriting } from '../../components/tool/writing.ts';
import { useParts } from '../../components/versions/context.ts';
import { Part, PartTitle } from '../../components/versions/Part.tsx';

const bullets = (items: string[]) => (
  <ul style={{ paddingLeft: 20, margin: '4px 0 12px' }}>
    {items.map((item, i) => (
      <li key={i}>{item}</li>
    ))}
  </ul>
);

export function GrowthPlanResults({ results, onCreateAnother }: { results: GrowthPlanResult; onCreateAnother?: () => void }) {
  const { phases, kpis, milestones } = results.strategy;
  const writing = useWriting();
  const parts = useParts();
  // A milestone being edited: its form takes the whole row.
  const editingRow = (i: number) => parts?.editing === `strategy/milestones/${i}`;
  // A list the model has not reached yet says so, rather than "No data".
  const empty = { emptyText: writing ? <Typography.Text type="secondary">Being written…</Typography.Text> : undefined };
  return (
    <section aria-label="Growth plan">
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
        <Typography.Title level={2} className="section-title" style={{ margin: 0 }}>
          Your Growth Plan
        </Typography.Title>
        <ResultActions tool="growth-plan" results={results} onCreateAnother={onCreateAnother} createAnother="Create Another Plan" />
      </div>
      <Card title="Phases" style={{ marginBottom: 16 }}>
        <Timeline
          items={phases.map((phase, i) => ({
            key: i,
            content: (
              <Part
                path={`strategy/phases/${i}`}
                heading={
                  <>
                    <Typography.Text strong>{phase.phase}</Typography.Text> <Tag>{phase.timeline}</Tag>
                  </>
                }
              >
                <div>
                  <Typography.Text type="secondary">Objectives</Typography.Text>
                  {bullets(phase.objectives)}
                  <Typography.Text type="secondary">Actions</Typography.Text>
                  {bullets(phase.actions)}
                  <Typography.Text type="secondary">Resources</Typography.Text>
                  {bullets(phase.resources)}
                </div>
              </Part>
            ),
          }))}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title={<PartTitle path="strategy/kpis">KPIs</PartTitle>} style={{ height: '100%' }}>
            <Part path="strategy/kpis" titled>
              <List size="small" locale={empty} dataSource={kpis} renderItem={(kpi) => <List.Item>{kpi}</List.Item>} />
            </Part>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title="Milestones" style={{ height: '100%' }} role="region" aria-label="Milestones">
            <Table
              size="small"
              pagination={false}
              locale={empty}
              rowKey={(_, i) => String(i)}
              dataSource={milestones}
              // Text wraps inside the card (no sideways scroll): every column, Deadline included, is
              // readable in full at 1280 px and on a phone.
              columns={[
                {
                  title: 'Milestone',
                  dataIndex: 'description',
                  key: 'description',
                  onCell: (_, i = 0) => (editingRow(i) ? { colSpan: 3 } : {}),
                  render: (description: string, _, i) => (
                    <Part path={`strategy/milestones/${i}`} inline>
                      {description}
                    </Part>
                  ),
                },
                { title: 'Target', dataIndex: 'target', key: 'target', onCell: (_, i = 0) => (editingRow(i) ? { colSpan: 0 } : {}) },
                { title: 'Deadline', dataIndex: 'deadline', key: 'deadline', width: 140, onCell: (_, i = 0) => (editingRow(i) ? { colSpan: 0 } : {}) },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
