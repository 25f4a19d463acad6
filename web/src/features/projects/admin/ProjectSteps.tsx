import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Form, Input, Popconfirm, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  getGetAdminProjectQueryKey,
  useCreateProjectStep,
  useDeleteProjectStep,
  useReorderProjectSteps,
  useUpdateProjectStep,
} from '../../../api/generated/admin-projects/admin-projects';
import type { AdminProjectDetailDto, AdminProjectStepDto } from '../../../api/generated/model';
import { PlusIcon } from '../../../components/admin/AdminIcons';
import { serverMessage } from '../../../components/admin/api-error';
import { DateTime } from '../../../components/admin-table/AdminDataTable';
import { ItemFormModal } from './ItemFormModal';
import { EditDeleteActions, useItemAction } from './item-actions';
import { PROJECT_STEP_STATE_LABELS } from './project-admin-labels';
import { useRefreshProject } from './project-admin-queries';
import { ProjectSection } from './ProjectSection';
import { StaffOnlyTag } from './StaffOnly';

/** The API's limits (CreateProjectStepDto): a title of 255 characters, details and the staff note of 5000. */
const STEP_LIMITS = { title: 255, text: 5000 } as const;

interface StepValues {
  title: string;
  details?: string;
  internalNote?: string;
}

type Direction = 'up' | 'down';
const moveButtonId = (id: string, direction: Direction) => `project-step-move-${id}-${direction}`;

/** An empty text clears the field (null), as the API reads it. */
const textOrNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The project's milestones in order (docs/modules/projects.md#steps): add, edit, delete, move up or down,
 * mark done (the client is e-mailed) or not done; each step's staff note is marked as never shown to the client.
 */
