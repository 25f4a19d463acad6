import { createFileRoute } from '@tanstack/react-router';
import { QuestionnairePage } from '../../features/projects/questionnaires/QuestionnairePage';
import { questionnaireSearch } from '../../features/projects/questionnaires/questionnaire-search';

/** A questionnaire: `type` is its kind; `projectId` (or `consultationId`, `serviceInquiryId`) what it is for. */
export const Route = createFileRoute('/portal/questionnaire/$type')({
  validateSearch: questionnaireSearch,
  component: QuestionnaireRoute,
});

function QuestionnaireRoute() {
  const { type } = Route.useParams();
  const links = Route.useSearch();
  return <QuestionnairePage kind={type} links={links} />;
}
