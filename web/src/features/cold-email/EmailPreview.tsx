import { CopyOutlined } from '@ant-design/icons';
import { emailAsText, type ColdEmailResult } from '@growth-suite/shared/tools/cold-email';
import { Button, Card, Empty, List, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCopy } from '../../lib/clipboard.ts';
import { CopyAllButton } from '../../components/tool/CopyAllButton.tsx';
import { ResponsiveTabs } from '../../components/tabs/ResponsiveTabs.tsx';
import { useWriting } from '../../components/tool/writing.ts';
import { useCompare } from '../../components/versions/compareContext.ts';
import { Part } from '../../components/versions/Part.tsx';

export const EMAIL_TIPS = [
  'Personalised emails have 26% higher open rates.',
  'Keep subject lines under 50 characters.',
  'Send Tuesday to Thursday, 8-10am and 3-4pm.',
];

/** Copy of one email: waits while the email is written (the whole sequence, or this email regenerated). */
function CopyEmail({ item, n }: { item: ColdEmailResult['sequence'][number]; n: number }) {
  const copy = useCopy();
  const writing = useWriting();
  return (
    <Button size="small" icon={<CopyOutlined />} aria-label={`Copy email ${n}`} disabled={writing} onClick={() => void copy(emailAsText(item))}>
      Copy
    </Button>
  );
}

export function EmailPreview({ results }: { results: ColdEmailResult | null }) {
  const writing = useWriting();
  // The tab chosen for this sequence: a new sequence starts at its first email. A sequence being
  // written is a new object at every part, and so is its final version: those keep the choice. So
  // does a new version of the same sequence (an email regenerated or edited: same emails, none written).
  const [choice, setChoice] = useState({ results, index: 0, writing });
  const sameSequence = (before: ColdEmailResult | null) => !writing && before !== null && results !== null && before.sequence.length === results.sequence.length;
  const keep = choice.writing || sameSequence(choice.results);
  if (choice.results !== results) setChoice({ results, index: keep ? choice.index : 0, writing });
  const selected = Math.min(choice.results === results || keep ? choice.index : 0, Math.max((results?.sequence.length ?? 1) - 1, 0));

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
        {results && results.sequence.length === 0 ? (
          <Typography.Text type="secondary">Being written…</Typography.Text>
        ) : results ? (
          <EmailTabs results={results} selected={selected} onSelect={(index) => setChoice({ results, index, writing })} />
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
                  renderItem={(variant, i) => (
                    <List.Item>
                      <Part path={`abTestVariants/${i}`} inline>
                        <List.Item.Meta title={variant.variant} description={variant.rationale} />
                      </Part>
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

/** One email of the sequence: its timing and Copy on the row its actions sit on, then the email. */
function EmailPart({ item, i }: { item: ColdEmailResult['sequence'][number]; i: number }) {
  return (
    <Part
      path={`sequence/${i}`}
      heading={
        <Space wrap>
          <Tag color="blue" className="tag-wraps">
            {item.timing}
          </Tag>
          <CopyEmail item={item} n={i + 1} />
        </Space>
      }
    >
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
    </Part>
  );
}

/**
 * The emails as tabs, one at a time; in a comparison of two versions all of them one under the
 * other, as in the document, so every changed email is seen without looking behind each tab.
 */
function EmailTabs({ results, selected, onSelect }: { results: ColdEmailResult; selected: number; onSelect: (index: number) => void }) {
  const compare = useCompare();
  if (compare) {
    return (
      <div className="email-stack">
        {results.sequence.map((item, i) => (
          <div key={i}>
            <Typography.Title level={3} style={{ fontSize: 16 }}>{`Email ${i + 1}`}</Typography.Title>
            <EmailPart item={item} i={i} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ResponsiveTabs
      label="Email"
      activeKey={String(selected)}
      onChange={(key) => onSelect(Number(key))}
      items={results.sequence.map((item, i) => ({
        key: String(i),
        label: `Email ${i + 1}`,
        children: <EmailPart item={item} i={i} />,
      }))}
    />
  );
}
