/** The bookings module's public API: all other modules may import of it (docs/modules/bookings.md). */
export type { OFFERED_SERVICES } from './bookings.constants';
export { ofAccount } from './account-bookings';
export { ConsultationEntity } from './entities/consultation.entity';
export { ServiceInquiryEntity } from './entities/service-inquiry.entity';
export * from './bookings.events';
export { BookingsModule } from './bookings.module';
export { BookingsAdminModule } from './admin/bookings-admin.module';
