// "Build the pack" on a client that has a call (the clients list, the client's page): starts the
// pack and opens its page, or — when the file cannot finish it — the one form for what it lacks.
import { BuildOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useBuildPack } from '../../lib/packs.ts';

export function BuildPackButton({ clientId, ...props }: { clientId: number } & Omit<ButtonProps, 'onClick' | 'loading' | 'icon'>) {
  const { build, isPending } = useBuildPack();
  return (
    <Button icon={<BuildOutlined />} loading={isPending} onClick={() => void build(clientId)} {...props}>
      Build the pack
    </Button>
  );
}
