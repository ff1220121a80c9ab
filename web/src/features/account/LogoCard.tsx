// The brand's logo: a PNG or JPEG up to 200 KB and 1000 × 1000 px, checked here from its bytes with
// the api's own check (so the message comes at once), previewed, replaced and removed.
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { checkLogo, LOGO_TYPES } from '@growth-suite/shared';
import type { BrandResponse } from '@growth-suite/shared/contract';
import { Alert, Button, Card, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useRemoveLogo, useUploadLogo } from '../../lib/brand.ts';
import { useToast } from '../../lib/toast.ts';

/** `readOnly`: a team member's view (its admins change the logo). */
export function LogoCard({ brand, readOnly = false }: { brand: BrandResponse; readOnly?: boolean }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File) => {
    const checked = checkLogo(new Uint8Array(await file.arrayBuffer()));
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    try {
      // Sent with the type its bytes say, whatever the file name claims.
      await upload.mutateAsync(new Blob([file], { type: checked.logo.type }));
      toast.success('Logo saved', 'It now heads your Word and PDF documents and your shared pages.');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const removeLogo = async () => {
    try {
      await remove.mutateAsync();
      toast.success('Logo removed', 'Documents and shared pages no longer show it.');
    } catch (error) {
      toast.error('Logo not removed', errorMessage(error));
    }
  };

  return (
    <Card title="Logo" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">PNG or JPEG, at most 200 KB and 1000 × 1000 pixels. It heads your Word and PDF documents and your shared pages.</Typography.Paragraph>
      {brand.logo ? (
        <div className="brand-logo-preview">
          <img src={brand.logo.url} alt="Your logo" />
        </div>
      ) : (
        <Typography.Paragraph>No logo yet.</Typography.Paragraph>
      )}
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
      {!readOnly && (
        <Space wrap>
          <Upload
            accept={LOGO_TYPES.join(',')}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              void send(file);
              return false; // sent by `send`, as the image's own bytes
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {brand.logo ? 'Replace logo' : 'Upload logo'}
            </Button>
          </Upload>
          {brand.logo && (
            <Button danger icon={<DeleteOutlined />} onClick={() => void removeLogo()} loading={remove.isPending}>
              Remove logo
            </Button>
          )}
        </Space>
      )}
    </Card>
  );
}
