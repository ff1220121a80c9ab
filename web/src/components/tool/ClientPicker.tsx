// "Work for a client" above a tool's form: picking a client fills the form from its file (the tool's
// prefill), and the result is saved for that client. It also says which results the form was filled
// from (a "Use in next step" link), and when a client or result in the link is not found.
import { TOOL_CATALOG } from '@growth-suite/shared';
import { Alert, Select, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clientsQuery } from '../../lib/clients/api.ts';
import type { WorkFor } from '../../lib/tools/workFor.ts';

const NO_CLIENT = 0;

const sourceName = (source: { tool: string; id: number }) => `${TOOL_CATALOG[source.tool as keyof typeof TOOL_CATALOG]?.shortName ?? source.tool} #${source.id}`;

/** "Whitfield Physio's file and Offer Creator #12". */
const filledFrom = (workFor: WorkFor) => [...(workFor.client ? [`${workFor.client.name}'s file`] : []), ...workFor.sources.map(sourceName)].join(' and ');

export function ClientPicker({ workFor, disabled }: { workFor: WorkFor; disabled?: boolean }) {
  // The list is read when the user goes to pick: a form opened to fill by hand costs no request.
  const [wanted, setWanted] = useState(false);
  const clients = useQuery({ ...clientsQuery(), enabled: wanted });
  const options = [
    { value: NO_CLIENT, label: 'No client' },
    ...(clients.data ?? []).map((client) => ({ value: client.id, label: client.name })),
    // The client in the link, while the list loads or when it is archived (the list holds active ones).
    ...(workFor.client && !clients.data?.some((client) => client.id === workFor.client?.id) ? [{ value: workFor.client.id, label: workFor.client.name }] : []),
  ];
  return (
    <div className="client-picker">
      <Space wrap align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong id="client-picker-label">
          Work for a client
        </Typography.Text>
        <Select
          aria-labelledby="client-picker-label"
          showSearch={{ optionFilterProp: 'label' }}
          value={workFor.clientMissing ? NO_CLIENT : (workFor.clientId ?? NO_CLIENT)}
          options={options}
          loading={(wanted && clients.isPending) || (workFor.clientId !== undefined && workFor.loading)}
          onFocus={() => setWanted(true)}
          onOpenChange={(open) => open && setWanted(true)}
          onChange={(value: number) => workFor.setClient(value === NO_CLIENT ? undefined : value)}
          disabled={disabled}
          style={{ minWidth: 240, maxWidth: '100%' }}
          notFoundContent="No client by that name"
        />
        {workFor.sources.map((source) => (
          <Tag key={source.id} color="blue">
            From {sourceName(source)}
          </Tag>
        ))}
      </Space>
      {workFor.values && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          Filled in from {filledFrom(workFor)}. You can change any field.
        </Typography.Paragraph>
      )}
      {(workFor.clientMissing || workFor.missingSources > 0) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={workFor.clientMissing ? 'That client was not found. It may have been deleted.' : 'A result this link names was not found. It may have been cleared.'}
        />
      )}
    </div>
  );
}
