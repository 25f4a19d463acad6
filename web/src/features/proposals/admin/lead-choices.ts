import {
  getListAdminConsultationsQueryKey,
  getListAdminServiceInquiriesQueryKey,
  useListAdminConsultations,
  useListAdminServiceInquiries,
} from '../../../api/generated/admin-leads/admin-leads';
import {
  personLabel,
  PICKER_CHOICES,
  type PickerChoices,
  useDebouncedSearch,
} from '../../../components/admin/client-choices';
import { billingDate } from '../../billing/billing-dates';

/** The newest leads first: the one a proposal answers is usually recent. */
const NEWEST = { pageSize: PICKER_CHOICES, sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** Service inquiries matching what staff type: the person, and the services they asked about. */
export function useInquiryChoices(): PickerChoices {
  const [search, onSearch] = useDebouncedSearch();
  const params = { ...NEWEST, search: search || undefined };
  const inquiries = useListAdminServiceInquiries(params, {
    query: { queryKey: getListAdminServiceInquiriesQueryKey(params) },
  });
  const options = (inquiries.data?.items ?? []).map((inquiry) => ({
    value: inquiry.id,
    label: [
      personLabel(inquiry.name, inquiry.email),
      inquiry.servicesInterested.join(', '),
      billingDate(inquiry.createdAt),
    ]
      .filter(Boolean)
      .join(' · '),
    person: { name: inquiry.name, email: inquiry.email },
  }));
  return { options, onSearch, loading: inquiries.isFetching };
}

/** Consultations matching what staff type: the person, and the day of the call (or of the booking). */
export function useConsultationChoices(): PickerChoices {
  const [search, onSearch] = useDebouncedSearch();
  const params = { ...NEWEST, search: search || undefined };
  const consultations = useListAdminConsultations(params, {
    query: { queryKey: getListAdminConsultationsQueryKey(params) },
  });
  const options = (consultations.data?.items ?? []).map((consultation) => ({
    value: consultation.id,
    label: [
      personLabel(consultation.name, consultation.email),
      consultation.scheduledAt ? `call ${billingDate(consultation.scheduledAt)}` : billingDate(consultation.createdAt),
    ].join(' · '),
    person: { name: consultation.name, email: consultation.email },
  }));
  return { options, onSearch, loading: consultations.isFetching };
}
