import { Select } from 'antd';
import { useState } from 'react';
import {
  getListAdminConsultationsQueryKey,
  getListAdminServiceInquiriesQueryKey,
  useListAdminConsultations,
  useListAdminServiceInquiries,
} from '../../../api/generated/admin-leads/admin-leads';
import {
  getListAdminProjectsQueryKey,
  useListAdminProjects,
} from '../../../api/generated/admin-projects/admin-projects';
import type { AdminConsultationDto, AdminServiceInquiryDto } from '../../../api/generated/model';
import { PICKER_CHOICES, useDebouncedSearch } from '../../../components/admin/client-choices';
import { billingDate } from '../billing-dates';

/** The records an invoice may bill, each with the form field that holds its id. */
export const LINKED_RECORDS = [
  { name: 'consultationId', label: 'Consultation', kind: 'consultation' },
  { name: 'serviceInquiryId', label: 'Service inquiry', kind: 'inquiry' },
  { name: 'projectId', label: 'Project', kind: 'project' },
] as const;

type LinkedKind = (typeof LINKED_RECORDS)[number]['kind'];

interface RecordChoice {
  value: string;
  label: string;
}

/** "Jane Doe · jane@example.com · Consultation · call March 2, 2026": enough to tell one record from another. */
const choiceLabel = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** A booking by its client, its kind and its day: the call's when booked, else the day it came in. */
const bookingChoice = (kind: string) => (lead: AdminConsultationDto | AdminServiceInquiryDto) => ({
  value: lead.id,
  label: choiceLabel([
    lead.name,
    lead.email,
    kind,
    lead.scheduledAt ? `call ${billingDate(lead.scheduledAt)}` : `received ${billingDate(lead.createdAt)}`,
  ]),
});

/**
 * The newest records first, ten at a time, matching the search (a name, an e-mail or a day, 2026-11-29);
 * nothing is asked until the picker is `active` (opened or typed in).
 */
function useRecordChoices(kind: LinkedKind, search: string, active: boolean) {
  const params = {
    search: search || undefined,
    pageSize: PICKER_CHOICES,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  } as const;
  const only = (wanted: LinkedKind) => ({ enabled: active && kind === wanted });
  const consultations = useListAdminConsultations(params, {
    query: { queryKey: getListAdminConsultationsQueryKey(params), ...only('consultation') },
  });
  const inquiries = useListAdminServiceInquiries(params, {
    query: { queryKey: getListAdminServiceInquiriesQueryKey(params), ...only('inquiry') },
  });
  const projects = useListAdminProjects(params, {
    query: { queryKey: getListAdminProjectsQueryKey(params), ...only('project') },
  });
  if (kind === 'consultation') {
    return {
      options: (consultations.data?.items ?? []).map(bookingChoice('Consultation')),
      loading: consultations.isFetching,
    };
  }
  if (kind === 'inquiry') {
    return {
      options: (inquiries.data?.items ?? []).map(bookingChoice('Service inquiry')),
      loading: inquiries.isFetching,
    };
  }
  return {
    options: (projects.data?.items ?? []).map((project) => ({
      value: project.id,
      label: choiceLabel([
        project.title,
        project.clientName,
        project.clientEmail,
        `Project · created ${billingDate(project.createdAt)}`,
      ]),
    })),
    loading: projects.isFetching,
  };
}

/**
 * A search picker of one kind of record (Form.Item gives it `id`, `value` and `onChange`): staff type a
 * client's name, e-mail or a day and choose from what the server finds; the choice keeps its label while
 * the search changes.
 */
export function LinkedRecordPicker({
  kind,
  id,
  value,
  onChange,
}: {
  kind: LinkedKind;
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
}) {
  const [search, onSearch] = useDebouncedSearch();
  const [active, setActive] = useState(false);
  const { options, loading } = useRecordChoices(kind, search, active);
  const [chosen, setChosen] = useState<RecordChoice | undefined>();
  const shown = chosen && chosen.value === value && !options.some((option) => option.value === value);
  return (
    <Select<string, RecordChoice>
      id={id}
      value={value}
      showSearch
      allowClear
      filterOption={false}
      placeholder="Search by client name, e-mail or date (2026-11-29)"
      onSearch={(text) => {
        setActive(true);
        onSearch(text);
      }}
      onOpenChange={(open) => open && setActive(true)}
      loading={loading}
      options={shown ? [chosen, ...options] : options}
      notFoundContent={loading ? 'Searching...' : 'No matching records'}
      onChange={(next, option) => {
        setChosen(Array.isArray(option) ? undefined : option);
        onChange?.(next);
      }}
    />
  );
}
