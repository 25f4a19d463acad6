/** The bookings module's public API: all other modules may import of it (docs/modules/bookings.md). */
export type { OFFERED_SERVICES } from './bookings.constants';
export { ConsultationEntity } from './entities/consultation.entity';
export { ServiceInquiryEntity } from './entities/service-inquiry.entity';
export * from './bookings.events';
export { BookingsModule } from './bookings.module';
export { bookingsMetrics } from './bookings.metrics';
export type { LateResponse, LeadsWeek, ResponseFigures } from './bookings.metrics';
export { RESPONSE_TARGET_HOURS } from './bookings.constants';
export { BookingsAdminModule } from './admin/bookings-admin.module';
