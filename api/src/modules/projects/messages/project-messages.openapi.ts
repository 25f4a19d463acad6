import { PROJECT_MESSAGE_MAX_LENGTH } from '../projects.constants';
import { MESSAGE_NOTICE_MINUTES } from './project-messages.service';

export const LIST_MESSAGES =
  'Newest first, paginated. To catch up (after a reconnect, or on a live update), pass `after`: the id of the newest message shown (exactly those after it), or a time. Each message with its sender, whether it is the reader’s own, its attached document (null when the reader cannot see it) and when the other side read it. Changes nothing.';

export const POST_MESSAGE = `The body is 1 to ${PROJECT_MESSAGE_MAX_LENGTH} characters once trimmed (400 naming \`body\` for an empty or longer one); \`attachmentId\` names a document of the project the sender can see, whose scan is clean (400 naming it otherwise). Open project pages get it at once; the other side is e-mailed that there is a new message, with a link to the project page, at most once per ${MESSAGE_NOTICE_MINUTES} minutes per thread.`;
