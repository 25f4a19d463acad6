import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

export type WebhookProvider = 'twilio' | 'stripe' | 'simulated';

/** The one record of provider events already received (see WebhookEventEntity). */
@Injectable()
export class WebhookEvents {
  /**
   * Records `eventId` in the caller's transaction; false when it was already recorded, i.e. the request is a
   * replay or a redelivery and must not be acted on again. The unique key decides, so concurrent deliveries
   * of one event find exactly one winner.
   */
  async recordOnce(manager: EntityManager, provider: WebhookProvider, eventId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO webhook_events (provider, event_id) VALUES ($1, $2)
       ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
      [provider, eventId],
    );
    return rows.length === 1;
  }
}
