import { App, Button, Checkbox, Empty, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  useCreateProjectTask,
  useDeleteProjectTask,
  useUpdateProjectTask,
} from '../../../api/generated/admin-projects/admin-projects';
import type { AdminProjectDetailDto, ProjectTaskDto, QuestionnaireKind } from '../../../api/generated/model';
import { PlusIcon } from '../../../components/admin/AdminIcons';
import { DateTime } from '../../../components/admin-table/AdminDataTable';
import { ItemFormModal } from './ItemFormModal';
import { EditDeleteActions, useItemAction } from './item-actions';
import { QUESTIONNAIRE_KIND_LABELS, QUESTIONNAIRE_STATUS_LABELS } from './project-admin-labels';
import { useRefreshProject } from './project-admin-queries';
import { ProjectSection } from './ProjectSection';

/** The API's limits (CreateProjectTaskDto): a title of 255 characters, details of 5000. */
const TASK_LIMITS = { title: 255, details: 5000 } as const;

interface TaskValues {
  title: string;
  details?: string;
  questionnaireKind?: QuestionnaireKind;
}

const QUESTIONNAIRE_OPTIONS = (Object.keys(QUESTIONNAIRE_KIND_LABELS) as QuestionnaireKind[]).map((kind) => ({
  value: kind,
  label: QUESTIONNAIRE_KIND_LABELS[kind],
}));

/** Where the client fills the questionnaire in for this project (the portal's page, as the reminders link it). */
const questionnaireUrl = (kind: QuestionnaireKind, projectId: string) =>
  `${window.location.origin}/portal/questionnaire/${kind}?projectId=${projectId}`;

/**
 * The onboarding checklist (docs/modules/projects.md#tasks): add, edit, delete, tick (staff may tick any task;
 * the client ticks a questionnaire's task by submitting it), with each questionnaire's link and how far the
 * client got.
 */
export function ProjectTasks({ project }: { project: AdminProjectDetailDto }) {
  const { message } = App.useApp();
  const refresh = useRefreshProject(project.id);
  const create = useCreateProjectTask();
  const update = useUpdateProjectTask();
  const remove = useDeleteProjectTask();
  const [editing, setEditing] = useState<ProjectTaskDto | 'new' | null>(null);
  const { tasks } = project;
  const open = tasks.filter((task) => !task.isDone).length;

  const run = useItemAction(refresh);

  const save = async (values: TaskValues) => {
    const data = {
      title: values.title.trim(),
      details: values.details?.trim() ? values.details.trim() : null,
      questionnaireKind: values.questionnaireKind ?? null,
    };
    if (editing === 'new') {
      await create.mutateAsync({ projectId: project.id, data });
      message.success(`Task "${data.title}" added.`);
    } else if (editing) {
      await update.mutateAsync({ projectId: project.id, taskId: editing.id, data });
      message.success(`Task "${data.title}" saved.`);
    }
    await refresh();
  };

  return (
    <ProjectSection
      title="Onboarding"
      extra={
        <Flex align="center" gap={12} wrap>
          <Typography.Text type="secondary">
            {project.onboardingCompletedAt ? (
              <>
                Completed <DateTime value={project.onboardingCompletedAt} />
              </>
            ) : (
              `${open} of ${tasks.length} open`
            )}
          </Typography.Text>
          <Button icon={<PlusIcon />} onClick={() => setEditing('new')}>
            Add task
          </Button>
        </Flex>
      }
    >
      {tasks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No onboarding tasks." />
      ) : (
        <ul aria-label="Onboarding tasks" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {tasks.map((task, index) => (
            <li key={task.id} style={{ borderTop: index ? '1px solid #e2e8f0' : undefined, padding: '12px 0' }}>
              <Flex justify="space-between" gap={12} wrap>
                <Flex vertical gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
                  <Checkbox
                    checked={task.isDone}
                    onChange={(event) =>
                      void run(
                        () =>
                          update.mutateAsync({
                            projectId: project.id,
                            taskId: task.id,
                            data: { isDone: event.target.checked },
                          }),
                        event.target.checked ? `"${task.title}" ticked.` : `"${task.title}" is open again.`,
                        `Could not change "${task.title}".`,
                      )
                    }
                  >
                    <Typography.Text strong delete={task.isDone}>
                      {task.title}
                    </Typography.Text>
                  </Checkbox>
                  {task.completedAt ? (
                    <Typography.Text type="secondary">
                      Done <DateTime value={task.completedAt} />
                    </Typography.Text>
                  ) : null}
                  {task.details ? (
                    <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{task.details}</Typography.Text>
                  ) : null}
                  {task.questionnaireKind ? <QuestionnaireLine task={task} projectId={project.id} /> : null}
                </Flex>
                <Flex gap={4} wrap align="flex-start" role="group" aria-label={`Actions for task ${task.title}`}>
                  <EditDeleteActions
                    noun="task"
                    title={task.title}
                    removedFrom="the client's checklist"
                    onEdit={() => setEditing(task)}
                    onDelete={() =>
                      run(
                        () => remove.mutateAsync({ projectId: project.id, taskId: task.id }),
                        `Task "${task.title}" deleted.`,
                        `Could not delete "${task.title}".`,
                      )
                    }
                  />
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <ItemFormModal<TaskValues>
          key={editing === 'new' ? 'new' : editing.id}
          name="project-task"
          title={editing === 'new' ? 'Add an onboarding task' : `Edit "${editing.title}"`}
          okText={editing === 'new' ? 'Add task' : 'Save'}
          initialValues={
            editing === 'new'
              ? {}
              : {
                  title: editing.title,
                  details: editing.details ?? '',
                  questionnaireKind: editing.questionnaireKind ?? undefined,
                }
          }
          failure="Could not save the task."
          onSubmit={save}
          onClose={() => setEditing(null)}
        >
          <Form.Item
            label="Title"
            name="title"
            rules={[{ required: true, whitespace: true, message: 'A task needs a title.' }, { max: TASK_LIMITS.title }]}
          >
            <Input autoFocus maxLength={TASK_LIMITS.title} />
          </Form.Item>
          <Form.Item label="Details" name="details" extra="Shown to the client." rules={[{ max: TASK_LIMITS.details }]}>
            <Input.TextArea rows={3} maxLength={TASK_LIMITS.details} />
          </Form.Item>
          <Form.Item
            label="Questionnaire"
            name="questionnaireKind"
            extra="The client ticks this task by submitting the questionnaire."
          >
            <Select<QuestionnaireKind> allowClear placeholder="None: a plain task" options={QUESTIONNAIRE_OPTIONS} />
          </Form.Item>
        </ItemFormModal>
      ) : null}
    </ProjectSection>
  );
}

/** The questionnaire a task asks for: its title, how far the client got, and the link to send them. */
function QuestionnaireLine({ task, projectId }: { task: ProjectTaskDto; projectId: string }) {
  const kind = task.questionnaireKind!;
  const status = task.questionnaireStatus ? QUESTIONNAIRE_STATUS_LABELS[task.questionnaireStatus] : null;
  const url = questionnaireUrl(kind, projectId);
  return (
    <Flex gap={8} align="center" wrap>
      <span>{QUESTIONNAIRE_KIND_LABELS[kind]}</span>
      {status ? <Tag color={status.color}>{status.label}</Tag> : <Tag>Not started</Tag>}
      <Typography.Text type="secondary" copyable={{ text: url, tooltips: ["Copy the client's link", 'Copied'] }}>
        Client&apos;s link
      </Typography.Text>
    </Flex>
  );
}
