import { defineMailTemplate, renderMail } from '../../notifications';
import { portalProjectUrl } from '../project-mails';
import type { QuestionnaireKind } from '../questionnaires/questionnaire-kinds';

/** The portal's questionnaire of `kind`, saved against the project. */
const portalQuestionnaireUrl = (publicUrl: string, kind: QuestionnaireKind, projectId: string) =>
  `${publicUrl}/portal/questionnaire/${kind}?projectId=${projectId}`;

export interface OnboardingReminderMailData {
  projectId: string;
  title: string;
  firstName: string | null;
  /** Which reminder: 2 or 5 days after onboarding started. */
  day: number;
  /** The tasks still open, in the checklist's order. */
  openTasks: { title: string; questionnaireKind: QuestionnaireKind | null }[];
}

/** The reminders of unfinished onboarding (docs/modules/projects.md#nudges). */
export const onboardingReminderMail = defineMailTemplate<OnboardingReminderMailData>({
  key: 'projects.onboarding-reminder',
  category: 'transactional',
  render: (data, { publicUrl }) => {
    const tasks = data.openTasks.map((task) =>
      task.questionnaireKind
        ? `- ${task.title}: ${portalQuestionnaireUrl(publicUrl, task.questionnaireKind, data.projectId)}`
        : `- ${task.title}`,
    );
    const first = data.day <= 2;
    return renderMail({
      subject: first ? `Next steps for ${data.title}` : `A reminder: ${data.title} is waiting for you`,
      preheader: `${data.openTasks.length} onboarding ${data.openTasks.length === 1 ? 'task is' : 'tasks are'} still open`,
      paragraphs: [
        `Hi ${data.firstName ?? 'there'},`,
        first
          ? `To get ${data.title} moving, a few onboarding tasks are still open:`
          : `We are still waiting on a few onboarding tasks before ${data.title} can move ahead:`,
        ...tasks,
        `See your project and its checklist in your client portal: ${portalProjectUrl(publicUrl, data.projectId)}`,
      ],
      closing: ['Reply to this e-mail if anything is unclear.', 'The Inspivision team'],
    });
  },
});
