// /admin (spec §2 Admin Panel): settings by category, with add, edit and delete, and links to
// user management and contact submissions.
import { ApartmentOutlined, SendOutlined, MailOutlined, PlusOutlined, TeamOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { SETTING_CATEGORIES, type Setting, type SettingCategory } from '@growth-suite/shared';
import { Alert, Button, Card, Empty, Modal, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useToast } from '../../lib/toast.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { useAllSettings, useDeleteSetting } from './api.ts';
import { MadeWithSwitch } from './MadeWithSwitch.tsx';
import { SettingFormModal } from './SettingFormModal.tsx';
import { LinkButton } from '../../components/link/LinkButton.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';
import { ResponsiveTabs } from '../../components/tabs/ResponsiveTabs.tsx';
import { LocalDateTime } from '../../components/time/LocalDateTime.tsx';

const TAB_LABELS: Record<SettingCategory, string> = { environment: 'Environment', links: 'Links', content: 'Content', system: 'System' };

/** What an empty tab says: that it is empty, and what belongs there. */
const EMPTY_CATEGORY: Record<SettingCategory, string> = {
  environment:
    'No settings found in this category. Environment settings hold values that differ between deployments, such as a feature switch or an integration\'s public id. Secrets stay in the server\'s environment, never here.',
  links: 'No settings found in this category. Links hold the company name, support e-mail and where the legal and contact links point.',
  content: 'No settings found in this category. Content holds page text: privacy_policy_content, terms_of_service_content and contact_faq (Markdown), and the contact details.',
  system: 'No settings found in this category. System settings are internal switches for administrators; nothing here is shown to visitors.',
};

export default function AdminPage() {
  const { data: me } = useCurrentUser();
  const settings = useAllSettings(Boolean(me?.isAdmin));
  const remove = useDeleteSetting();
  const toast = useToast();
  const [category, setCategory] = useState<SettingCategory>('environment');
  const [editing, setEditing] = useState<Setting | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Setting | null>(null);

  const open = (setting: Setting | null) => {
    setEditing(setting);
    setFormOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.key);
      toast.success('Setting deleted', deleting.key);
    } catch (error) {
      toast.error('Failed to delete setting', errorMessage(error));
    } finally {
      setDeleting(null);
    }
  };

  const columns: TableColumnsType<Setting> = [
    { title: 'Key', dataIndex: 'key', key: 'key', render: (key: string) => <Typography.Text code>{key}</Typography.Text> },
    {
      title: 'Value',
      dataIndex: 'value',
      key: 'value',
      render: (value: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 420 }}>
          {value}
        </Typography.Paragraph>
      ),
    },
    { title: 'Description', dataIndex: 'description', key: 'description', responsive: ['lg'], render: (d: string | null) => d ?? '—' },
    { title: 'Updated', dataIndex: 'updatedAt', key: 'updatedAt', responsive: ['md'], render: (d: string) => <LocalDateTime value={d} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, setting) => (
        <Space>
          <Button size="small" onClick={() => open(setting)} aria-label={`Edit ${setting.key}`}>
            Edit
          </Button>
          <Button size="small" danger onClick={() => setDeleting(setting)} aria-label={`Delete ${setting.key}`}>
            Delete
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle
        actions={
          <>
          <Space wrap>
            <LinkButton to="/admin/users" icon={<TeamOutlined />}>Manage Users</LinkButton>
            <LinkButton to="/admin/contact" icon={<MailOutlined />}>Contact Submissions</LinkButton>
            <LinkButton to="/admin/queue" icon={<UnorderedListOutlined />}>Generation Queue</LinkButton>
            <LinkButton to="/admin/workspaces" icon={<ApartmentOutlined />}>Workspaces</LinkButton>
            <LinkButton to="/admin/mail" icon={<SendOutlined />}>Mail Outbox</LinkButton>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)}>
              Add New Setting
            </Button>
          </Space>
          </>
        }
      >
        Admin Panel
      </PageTitle>
      <MadeWithSwitch settings={settings.data} loading={settings.isPending} />
      <Card style={{ marginTop: 16 }}>
        {settings.isError ? (
          <Alert type="error" showIcon title={`Error loading settings: ${errorMessage(settings.error)}`} />
        ) : (
          <ResponsiveTabs
            label="Category"
            activeKey={category}
            onChange={(key) => setCategory(key as SettingCategory)}
            items={SETTING_CATEGORIES.map((c) => ({
              key: c,
              label: TAB_LABELS[c],
              children: (
                <Table<Setting>
                  rowKey="id"
                  columns={columns}
                  loading={settings.isPending}
                  dataSource={(settings.data ?? []).filter((s) => s.category === c)}
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  locale={{ emptyText: <Empty description={EMPTY_CATEGORY[c]} /> }}
                />
              ),
            }))}
          />
        )}
      </Card>
      <SettingFormModal open={formOpen} setting={editing} category={category} onClose={() => setFormOpen(false)} />
      <Modal
        open={deleting !== null}
        title="Delete setting"
        okText={remove.isPending ? 'Deleting...' : 'Delete'}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onOk={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Delete <Typography.Text code>{deleting?.key}</Typography.Text>? Pages that read it fall back to their defaults.
      </Modal>
    </>
  );
}
