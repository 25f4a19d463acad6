import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app.config';

/** Meeting links of scheduled bookings: MEETING_LINK_TEMPLATE with a 128-bit random room token. */
@Injectable()
export class MeetingLinks {
  constructor(private readonly config: AppConfig) {}

  create(): string {
    return this.config.MEETING_LINK_TEMPLATE.replace('{token}', randomBytes(16).toString('hex'));
  }
}
