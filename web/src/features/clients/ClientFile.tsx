// The client's file as read on its page: the facts known (an unknown one says so), then the calls,
// newest first, each opened on demand (a transcript can be long).
import { COMPANY_SIZE_OPTIONS, formatDate, isSafeLink, optionLabel } from '@growth-suite/shared';
import type { ClientResponse } from '@growth-suite/shared/contract';
import { Collapse, Descriptions, Typography } from 'antd';
import { useDateLocale } from '../../lib/dates.ts';

/** A call's day as the brand's locale writes it ("20 Nov 2026" in en-GB); the day itself, whatever the reader's zone. */
const dayOf = (day: string, locale: string) => formatDate(`${day}T00:00:00Z`, { locale, timeZone: 'UTC', withTime: false });

const unknown = <Typography.Text type="secondary">Not known yet</Typography.Text>;
const textOr = (value: string) => (value ? <span style={{ whiteSpace: 'pre-line' }}>{value}</span> : unknown);

export function ClientFacts({ client }: { client: ClientResponse }) {
  const website = client.website && isSafeLink(client.website) ? <a href={client.website} target="_blank" rel="noreferrer noopener">{client.website}</a> : textOr(client.website);
  const items = [
    { key: 'industry', label: 'Industry', children: textOr(client.industry) },
    { key: 'website', label: 'Website', children: website },
    { key: 'size', label: 'Company size', children: client.size ? optionLabel(COMPANY_SIZE_OPTIONS, client.size) : unknown },
    { key: 'revenue', label: 'Annual revenue', children: textOr(client.revenue) },
    { key: 'contact', label: 'Contact', children: textOr([client.contactName, client.contactTitle].filter(Boolean).join(', ')) },
    { key: 'email', label: 'E-mail', children: client.contactEmail ? <a href={`mailto:${client.contactEmail}`}>{client.contactEmail}</a> : unknown },
    { key: 'offering', label: 'What they sell', children: textOr(client.offering), span: 'filled' as const },
    { key: 'pains', label: 'Pains', children: textOr(client.pains), span: 'filled' as const },
    { key: 'goals', label: 'Goals', children: textOr(client.goals), span: 'filled' as const },
    { key: 'budget', label: 'Budget signals', children: textOr(client.budgetSignals), span: 'filled' as const },
    { key: 'objections', label: 'Objections', children: textOr(client.objections), span: 'filled' as const },
    { key: 'notes', label: 'Notes', children: textOr(client.notes), span: 'filled' as const },
  ];
  return <Descriptions colon={false} column={{ xs: 1, sm: 1, md: 2 }} layout="vertical" size="small" items={items} />;
}

export function ClientCalls({ client }: { client: ClientResponse }) {
  const locale = useDateLocale();
  if (client.calls.length === 0) return <Typography.Paragraph type="secondary">No calls yet. Add one with Edit.</Typography.Paragraph>;
  return (
    <Collapse
      items={client.calls.map((call, index) => ({
        key: call.id,
        label: `Call of ${dayOf(call.date, locale)}${index === 0 ? ' (latest)' : ''}`,
        children: <div className="client-transcript">{call.transcript}</div>,
      }))}
    />
  );
}