export function ProjectSteps({ project }: { project: AdminProjectDetailDto }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = useRefreshProject(project.id);
  const create = useCreateProjectStep();
  const update = useUpdateProjectStep();
  const remove = useDeleteProjectStep();
  const reorder = useReorderProjectSteps();
  const [editing, setEditing] = useState<AdminProjectStepDto | 'new' | null>(null);
  const { steps } = project;
  const done = steps.filter((step) => step.isDone).length;

  // A moved step's DOM moves, which drops focus: it is put back once the new order has rendered.
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [steps]);

  const run = useItemAction(refresh);

  const move = async (step: AdminProjectStepDto, direction: Direction) => {
    // One move at a time (the buttons stay enabled so a keyboard user's focus is not dropped).
    if (reorder.isPending) return;
    const index = steps.indexOf(step);
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= steps.length) return;
    const ids = steps.map((candidate) => candidate.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    try {
      const ordered = await reorder.mutateAsync({ projectId: project.id, data: { stepIds: ids } });
      // Focus follows the moved step (the other arrow once it reaches an end).
      const atEnd = target === 0 || target === steps.length - 1;
      focusAfterMove.current = moveButtonId(step.id, atEnd ? (direction === 'up' ? 'down' : 'up') : direction);
      queryClient.setQueryData<AdminProjectDetailDto>(getGetAdminProjectQueryKey(project.id), (current) =>
        current ? { ...current, steps: ordered } : current,
      );
      message.success(`"${step.title}" moved ${direction} to position ${target + 1}.`);
      await refresh();
    } catch (error) {
      message.error(serverMessage(error, `Could not move "${step.title}".`));
    }
  };

  const save = async (values: StepValues) => {
    const data = {
      title: values.title.trim(),
      details: textOrNull(values.details),
      internalNote: textOrNull(values.internalNote),
    };
    if (editing === 'new') {
      await create.mutateAsync({ projectId: project.id, data });
      message.success(`Step "${data.title}" added.`);
    } else if (editing) {
      await update.mutateAsync({ projectId: project.id, stepId: editing.id, data });
      message.success(`Step "${data.title}" saved.`);
    }
    await refresh();
  };

  const clientEmail = project.client?.email;
  return (
    <ProjectSection
      title="Steps"
      extra={
        <Flex align="center" gap={12} wrap>
          <Typography.Text type="secondary">
            {done} of {steps.length} done
          </Typography.Text>
          <Button icon={<PlusIcon />} onClick={() => setEditing('new')}>
            Add step
          </Button>
        </Flex>
      }
    >
      {steps.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No steps yet: add the first milestone." />
      ) : (
        <ol aria-label="Steps in order" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {steps.map((step, index) => {
            const state = PROJECT_STEP_STATE_LABELS[step.state];
            return (
              <li key={step.id} style={{ borderTop: index ? '1px solid #e2e8f0' : undefined, padding: '12px 0' }}>
                <Flex justify="space-between" gap={12} wrap>
                  <Flex vertical gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
                    <Flex align="center" gap={8} wrap>
                      <Typography.Text strong>
                        {index + 1}. {step.title}
                      </Typography.Text>
                      <Tag color={state.color}>{state.label}</Tag>
                      {step.completedAt ? (
                        <Typography.Text type="secondary">
                          <DateTime value={step.completedAt} />
                        </Typography.Text>
                      ) : null}
                    </Flex>
                    {step.details ? (
                      <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{step.details}</Typography.Text>
                    ) : null}
                    {step.internalNote ? (
                      <Flex gap={8} align="baseline">
                        <StaffOnlyTag />
                        <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                          {step.internalNote}
                        </Typography.Text>
                      </Flex>
                    ) : null}
                  </Flex>
                  <Flex gap={4} wrap align="flex-start" role="group" aria-label={`Actions for step ${step.title}`}>
                    <Button
                      id={moveButtonId(step.id, 'up')}
                      size="small"
                      aria-label={`Move ${step.title} up`}
                      disabled={index === 0}
                      onClick={() => void move(step, 'up')}
                    >
                      ↑
                    </Button>
                    <Button
                      id={moveButtonId(step.id, 'down')}
                      size="small"
                      aria-label={`Move ${step.title} down`}
                      disabled={index === steps.length - 1}
                      onClick={() => void move(step, 'down')}
                    >
                      ↓
                    </Button>
                    {step.isDone ? (
                      <Button
                        size="small"
                        aria-label={`Mark ${step.title} not done`}
                        onClick={() =>
                          void run(
                            () =>
                              update.mutateAsync({ projectId: project.id, stepId: step.id, data: { isDone: false } }),
                            `"${step.title}" is not done any more.`,
                            `Could not change "${step.title}".`,
                          )
                        }
                      >
                        Mark not done
                      </Button>
                    ) : (
                      <Popconfirm
                        title={`Mark "${step.title}" done?`}
                        description={
                          clientEmail
                            ? `The client (${clientEmail}) is e-mailed that it is done, with what comes next.`
                            : 'The project has no client account: nobody is e-mailed.'
                        }
                        okText="Mark done"
                        cancelText="Not now"
                        onConfirm={() =>
                          run(
                            () =>
                              update.mutateAsync({ projectId: project.id, stepId: step.id, data: { isDone: true } }),
                            clientEmail
                              ? `"${step.title}" is done; ${clientEmail} is e-mailed.`
                              : `"${step.title}" is done.`,
                            `Could not mark "${step.title}" done.`,
                          )
                        }
                      >
                        <Button size="small" type="primary" aria-label={`Mark ${step.title} done`}>
                          Mark done
                        </Button>
                      </Popconfirm>
                    )}
                    <EditDeleteActions
                      noun="step"
                      title={step.title}
                      removedFrom="the client's page"
                      onEdit={() => setEditing(step)}
                      onDelete={() =>
                        run(
                          () => remove.mutateAsync({ projectId: project.id, stepId: step.id }),
                          `Step "${step.title}" deleted.`,
                          `Could not delete "${step.title}".`,
                        )
                      }
                    />
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ol>
      )}
      {editing ? (
        <ItemFormModal<StepValues>
          key={editing === 'new' ? 'new' : editing.id}
          name="project-step"
          title={editing === 'new' ? 'Add a step' : `Edit "${editing.title}"`}
          okText={editing === 'new' ? 'Add step' : 'Save'}
          initialValues={
            editing === 'new'
              ? {}
              : { title: editing.title, details: editing.details ?? '', internalNote: editing.internalNote ?? '' }
          }
          failure="Could not save the step."
          onSubmit={save}
          onClose={() => setEditing(null)}
        >
          <Form.Item
            label="Title"
            name="title"
            rules={[{ required: true, whitespace: true, message: 'A step needs a title.' }, { max: STEP_LIMITS.title }]}
          >
            <Input autoFocus maxLength={STEP_LIMITS.title} />
          </Form.Item>
          <Form.Item label="Details" name="details" extra="Shown to the client." rules={[{ max: STEP_LIMITS.text }]}>
            <Input.TextArea rows={3} maxLength={STEP_LIMITS.text} />
          </Form.Item>
          <Form.Item
            label="Internal note"
            name="internalNote"
            extra="Staff only: never shown to the client."
            rules={[{ max: STEP_LIMITS.text }]}
          >
            <Input.TextArea rows={3} maxLength={STEP_LIMITS.text} />
          </Form.Item>
        </ItemFormModal>
      ) : null}
    </ProjectSection>
  );
}
