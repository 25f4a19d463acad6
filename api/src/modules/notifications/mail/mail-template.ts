import type { MessageCategory } from '../notifications.constants';
import type { RenderedMail } from './templates/layout';

/** What every template may link to. `unsubscribeUrl` is set for marketing templates only. */
export interface MailContext {
  publicUrl: string;
  unsubscribeUrl?: string;
}

/** A typed e-mail: its key (kept on the outbox row), its kind, and how it renders from its data. */
export interface MailTemplate<TData> {
  key: string;
  category: MessageCategory;
  /** It carries a one-time code (see OutboxMessageEntity.containsSecret). */
  containsSecret?: boolean;
  render(data: TData, context: MailContext): RenderedMail;
}

export const defineMailTemplate = <TData>(template: MailTemplate<TData>): MailTemplate<TData> => template;
