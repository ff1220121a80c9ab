// "Build the pack" on a client that has a call (the clients list, the client's page): starts the
// pack and opens its page; asks for the value to be confirmed first when a figure is not (its
// drawer), or — when the file cannot finish it — opens the one form for what it lacks.
import { BuildOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useBuildPack } from './usePackStart.tsx';

export function BuildPackButton({ clientId, ...props }: { clientId: number } & Omit<ButtonProps, 'onClick' | 'loading' | 'icon'>) {
  const { build, isPending, drawer } = useBuildPack();
  return (
    <>
      <Button icon={<BuildOutlined />} loading={isPending} onClick={() => void build(clientId)} {...props}>
        Build the pack
      </Button>
      {drawer}
    </>
  );
}
