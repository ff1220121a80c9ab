// One message as its reader gets it: the HTML part drawn in a sandboxed frame (no scripts, no access to
// this page: a message's HTML is never trusted), and the plain-text part as written.
import { Alert, Modal, Spin, Tabs, Typography } from 'antd';
import { errorMessage } from '../../lib/api.ts';
import { useMailMessage } from './api.ts';

export function MailPreview({ id, onClose }: { id: number | null; onClose: () => void }) {
  const message = useMailMessage(id);
  const data = message.data;
  let body;
  if (message.isError) body = <Alert type="error" showIcon title={`Error loading the message: ${errorMessage(message.error)}`} />;
  else if (!data) body = <Spin aria-label="Loading the message" style={{ display: 'block', margin: '48px auto' }} />;
  else
    body = (
      <>
        <Typography.Paragraph type="secondary" style={{ overflowWrap: 'anywhere' }}>
          To {data.message.to}
          {data.attachment && ` · Attached: ${data.attachment}${data.message.state === 'sent' ? ' (not kept after sending)' : ''}`}
        </Typography.Paragraph>
        <Tabs
          items={[
            {
              key: 'html',
              label: 'HTML',
              // sandbox with no permissions: scripts, forms and same-origin access are all off.
              children: <iframe sandbox="" srcDoc={data.html} title="The message as HTML" style={{ width: '100%', height: 420, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }} />,
            },
            {
              key: 'text',
              label: 'Plain text',
              children: (
                <pre aria-label="The message as plain text" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0, maxHeight: 420, overflow: 'auto', fontSize: 13 }}>
                  {data.text}
                </pre>
              ),
            },
          ]}
        />
      </>
    );
  return (
    <Modal open={id !== null} title={data?.message.subject ?? 'Message'} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {body}
    </Modal>
  );
}
