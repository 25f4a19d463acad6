/**
 * The URL state of the leads inbox's three tables (status, date ranges, service, budget besides the
 * shared search, order and paging; on the inquiries and questions tables also `open`, the lead whose
 * drawer is shown). Antd-free: the route files validate with it.
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

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The URL's `open` (the lead whose drawer is shown, e.g. linked from the dashboard's late answers), or absent. */
export const openLead = (raw: Record<string, unknown>): { open?: string } =>
  typeof raw.open === 'string' && LEAD_ID.test(raw.open) ? { open: raw.open } : {};

/**
 * A table whose search also keeps `open` (the drawer), which is no filter: neither the list request nor
 * the export carries it, and clearing the filters leaves it.
 */
const withOpenLead = <Table extends { parse: (raw: Record<string, unknown>) => object }>(table: Table) => ({
  ...table,
  parse: (raw: Record<string, unknown>): ReturnType<Table['parse']> & { open?: string } =>
    ({ ...table.parse(raw), ...openLead(raw) }) as ReturnType<Table['parse']> & { open?: string },
});

export type InquiryFilters = BookingLeadFilters<ServiceInquiryStatus>;
const inquiries = defineTableSearch<ListAdminConsultationsSortBy, InquiryFilters>({
  sortFields: BOOKING_SORT_FIELDS,
  defaultSort: NEWEST_FIRST,
  filters: bookingFilters(Object.values(ServiceInquiryStatus)),
  exportPath: '/api/admin/service-inquiries/export',
});
export const inquiriesTable = withOpenLead(inquiries);

export interface QuestionFilters {
  status: GeneralQuestionStatus;
  createdFrom: string;
  createdTo: string;
  service: string;
}
const questions = defineTableSearch<ListAdminGeneralQuestionsSortBy, QuestionFilters>({
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
export const questionsTable = withOpenLead(questions);
