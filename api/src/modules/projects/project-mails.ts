import { defineMailTemplate, renderMail } from '../notifications';

/** The client's page of a project. */
export const portalProjectUrl = (publicUrl: string, projectId: string) => `${publicUrl}/portal/projects/${projectId}`;

/** Staff marked a step of the client's project done (docs/modules/projects.md#steps). */
export const projectStepDoneMail = defineMailTemplate<{
  projectId: string;
  clientName: string;
  projectTitle: string;
  stepTitle: string;
  /** The step now under way; null when every step is done. */
  nextStep: string | null;
}>({
  key: 'projects.step-done',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `Done: ${data.stepTitle} (${data.projectTitle})`,
      preheader: data.nextStep ? `Next: ${data.nextStep}` : 'Every step of your project is done.',
      paragraphs: [
        `Hi ${data.clientName},`,
        `We have completed "${data.stepTitle}" on your project "${data.projectTitle}".`,
        data.nextStep ? `Next up: "${data.nextStep}".` : 'That was the last step: every step of your project is done.',
        `Follow your project: ${portalProjectUrl(publicUrl, data.projectId)}`,
      ],
      closing: ['Reply to this e-mail with any question.', 'The Inspivision team'],
    }),
});
