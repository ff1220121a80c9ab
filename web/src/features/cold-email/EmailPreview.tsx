import { CopyOutlined } from '@ant-design/icons';
import { emailAsText, type ColdEmailResult } from '@growth-suite/shared';
import { Button, Card, Empty, List, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCopy } from '../../lib/clipboard.ts';
import { CopyAllButton } from '../../components/tool/CopyAllButton.tsx';
import { ResponsiveTabs } from '../../components/tabs/ResponsiveTabs.tsx';

export const EMAIL_TIPS = [
  'Personalised emails have 26% higher open rates.',
  'Keep subject lines under 50 characters.',
  'Send Tuesday to Thursday, 8-10am and 3-4pm.',
];

/** `following`: the sequence is still being written; show the email being written (the newest). */
export function EmailPreview({ results, following = false }: { results: ColdEmailResult | null; following?: boolean }) {
  const copy = useCopy();
  // The tab chosen for this sequence: a new sequence starts at its first email.
  const [choice, setChoice] = useState({ results, index: 0 });
  // While it is written the newest email shows; the finished sequence opens at its first, as always.
  const selected = following && results ? Math.max(0, results.sequence.length - 1) : choice.results === results ? choice.index : 0;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title="Email Preview"
        extra={
          results && (
            <CopyAllButton tool="cold-email" results={results} />
          )
        }
      >
        {results ? (
          <ResponsiveTabs
            label="Email"
            activeKey={String(selected)}
            onChange={(key) => setChoice({ results, index: Number(key) })}
            items={results.sequence.map((item, i) => ({
              key: String(i),
              label: `Email ${i + 1}`,
              children: (
                <div>
                  <Space style={{ marginBottom: 8 }} wrap>
                    <Tag color="blue">{item.timing}</Tag>
                    <Button size="small" icon={<CopyOutlined />} aria-label={`Copy email ${i + 1}`} onClick={() => void copy(emailAsText(item))}>
                      Copy
                    </Button>
                  </Space>
                  <Typography.Paragraph>
                    <Typography.Text strong>Subject: </Typography.Text>
                    {item.email.subject}
                  </Typography.Paragraph>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{item.email.body}</Typography.Paragraph>
                  <Typography.Paragraph>
                    <Typography.Text strong>Call to action: </Typography.Text>
                    {item.email.callToAction}
                  </Typography.Paragraph>
                  {item.followUpConditions.length > 0 && (
                    <>
                      <Typography.Text type="secondary">Follow up when</Typography.Text>
                      <ul style={{ paddingLeft: 20 }}>
                        {item.followUpConditions.map((condition, j) => (
                          <li key={j}>{condition}</li>
                        ))}
                      </ul>
                    </>
                  )}
                </div>
              ),
            }))}
          />
        ) : (
          <Empty description="Fill in the builder and generate to see your sequence here." />
        )}
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'ab',
              label: 'A/B Test Variants',
              children: results?.abTestVariants.length ? (
                <List
                  dataSource={results.abTestVariants}
                  renderItem={(variant) => (
                    <List.Item>
                      <List.Item.Meta title={variant.variant} description={variant.rationale} />
                    </List.Item>
                  )}
                />
              ) : (
                <Typography.Text type="secondary">A/B test ideas appear with your sequence.</Typography.Text>
              ),
            },
            {
              key: 'tips',
              label: 'Email Tips',
              children: (
                <ul style={{ paddingLeft: 20, margin: 0 }}>
                  {EMAIL_TIPS.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
