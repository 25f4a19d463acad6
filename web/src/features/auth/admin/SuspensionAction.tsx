import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tooltip } from 'antd';
import { useRef } from 'react';
import { getListUsersQueryKey, useReinstateUser, useSuspendUser } from '../../../api/generated/admin-users/admin-users';
import type { AdminUserDto } from '../../../api/generated/model';
import { serverMessage } from '../../../components/admin/api-error';

/** Suspend or reinstate one account, after a confirmation; then the table reloads. */
export function SuspensionAction({ user, isSelf }: { user: AdminUserDto; isSelf: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const suspend = useSuspendUser();
  const reinstate = useReinstateUser();
  const mutation = user.isSuspended ? reinstate : suspend;
  const trigger = useRef<HTMLButtonElement>(null);
  const verb = user.isSuspended ? 'Reinstate' : 'Suspend';

  const confirm = async () => {
    try {
      await mutation.mutateAsync({ id: user.id });
      message.success(user.isSuspended ? `${user.email} is reinstated.` : `${user.email} is suspended.`);
      // Every cached page of the list (any filters) may hold this row.
      await queryClient.invalidateQueries({ queryKey: [getListUsersQueryKey()[0]] });
    } catch (error) {
      message.error(serverMessage(error, `Could not ${verb.toLowerCase()} ${user.email}.`));
    }
  };

  if (isSelf && !user.isSuspended) {
    return (
      <Tooltip title="You cannot suspend your own account">
        <Button size="small" disabled aria-label={`Suspend ${user.email} (not allowed: your own account)`}>
          Suspend
        </Button>
      </Tooltip>
    );
  }

  return (
    <Popconfirm
      title={user.isSuspended ? 'Reinstate this account?' : 'Suspend this account?'}
      description={
        <div style={{ maxWidth: 280 }}>
          {user.isSuspended
            ? `${user.email} will be able to sign in again.`
            : `${user.email} will be signed out everywhere and cannot sign in until reinstated.`}
        </div>
      }
      okText={verb}
      cancelText="Cancel"
      okButtonProps={{ danger: !user.isSuspended }}
      // Keyboard users land in the confirmation, on the harmless choice.
      cancelButtonProps={{ autoFocus: true }}
      // Closed (Escape, Cancel, confirmed): focus goes back to the row's button, not to <body>.
      onOpenChange={(open) => {
        if (!open) requestAnimationFrame(() => trigger.current?.focus());
      }}
      onConfirm={confirm}
    >
      <Button
        ref={trigger}
        size="small"
        danger={!user.isSuspended}
        aria-label={`${verb} ${user.email}`}
        loading={mutation.isPending}
      >
        {verb}
      </Button>
    </Popconfirm>
  );
}
