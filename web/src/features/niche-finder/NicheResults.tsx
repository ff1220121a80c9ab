import { formatMarketSize } from '@growth-suite/shared';
import { type NicheFinderResult } from '@growth-suite/shared/tools/niche-finder';
import { Card, Col, Descriptions, Progress, Row, Typography } from 'antd';
import { CopyAllButton } from '../../components/tool/CopyAllButton.tsx';
import { useWriting } from '../../components/tool/writing.ts';
import { Part } from '../../components/versions/Part.tsx';

function BulletList({ items }: { items: string[] }) {
  return (
    <ul style={{ paddingLeft: 20, margin: 0 }}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export function NicheResults({ results }: { results: NicheFinderResult }) {
  const writing = useWriting();
  return (
    <section aria-label="Niche analysis" style={{ marginTop: 24 }}>
      <div className="section-title-row">
        <Typography.Title level={2} className="section-title" style={{ margin: 0 }}>
          Recommended Niches
        </Typography.Title>
        <CopyAllButton tool="niche-finder" results={results} />
      </div>
      <Typography.Paragraph type="secondary">Scores and market sizes are estimates.</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {results.recommendedNiches.map((niche, i) => (
          <Col xs={24} md={12} lg={8} key={i}>
            <Card style={{ height: '100%' }}>
              <Part
                path={`recommendedNiches/${i}`}
                // In the body, not the card's title bar: a title bar cuts a long name off with "…".
                heading={
                  <Typography.Title level={3} className="card-heading">
                    {niche.nicheName}
                  </Typography.Title>
                }
              >
                {/* A score not written yet (0 in a partial result) keeps its place, unseen. */}
                <div style={writing && niche.score === 0 ? { visibility: 'hidden' } : undefined}>
                  <Typography.Text strong>{Math.round(niche.score)}/100</Typography.Text>
                  <Progress percent={Math.round(niche.score)} showInfo={false} size="small" aria-label={`Score ${Math.round(niche.score)} out of 100`} />
                </div>
                <Descriptions column={1} size="small" style={{ marginTop: 8 }}>
                  <Descriptions.Item label="Market size">{writing && !niche.marketSize ? '' : formatMarketSize(niche.marketSize)}</Descriptions.Item>
                  <Descriptions.Item label="Competition">{niche.competitionLevel}</Descriptions.Item>
                  <Descriptions.Item label="Growth potential">{niche.growthPotential}</Descriptions.Item>
                </Descriptions>
                <Typography.Text strong>Entry barriers</Typography.Text>
                <BulletList items={niche.entryBarriers} />
              </Part>
            </Card>
          </Col>
        ))}
      </Row>
      <div style={{ marginTop: 24 }}>
      <Part
        path="marketAnalysis"
        heading={
          <Typography.Title level={2} className="section-title">
            Market Analysis
          </Typography.Title>
        }
      >
        <Row gutter={[16, 16]}>
          {(
            [
              ['Trends', results.marketAnalysis.trends],
              ['Opportunities', results.marketAnalysis.opportunities],
              ['Threats', results.marketAnalysis.threats],
            ] as const
          ).map(([title, items]) => (
            <Col xs={24} md={8} key={title}>
              <Card title={title} size="small" style={{ height: '100%' }}>
                <BulletList items={[...items]} />
              </Card>
            </Col>
          ))}
        </Row>
      </Part>
      </div>
    </section>
  );
}
