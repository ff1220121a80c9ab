// /account/notifications: which news the user is e-mailed, one switch each, saved on change. Per user,
// not per workspace: no team prefix (like /teams/new).
import { Alert, Card, Spin, Switch, Typography } from 'antd';
import { useId } from 'react';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useChoices, useSaveChoices } from './api.ts';
import { CHOICES } from './choices.ts';

export default function NotificationsPage() {
  const choices = useChoices();
  const save = useSaveChoices();
  const toast = useToast();
  const ids = useId();

  async function onChange(name: string, label: string, on: boolean) {
    if (!choices.data) return;
    try {
      await save.mutateAsync({ ...choices.data, [name]: on });
      toast.success(on ? 'You will get these e-mails' : 'You will not get these e-mails', label);
    } catch (error) {
      toast.error('Could not save your choice', errorMessage(error));
    }
  }

  let body;
  if (choices.isPending)
    body = (
      <div className="centered-spinner" role="status" aria-label="Loading your choices">
        <Spin />
      </div>
    );
  else if (choices.isError) body = <Alert type="error" showIcon title="Your choices could not be loaded" description={errorMessage(choices.error)} />;
  else
    body = (
      <Card title="E-mail me when">
        <ul aria-label="E-mail me when" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {CHOICES.map(({ name, label }) => {
            const id = `${ids}-${name}`;
            return (
              <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '10px 0' }}>
                <Switch id={id} checked={choices.data[name] ?? false} loading={save.isPending && save.variables[name] !== choices.data[name]} disabled={save.isPending} onChange={(on) => void onChange(name, label, on)} />
                <label htmlFor={id} style={{ cursor: 'pointer' }}>
                  {label}
                </label>
              </li>
            );
          })}
        </ul>
      </Card>
    );

  return (
    <>
      <PageTitle documentTitle="Notifications">Notifications</PageTitle>
      <Typography.Paragraph type="secondary">Choose which news you are e-mailed. Your choices count in every workspace, and each message has a link to stop it too.</Typography.Paragraph>
      <div style={{ maxWidth: 640 }}>{body}</div>
    </>
  );
}
