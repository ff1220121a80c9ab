import type { OfferCreatorResult } from '@growth-suite/shared/tools/offer-creator';
import { Card, Descriptions, Progress, Space, Typography } from 'antd';
import { ResultActions } from '../../components/tool/ResultActions.tsx';
import { useWriting } from '../../components/tool/writing.ts';
import { ResponsiveTabs } from '../../components/tabs/ResponsiveTabs.tsx';
import { Part } from '../../components/versions/Part.tsx';

const list = (items: string[]) => (
  <ul style={{ paddingLeft: 20, margin: 0 }}>
    {items.map((item, i) => (
      <li key={i}>{item}</li>
    ))}
  </ul>
);

export function OfferResults({ results, onCreateAnother }: { results: OfferCreatorResult; onCreateAnother?: () => void }) {
  const o = results.offerStructure;
  const writing = useWriting();
  // A figure not written yet (0 in a partial result) reads as a dash, not as "0%".
  const percent = (value = 0) => (writing && value === 0 ? '–' : `${value}%`);
  return (
    <Card
      title="Your Offer"
      extra={<ResultActions tool="offer-creator" results={results} onCreateAnother={onCreateAnother} createAnother="Create Another Offer" />}
    >
      <ResponsiveTabs
        label="Section"
        items={[
          {
            key: 'structure',
            label: 'Offer Structure',
            children: (
              <Descriptions column={1} bordered size="small">
                <Descriptions.Item label="Main offer">
                  <Part path="offerStructure/mainOffer" inline>
                    {o.mainOffer}
                  </Part>
                </Descriptions.Item>
                <Descriptions.Item label="Value proposition">
                  <Part path="offerStructure/valueProposition" inline>
                    {o.valueProposition}
                  </Part>
                </Descriptions.Item>
                <Descriptions.Item label="Pricing strategy">
                  <Part path="offerStructure/pricingStrategy" inline>
                    {o.pricingStrategy}
                  </Part>
                </Descriptions.Item>
                <Descriptions.Item label="Bonuses">
                  <Part path="offerStructure/bonuses" inline>
                    {list(o.bonuses)}
                  </Part>
                </Descriptions.Item>
                <Descriptions.Item label="Guarantees">
                  <Part path="offerStructure/guarantees" inline>
                    {list(o.guarantees)}
                  </Part>
                </Descriptions.Item>
              </Descriptions>
            ),
          },
          {
            key: 'angles',
            label: 'Marketing Angles',
            children: (
              <ul style={{ paddingLeft: 20, margin: 0 }}>
                {results.marketingAngles.map((angle, i) => (
                  <li key={i}>
                    <Part path={`marketingAngles/${i}`} inline>
                      {angle}
                    </Part>
                  </li>
                ))}
              </ul>
            ),
          },
          {
            key: 'conversion',
            label: 'Conversion Data',
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Text>Expected conversion rate: {percent(results.conversionEstimates.expectedRate)}</Typography.Text>
                <Progress percent={results.conversionEstimates.expectedRate} format={percent} aria-label="Expected conversion rate" />
                <Typography.Text>Confidence level: {percent(results.conversionEstimates.confidenceLevel)}</Typography.Text>
                <Progress percent={results.conversionEstimates.confidenceLevel} format={percent} status="normal" aria-label="Confidence level" />
                <Typography.Text type="secondary">Both figures are estimates.</Typography.Text>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
