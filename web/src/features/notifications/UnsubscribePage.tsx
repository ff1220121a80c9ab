// /unsubscribe/:token: an e-mailed link's page, signed in or not. Says which news it stops (or, for a
// client, a document's reminders) and for whom (the address masked), then stops it with one press (the
// api's POST, RFC 8058's too).
import { Alert, Button, Card, Result, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useUnsubscribe, useUnsubscribeLink } from './api.ts';
import { REMINDERS_STOPPED, STOPPED } from './choices.ts';

export default function UnsubscribePage() {
  const { token = '' } = useParams();
  const link = useUnsubscribeLink(token);
  const stop = useUnsubscribe(token);

  let body;
  if (link.isPending)
    body = (
      <div className="centered-spinner" role="status" aria-label="Loading the link">
        <Spin />
      </div>
    );
  else if (link.isError) body = <Result status="warning" title="This link does not work" subTitle={errorMessage(link.error)} />;
  else if (stop.isSuccess || !link.data.on)
    body = (
      <Result
        status="success"
        title="Done: you will not get these e-mails any more."
        subTitle={link.data.kind === 'sent-reminder' ? 'The sender can still write to you themselves.' : "Change this any time in your account's notification settings."}
      />
    );
  else
    body = (
      <>
        <Typography.Paragraph>
          {link.data.kind === 'sent-reminder' ? REMINDERS_STOPPED : STOPPED[link.data.kind]}, to <strong>{link.data.email}</strong>.
        </Typography.Paragraph>
        {stop.isError && <Alert type="error" showIcon title={errorMessage(stop.error)} style={{ marginBottom: 16 }} />}
        <Button type="primary" danger loading={stop.isPending} disabled={stop.isPending} onClick={() => stop.mutate()}>
          Stop these e-mails
        </Button>
      </>
    );

  return (
    <>
      <PageTitle documentTitle="Unsubscribe">Unsubscribe</PageTitle>
      <Card style={{ maxWidth: 560, marginTop: 16 }}>{body}</Card>
    </>
  );
}
