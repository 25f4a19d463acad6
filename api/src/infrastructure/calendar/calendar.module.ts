import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app.config';
import { CalendarDriver } from './calendar-driver';
import { createCalendarDriver } from './calendar.factory';

/** Provides the configured CalendarDriver. */
@Module({
  providers: [{ provide: CalendarDriver, inject: [AppConfig], useFactory: createCalendarDriver }],
  exports: [CalendarDriver],
})
export class CalendarModule {}
