import { Injectable } from '@nestjs/common';

/** The current time, injected where rules depend on it, so tests move time instead of sleeping. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
