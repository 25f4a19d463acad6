import { Alert, Button, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useListAdminQuestionnaires } from '../../../api/generated/admin-questionnaires/admin-questionnaires';
import type { AdminQuestionnaireResponseDto } from '../../../api/generated/model';
import { DateTime } from '../../../components/admin-table/AdminDataTable';
import { DrawerSection } from '../../../components/admin/DrawerSection';
import { serverMessage } from '../../../components/admin/api-error';

/** Whose answers to list: a project's, a consultation's or a service inquiry's. */
export type QuestionnaireAnswersFilter =
  { projectId: string } | { consultationId: string } | { serviceInquiryId: string };

/** The most a client could have for one record: a draft and a few submissions of each questionnaire. */
const RESPONSES_SHOWN = 20;

/**
 * Staff's view of a client's questionnaire answers (docs/modules/projects.md#questionnaires): each response
 * linked to the record, most recently saved first, its answers under their questions' labels as the server
 * words them (no schema needed here). Back office only (Ant Design).
 */
export function QuestionnaireAnswers({ filter }: { filter: QuestionnaireAnswersFilter }) {
  const query = useListAdminQuestionnaires({ ...filter, pageSize: RESPONSES_SHOWN });
  return (
    <DrawerSection title="Questionnaires">
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title="Could not load the questionnaires"
          description={serverMessage(query.error, 'Please try again.')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        />
      ) : !query.data ? (
        <Skeleton active aria-label="Loading the questionnaires" />
      ) : query.data.items.length === 0 ? (
        <Typography.Text type="secondary">No questionnaire answers yet.</Typography.Text>
      ) : (
        <Flex vertical gap={16}>
          {query.data.items.map((response) => (
            <Response key={response.id} response={response} />
          ))}
          {query.data.total > query.data.items.length ? (
            <Typography.Text type="secondary">
              The {query.data.items.length} most recent of {query.data.total} responses.
            </Typography.Text>
          ) : null}
        </Flex>
      )}
    </DrawerSection>
  );
}

function Response({ response }: { response: AdminQuestionnaireResponseDto }) {
  return (
    <Descriptions
      title={response.title}
      extra={
        response.status === 'submitted' ? (
          <Tag color="green">
            Submitted <DateTime value={response.submittedAt} />
          </Tag>
        ) : (
          <Tag>
            Draft, saved <DateTime value={response.updatedAt} />
          </Tag>
        )
      }
      column={1}
      size="small"
      bordered
      styles={{ label: { width: 200 } }}
      items={
        response.answers.length
          ? response.answers.map((row) => ({
              key: row.questionId,
              label: row.label,
              children: <span style={{ whiteSpace: 'pre-wrap' }}>{row.answer}</span>,
            }))
          : [{ key: 'none', label: 'Answers', children: 'None yet' }]
      }
    />
  );
}
