/**
 * The URL state of the leads inbox's three tables (status, date ranges, service, budget besides the
 * shared search, order and paging). Antd-free: the route files validate with it.
 */
import {
  ConsultationStatus,
  GeneralQuestionStatus,
  ServiceInquiryStatus,
  ListAdminConsultationsSortBy,
  ListAdminGeneralQuestionsSortBy,
} from '../../../api/generated/model';
import { isoInstant } from '../../../components/admin-table/date-range';
import { defineTableSearch, oneOf, type TableSearch } from '../../../components/admin-table/table-search';

/** The API's longest service or budget filter. */
const OPTION_MAX_LENGTH = 255;

/** A service or budget of the option lists (checked by the API), or absent. */
export const optionText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() && value.length <= OPTION_MAX_LENGTH ? value : undefined;

interface BookingLeadFilters<Status> {
  status: Status;
  createdFrom: string;
  createdTo: string;
  scheduledFrom: string;
  scheduledTo: string;
  service: string;
  budget: string;
}

const bookingFilters = <Status extends string>(statuses: readonly Status[]) => ({
  status: oneOf(statuses),
  createdFrom: isoInstant,
  createdTo: isoInstant,
  scheduledFrom: isoInstant,
  scheduledTo: isoInstant,
  service: optionText,
  budget: optionText,
});

const BOOKING_SORT_FIELDS = Object.values(ListAdminConsultationsSortBy);
const NEWEST_FIRST = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

export type ConsultationFilters = BookingLeadFilters<ConsultationStatus>;
export type ConsultationsSearch = TableSearch<ListAdminConsultationsSortBy, ConsultationFilters>;
export const consultationsTable = defineTableSearch<ListAdminConsultationsSortBy, ConsultationFilters>({
  sortFields: BOOKING_SORT_FIELDS,
  defaultSort: NEWEST_FIRST,
  filters: bookingFilters(Object.values(ConsultationStatus)),
  exportPath: '/api/admin/consultations/export',
});

export type InquiryFilters = BookingLeadFilters<ServiceInquiryStatus>;
export const inquiriesTable = defineTableSearch<ListAdminConsultationsSortBy, InquiryFilters>({
  sortFields: BOOKING_SORT_FIELDS,
  defaultSort: NEWEST_FIRST,
  filters: bookingFilters(Object.values(ServiceInquiryStatus)),
  exportPath: '/api/admin/service-inquiries/export',
});

export interface QuestionFilters {
  status: GeneralQuestionStatus;
  createdFrom: string;
  createdTo: string;
  service: string;
}
export const questionsTable = defineTableSearch<ListAdminGeneralQuestionsSortBy, QuestionFilters>({
  sortFields: Object.values(ListAdminGeneralQuestionsSortBy),
  defaultSort: NEWEST_FIRST,
  filters: {
    status: oneOf(Object.values(GeneralQuestionStatus)),
    createdFrom: isoInstant,
    createdTo: isoInstant,
    service: optionText,
  },
  exportPath: '/api/admin/general-questions/export',
});
