// The admin's switch for the product's only mention on what users send their clients (issue 25): the
// "Made with …" line on documents and shared pages. Stored as the `made_with_line` setting (system);
// a missing row means on, so the switch creates it the first time it is turned off.
import { MADE_WITH_SETTING, MADE_WITH_TEXT, madeWithOn, type Setting } from '@growth-suite/shared';
import { Card, Switch, Typography } from 'antd';
import { useId } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useCreateSetting, useUpdateSetting } from './api.ts';

export function MadeWithSwitch({ settings, loading }: { settings: Setting[] | undefined; loading: boolean }) {
  const update = useUpdateSetting();
  const create = useCreateSetting();
  const toast = useToast();
  const labelId = useId();
  const row = settings?.find((setting) => setting.key === MADE_WITH_SETTING);
  const on = madeWithOn(row?.value);

  const change = async (checked: boolean) => {
    const value = String(checked);
    try {
      if (row) await update.mutateAsync({ key: MADE_WITH_SETTING, value });
      else await create.mutateAsync({ key: MADE_WITH_SETTING, value, category: 'system', description: `Show "${MADE_WITH_TEXT}" on documents and shared pages (true or false)` });
      toast.success(checked ? 'Made-with line shown' : 'Made-with line hidden', checked ? `Documents and shared pages say "${MADE_WITH_TEXT}".` : 'Documents and shared pages carry only your users’ brands.');
    } catch (error) {
      toast.error('Setting not saved', errorMessage(error));
    }
  };

  return (
    <Card style={{ marginTop: 16 }} title="Documents and shared pages">
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <Switch checked={on} loading={loading || update.isPending || create.isPending} onChange={(checked) => void change(checked)} aria-labelledby={labelId} />
        <div>
          <Typography.Text id={labelId}>Show "{MADE_WITH_TEXT}" on documents and shared pages</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            A small line at the foot of every Word, PDF and Markdown export and every shared page. Everything else there is the user’s own brand.
          </Typography.Paragraph>
        </div>
      </div>
    </Card>
  );
}
