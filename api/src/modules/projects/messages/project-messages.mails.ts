import { defineMailTemplate, renderMail } from '../../notifications';

interface NewMessageMail {
  projectId: string;
  projectTitle: string;
  /** Who it is for: the client's name, or null for staff. */
  recipientName: string | null;
  /** The client's name, in staff's mail. */
  clientName: string;
}

/** The client: staff wrote in the project's thread. Only that there is a message: it is read in the portal. */
export const newMessageClientMail = defineMailTemplate<NewMessageMail>({
  key: 'projects.new-message',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `New message about ${data.projectTitle}`,
      preheader: 'Read it and reply in your client portal',
      paragraphs: [
        `Hi ${data.recipientName ?? 'there'},`,
        `You have a new message from the Inspivision team about "${data.projectTitle}".`,
        `Read it and reply in your client portal: ${new URL(`/portal/projects/${data.projectId}`, publicUrl)}`,
      ],
      closing: ['The Inspivision team'],
    }),
});

/** Staff: the client wrote in the project's thread. */
export const newMessageStaffMail = defineMailTemplate<NewMessageMail>({
  key: 'staff.project-message',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `New message from ${data.clientName}: ${data.projectTitle}`,
      preheader: 'Read it and reply on the project page',
      paragraphs: [
        `${data.clientName} wrote a new message about "${data.projectTitle}".`,
        `Read it and reply on the project page: ${new URL(`/admin1/projects/${data.projectId}`, publicUrl)}`,
      ],
    }),
});
