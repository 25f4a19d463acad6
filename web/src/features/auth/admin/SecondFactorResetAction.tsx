import { App, Button, Popconfirm, Tooltip } from 'antd';
import { useRef } from 'react';
import { useResetUserSecondFactor } from '../../../api/generated/admin-users/admin-users';
import type { AdminUserDto } from '../../../api/generated/model';
import { serverMessage } from '../../../components/admin/api-error';

/**
 * Recovers an account that lost its authenticator app or passkey: every second factor goes, its sessions
 * end, its owner is e-mailed. Never one's own (another staff member does it).
 */
export function SecondFactorResetAction({ user, isSelf }: { user: AdminUserDto; isSelf: boolean }) {
  const { message } = App.useApp();
  const reset = useResetUserSecondFactor();
  const trigger = useRef<HTMLButtonElement>(null);

  if (isSelf) {
    return (
      <Tooltip title="Another staff member must reset your second factor">
        <Button size="small" disabled aria-label="Reset second factor (not allowed: your own account)">
          Reset second factor
        </Button>
      </Tooltip>
    );
  }

  const confirm = async () => {
    try {
      await reset.mutateAsync({ id: user.id });
      message.success(`The second factor of ${user.email} is reset; they were signed out.`);
    } catch (error) {
      message.error(serverMessage(error, `Could not reset the second factor of ${user.email}.`));
    }
  };

  return (
    <Popconfirm
      title="Reset this account's second factor?"
      description={
        <div style={{ maxWidth: 280 }}>
          {`Removes the authenticator app, passkeys and recovery codes of ${user.email} and signs them out everywhere. ` +
            'Check who is asking first (e.g. a call): the next sign-in sets up a new one with the password alone.'}
        </div>
      }
      okText="Reset"
      okButtonProps={{ danger: true }}
      cancelButtonProps={{ autoFocus: true }}
      onOpenChange={(open) => {
        if (!open) requestAnimationFrame(() => trigger.current?.focus());
      }}
      onConfirm={confirm}
    >
      <Button
        ref={trigger}
        size="small"
        danger
        aria-label={`Reset the second factor of ${user.email}`}
        loading={reset.isPending}
      >
        Reset second factor
      </Button>
    </Popconfirm>
  );
}
