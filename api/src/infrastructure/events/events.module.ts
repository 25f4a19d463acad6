import { Global, Module } from '@nestjs/common';
import { DomainEventsProcessor } from './domain-events.processor';
import { EventBus } from './event-bus';

/** The domain events bus (event-bus.ts), for every module to publish and subscribe. */
@Global()
@Module({
  providers: [EventBus, DomainEventsProcessor],
  exports: [EventBus],
})
export class EventsModule {}
