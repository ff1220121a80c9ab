// The frame of a generator screen: title, saved-item badge and Back to History, the demo banner,
// a spinner while a saved item loads, and the progress panel (with Cancel) while a generation runs.
import { ArrowLeftOutlined, CheckCircleOutlined, LoadingOutlined, StopOutlined } from '@ant-design/icons';
import { DEMO_BANNER, isModelTool } from '@growth-suite/shared';
import { Alert, Button, Card, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { JobStatus } from '@growth-suite/shared';
import { useMeta } from '../../lib/meta.ts';
import { useJobStatus } from '../../lib/tools/api.ts';
import type { LiveStatus } from '../../lib/tools/events.ts';
import type { ToolFrame } from '../../lib/tools/useToolScreen.ts';
import { LinkButton } from '../link/LinkButton.tsx';
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import { ClientPicker } from './ClientPicker.tsx';
import { ItemLinks } from './ItemLinks.tsx';
import { PageTitle } from '../page/PageTitle.tsx';
import { ResultAnchorContext } from './writing.ts';
import { VersionsProvider } from '../versions/VersionsProvider.tsx';
import { Boundary } from '../../lib/boundary.tsx';

const ItemActions = lazyScreen('item-actions', () => import('./ItemActions.tsx'));

export function ToolShell({ screen, description, children }: { screen: ToolFrame; description: string; children: ReactNode }) {
  const meta = useMeta();
  // The result's place (LiveResult), whatever the tool's layout.
  const resultRef = useRef<HTMLDivElement>(null);
  const fresh = screen.itemState === 'fresh' && screen.results !== null;
  // The user submitted from the bottom of the form: when the result starts to appear (its first
  // part, while it is written) and again when it is complete, focus it and bring its top into
  // view if it is not. Once it is in view nothing scrolls, so the final result does not jump.
  useEffect(() => {
    if (fresh || screen.writing) bringIntoView(resultRef.current);
  }, [fresh, screen.writing, screen.id]);

  return (
    // A saved result's parts can be regenerated and edited, and its versions listed (VersionsProvider).
    <VersionsProvider screen={screen}>
      <div>
        {/* The heading first, then what can be done with the item (it sat above the h1). */}
        <PageTitle>{screen.title}</PageTitle>
        <ItemBadge screen={screen} />
        <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
        {/* Sample output is a model's stand-in: a tool worked out by code gives its real figures. */}
        {meta.data?.aiProvider === 'demo' && isModelTool(screen.tool) && <Alert type="info" showIcon title={DEMO_BANNER} style={{ marginBottom: 16 }} />}
        {screen.itemState === 'loading' ? (
          <div className="centered-spinner" role="status" aria-label="Loading history item">
            <Spin size="large" />
          </div>
        ) : screen.itemState === 'missing' ? (
          <MissingItem screen={screen} />
        ) : (
          <ResultAnchorContext.Provider value={resultRef}>
            {/* Gone from the submit on (a change the user just asked for): had it stayed while the
                result was written, the result would move up when the picker left at the end. */}
            {screen.itemState === 'none' && !screen.pending && screen.workFor.forClients && <ClientPicker workFor={screen.workFor} />}
            {(screen.itemState === 'saved' || screen.itemState === 'fresh') && <ItemLinks links={screen.links} />}
            <div className="tool-body">{children}</div>
          </ResultAnchorContext.Provider>
        )}
        {screen.pending && <ProgressPanel screen={screen} />}
      </div>
    </VersionsProvider>
  );
}

function bringIntoView(element: HTMLElement | null) {
  if (!element) return;
  element.focus({ preventScroll: true });
  const { top } = element.getBoundingClientRect();
  // Below the fold, or above the top of the window (under the sticky header: scroll-margin-top).
  if (top > window.innerHeight * 0.6 || top < 0) element.scrollIntoView({ block: 'start' });
}

/** Spec: a reopened item says so; a result generated a moment ago says it was saved instead. */
function ItemBadge({ screen }: { screen: ToolFrame }) {
  // While a generation runs, this row says so (from the submit on, so the page does not shift when
  // the first part arrives); "Saved to History" takes its place after.
  if (screen.pending) {
    return (
      <Space wrap style={{ marginBottom: 8 }}>
        <Tag color="processing" icon={<LoadingOutlined />}>
          {screen.writing ? 'Writing… the result appears as it is written' : 'Generating…'}
        </Tag>
      </Space>
    );
  }
  if (screen.itemState === 'saved' || screen.itemState === 'loading') {
    return (
      <Space wrap style={{ marginBottom: 8 }}>
        <Tag color="blue">Viewing History Item #{screen.id}</Tag>
        <LinkButton to="/history" size="small" icon={<ArrowLeftOutlined />}>
          Back to History
        </LinkButton>
        <Download screen={screen} />
      </Space>
    );
  }
  if (screen.itemState === 'fresh') {
    return (
      <Space wrap style={{ marginBottom: 8 }}>
        <Tag color="green" icon={<CheckCircleOutlined />}>
          Saved to History
        </Tag>
        <LinkButton to="/history" size="small" type="link">
          View all in History
        </LinkButton>
        <Download screen={screen} />
      </Space>
    );
  }
  return null;
}

/** Use in next step, the Download menu, Share and the versions once the item's result is on screen. */
const Download = ({ screen }: { screen: ToolFrame }) =>
  screen.id !== undefined && screen.results !== null ? (
    // Its code loads with the first saved result; until then the row has the badge alone.
    <Boundary fallback={null}>
      <ItemActions screen={screen} id={screen.id} results={screen.results} />
    </Boundary>
  ) : null;

function MissingItem({ screen }: { screen: ToolFrame }) {
  return (
    <Card>
      <Empty description="This history item does not exist. It may have been cleared, or the link is wrong.">
        <Space wrap style={{ justifyContent: 'center' }}>
          <Button type="primary" onClick={screen.startOver}>
            Start a new one
          </Button>
          <LinkButton to="/history">Go to History</LinkButton>
        </Space>
      </Empty>
    </Card>
  );
}

export function describeJob(status: JobStatus | LiveStatus | null | undefined, writing = false): string {
  if (writing) return 'Writing…';
  if (!status) return 'Sending your request…';
  if (status.state === 'queued') return status.position > 0 ? `In queue — ${status.position} ahead` : 'In queue — next up';
  if (status.state === 'active') return 'Writing…';
  if (status.state === 'completed') return 'Finishing…';
  return 'Something went wrong…';
}

/**
 * Real generations take 10–60 s and may queue under load: show where the job is (from its event
 * stream, else by polling), and offer to cancel it.
 */
function ProgressPanel({ screen }: { screen: ToolFrame }) {
  // Polled only when the event stream is not delivering, and not once a cancel was asked for.
  const polled = useJobStatus(screen.liveStatus || screen.cancelling ? null : screen.requestId);
  const status = screen.liveStatus ?? polled.data;
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, []);
  return (
    // Sticky at the bottom of the screen: the user submitted from the bottom of the form, so the
    // progress shows where they are looking, and stays in view if they scroll.
    <Card size="small" className="progress-panel">
      <div className="progress-panel-row">
        <Space role="status" aria-live="polite" wrap>
          <LoadingOutlined />
          <Typography.Text strong>{screen.cancelling ? 'Cancelling…' : describeJob(status, screen.writing)}</Typography.Text>
          {/* A model takes its time; a result worked out by code is saved in a moment. */}
          <Typography.Text type="secondary">{seconds}s elapsed{isModelTool(screen.tool) ? ' · usually 10–60 seconds' : ''}</Typography.Text>
        </Space>
        <Button size="small" icon={<StopOutlined />} onClick={() => void screen.cancel()} disabled={screen.cancelling || !screen.requestId}>
          Cancel
        </Button>
      </div>
    </Card>
  );
}
