// /clients/:id/pack/:packId: a pack's progress (DESIGN §10), read again every second while it runs,
// so a reload shows where it stands. Each done step links to its result (the ROI calculation too: it is
// saved like any other), and a step priced from the call says what it is worth a month to the client;
// a failed step shows why and "Retry" (the done ones are kept);
// "Cancel" stops a running pack at its open step (retryable); once the last step is done the page
// says "Done" and leads to the last result's preview, read as the client will see it and sent from there.
import { ArrowLeftOutlined, EyeOutlined, LinkOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { formatMoney, PACK_LAST_TOOL, resultLink, TOOL_CATALOG, type PackStep } from '@growth-suite/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Space, Spin, Steps, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { Link, useNavigate } from '../../lib/workspaceRouting.tsx';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { packQuery, useCancelPack, useRetryPack } from '../../lib/packs.ts';
import { useToast } from '../../lib/toast.ts';
import { useBrand } from '../../lib/brand.ts';

const ID = /^[1-9]\d{0,9}$/;
const lastName = TOOL_CATALOG[PACK_LAST_TOOL].shortName;

const stepTitle = (step: PackStep) => TOOL_CATALOG[step.tool].title;
const STATUS = { queued: 'wait', active: 'process', completed: 'finish', failed: 'error' } as const;
const STATE_WORDS = { queued: 'Waiting', active: 'Writing…', completed: 'Done', failed: 'Failed' } as const;

function StepContent({ step }: { step: PackStep }) {
  // Figures in the brand's locale (the currency is the step's own).
  const locale = useBrand().data?.locale ?? 'en-US';
  if (step.state === 'failed') return <Typography.Text type="danger">{step.error ?? 'This step failed.'}</Typography.Text>;
  if (step.state !== 'completed') return <Typography.Text type="secondary">{STATE_WORDS[step.state]}</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {/* What the work is worth to the client, as the call states it: the figure the step was priced from. */}
      {step.value && (
        <Typography.Text>
          Worth about {formatMoney(step.value.monthly, step.value.currency, locale)} a month to the client, from what the call states
        </Typography.Text>
      )}
      {step.generationId && (
        <Link to={resultLink(step.tool, step.generationId)}>
          <LinkOutlined aria-hidden /> Open the result
        </Link>
      )}
    </Space>
  );
}

export default function PackPage() {
  const { id = '', packId = '' } = useParams();
  const valid = ID.test(id) && ID.test(packId);
  const pack = useQuery({ ...packQuery(Number(packId)), enabled: valid });
  const retry = useRetryPack(Number(packId));
  const cancel = useCancelPack(Number(packId));
  const toast = useToast();
  const navigate = useNavigate();
  // A pack watched to its end here ends on its last result as the client will see it, with Send (DESIGN
  // §11.1: read before it is sent). One opened already done stays on its steps.
  const sawRunning = useRef(false);
  const state = pack.data?.state;
  const lastId = pack.data?.steps.find((step) => step.tool === PACK_LAST_TOOL)?.generationId;
  useEffect(() => {
    if (state === 'queued' || state === 'active') sawRunning.current = true;
    else if (state === 'completed' && sawRunning.current && lastId) {
      sawRunning.current = false;
      void navigate(`${resultLink(PACK_LAST_TOOL, lastId)}/preview`);
    }
  }, [state, lastId, navigate]);

  const back = (
    <LinkButton to={`/clients/${id}`} icon={<ArrowLeftOutlined />}>
      Back to the client
    </LinkButton>
  );
  if (!valid || (pack.error instanceof ApiError && pack.error.status === 404)) {
    return (
      <>
        <PageTitle>Pack not found</PageTitle>
        <Result status="404" title="Pack not found" subTitle="It may belong to another account, or its client was deleted." extra={back} />
      </>
    );
  }
  if (pack.isError) return <Alert type="error" showIcon title={`Failed to load the pack: ${errorMessage(pack.error)}`} action={<Button onClick={() => void pack.refetch()}>Try again</Button>} />;
  if (pack.isPending) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label="Loading the pack" />;

  const data = pack.data;
  const done = data.steps.filter((step) => step.state === 'completed').length;
  const last = data.steps.find((step) => step.tool === PACK_LAST_TOOL);
  const open = data.steps.findIndex((step) => step.state !== 'completed');
  // Past the end once all are done: no step is drawn as the current one.
  const current = open === -1 ? data.steps.length : open;

  const onRetry = async () => {
    try {
      await retry.mutateAsync();
    } catch (error) {
      toast.error('Could not retry the pack', errorMessage(error));
    }
  };

  const onCancel = async () => {
    try {
      await cancel.mutateAsync();
    } catch (error) {
      toast.error('Could not cancel the pack', errorMessage(error));
      void pack.refetch();
    }
  };

  return (
    <>
      <PageTitle documentTitle="Pack" actions={back}>
        {data.state === 'completed' ? 'Done' : data.state === 'failed' ? 'The pack stopped' : 'Building the pack'}
      </PageTitle>
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }} aria-live="polite">
            {data.state === 'completed'
              ? `All ${data.steps.length} steps are done. Each is saved in History and on the client's page.`
              : data.state === 'failed'
                ? `${done} of ${data.steps.length} steps done. Retry to carry on from the failed step: the done ones are kept.`
                : `${done} of ${data.steps.length} steps done. You can leave this page: the pack carries on, and this page shows it again.`}
          </Typography.Paragraph>
          <Steps
            orientation="vertical"
            current={current}
            aria-label="Pack steps"
            items={data.steps.map((step) => ({
              title: stepTitle(step),
              status: STATUS[step.state],
              content: <StepContent step={step} />,
              ...(step.state === 'active' ? { icon: <Spin size="small" /> } : {}),
            }))}
          />
          {(data.state === 'queued' || data.state === 'active') && (
            <Button danger icon={<StopOutlined />} onClick={() => void onCancel()} loading={cancel.isPending}>
              Cancel
            </Button>
          )}
          {data.state === 'failed' && (
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => void onRetry()} loading={retry.isPending}>
              Retry
            </Button>
          )}
          {data.state === 'completed' && last?.generationId && (
            <Space orientation="vertical" size="small" style={{ width: '100%' }}>
              <Typography.Text>Read the {lastName.toLowerCase()} as your client will see it, edit it if needed, then send it from there.</Typography.Text>
              <Space wrap>
                <LinkButton to={`${resultLink(PACK_LAST_TOOL, last.generationId)}/preview`} type="primary" size="large" icon={<EyeOutlined />}>
                  Preview and send the {lastName.toLowerCase()}
                </LinkButton>
                <LinkButton to={resultLink(PACK_LAST_TOOL, last.generationId)} size="large">
                  Open the {lastName.toLowerCase()}
                </LinkButton>
              </Space>
            </Space>
          )}
        </Space>
      </Card>
    </>
  );
}
