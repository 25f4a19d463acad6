import { App, Button, Popconfirm } from 'antd';
import { serverMessage } from '../../../components/admin/api-error';

/**
 * Runs one change of a step or task: its success in the back office's message host, then `refresh`; a refusal
 * as the server's message, else `failure`.
 */
export function useItemAction(refresh: () => Promise<unknown>) {
  const { message } = App.useApp();
  return async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await action();
      message.success(success);
      await refresh();
    } catch (error) {
      message.error(serverMessage(error, failure));
    }
  };
}

/** Edit and Delete (after a confirmation saying where it disappears from) of one step or task. */
export function EditDeleteActions({
  noun,
  title,
  removedFrom,
  onEdit,
  onDelete,
}: {
  noun: 'step' | 'task';
  title: string;
  /** Where the client stops seeing it, e.g. "the client's page". */
  removedFrom: string;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}) {
  return (
    <>
      <Button size="small" aria-label={`Edit ${title}`} onClick={onEdit}>
        Edit
      </Button>
      <Popconfirm
        title={`Delete the ${noun} "${title}"?`}
        description={`It is removed from ${removedFrom} too.`}
        okText="Delete"
        okButtonProps={{ danger: true }}
        cancelButtonProps={{ autoFocus: true }}
        onConfirm={onDelete}
      >
        <Button size="small" danger aria-label={`Delete ${title}`}>
          Delete
        </Button>
      </Popconfirm>
    </>
  );
}
