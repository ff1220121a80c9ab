// "Move to team…" on a client's page (DESIGN §11.2): a team takes existing work. Offered to an admin or
// owner of the client's workspace who is an admin or owner of at least one other team (the api's rule:
// admin+ of both). The client moves with its calls, results, versions, packs and sent documents (their
// links keep working); the page then opens under the team's address.
import { SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useMoveClient } from '../../lib/clients/api.ts';
import { useIsWorkspaceAdmin } from '../../lib/permissions.ts';
import { useTeamScope } from '../../lib/teamScope.ts';
import { useToast } from '../../lib/toast.ts';
import { useTeams } from '../../lib/workspaces.ts';
import { useNavigate } from '../../lib/workspaceRouting.tsx';
import { roleAtLeast } from '@growth-suite/shared';

export function MoveClientButton({ clientId, clientName }: { clientId: number; clientName: string }) {
  const admin = useIsWorkspaceAdmin();
  const here = useTeamScope()?.team.id;
  const teams = useTeams();
  const [open, setOpen] = useState(false);
  // The teams it may go to: where the caller is an admin or owner, but the one it is in.
  const targets = (teams.data ?? []).filter((team) => team.id !== here && roleAtLeast(team.role, 'admin'));
  if (!admin || targets.length === 0) return null;
  return (
    <>
      <Button icon={<SwapOutlined />} onClick={() => setOpen(true)}>
        Move to team…
      </Button>
      {open && <MoveClientModal clientId={clientId} clientName={clientName} targets={targets} onClose={() => setOpen(false)} />}
    </>
  );
}

function MoveClientModal({ clientId, clientName, targets, onClose }: { clientId: number; clientName: string; targets: { id: number; name: string; slug: string }[]; onClose: () => void }) {
  const move = useMoveClient();
  const toast = useToast();
  const navigate = useNavigate();
  const pickerId = useId();
  const [workspaceId, setWorkspaceId] = useState<number | undefined>(targets.length === 1 ? targets[0]!.id : undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const target = targets.find((team) => team.id === workspaceId);

  const onOk = async () => {
    if (!target) {
      setProblem('Choose the team to move the client to');
      return;
    }
    try {
      await move.mutateAsync({ id: clientId, workspaceId: target.id });
      toast.success('Client moved', `${clientName} and everything made for it are now in ${target.name}.`);
      onClose();
      void navigate(`/clients/${clientId}`, { workspace: target.slug });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={`Move ${clientName} to a team`}
      okText={move.isPending ? 'Moving…' : 'Move client'}
      okButtonProps={{ loading: move.isPending }}
      cancelButtonProps={{ disabled: move.isPending }}
      onOk={() => void onOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        The client moves with its calls, everything made for it (every version), its packs and the documents sent to it. Links already sent keep working, each result keeps its author, and the team’s members can
        work on it. It is no longer here.
      </Typography.Paragraph>
      <label htmlFor={pickerId} style={{ display: 'block', marginBottom: 4 }}>
        Team
      </label>
      <Select
        id={pickerId}
        style={{ width: '100%' }}
        placeholder="Choose a team"
        value={workspaceId}
        options={targets.map((team) => ({ value: team.id, label: team.name }))}
        status={problem && !target ? 'error' : undefined}
        onChange={(value: number) => {
          setWorkspaceId(value);
          setProblem(null);
        }}
        disabled={move.isPending}
      />
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
