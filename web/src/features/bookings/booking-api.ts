/**
 * The booking forms' use of the generated client (GET /api/bookings/options, the calendar reads,
 * a reschedule link's prefill and the three submissions), in one place so the forms deal in their own values.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  getGetBookableDatesQueryKey,
  getGetCalendarAvailabilityQueryKey,
  useCreateConsultation,
  useCreateGeneralQuestion,
  useCreateServiceInquiry,
  useGetBookingOptions,
  useGetBookableDates,
  useGetCalendarAvailability,
  useGetCalendarStatus,
} from '../../api/generated/bookings/bookings';
import {
  getGetConsultationReschedulePrefillQueryKey,
  useGetConsultationReschedulePrefill,
} from '../../api/generated/consultations/consultations';
import type {
  BookingOptionsDto,
  BookingReceivedDto,
  BudgetRange,
  BusinessStage,
  BusinessType,
  Country,
  OfferedService,
  QuestionTopic,
  WindowDayDto,
} from '../../api/generated/model';
import type { BotCheckFields } from '../../components/bot-check/BotCheck';
import type { BookingValues, QuestionValues } from './public/booking-form-state';

export type BookingChoices = BookingOptionsDto;

/** The option lists (services, stages, budgets, business types, countries); undefined until read. */
export function useBookingChoices(): BookingChoices | undefined {
  return useGetBookingOptions().data;
}

/** Whether the forms show the calendar section (false until the status is known, or when it fails). */
export function useCalendarConfigured(): boolean {
  return useGetCalendarStatus().data?.configured ?? false;
}

/** The least wait before asking for the window again, should the visitor's clock run ahead of the server's. */
const WINDOW_RECHECK_MIN_MS = 60_000;

/**
 * The dates the calendar offers (the business's 14 weekdays from tomorrow, each open or closed and why), read
 * once `wanted`: in the browser only, so no server-rendered page, cached past midnight, carries yesterday's
 * window. Read again when the window moves (its validUntil), so a page left open overnight follows it.
 */
export function useBookableDays(wanted: boolean): readonly WindowDayDto[] | undefined {
  const query = useGetBookableDates({ query: { queryKey: getGetBookableDatesQueryKey(), enabled: wanted } });
  const validUntil = query.data?.validUntil;
  const { refetch } = query;
  useEffect(() => {
    if (!validUntil) return;
    const wait = Math.max(Date.parse(validUntil) - Date.now(), WINDOW_RECHECK_MIN_MS);
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [validUntil, refetch]);
  return query.data?.days;
}

/** The free slots of `date` and the holiday it is closed for, if any; read only once a date is chosen. */
export function useAvailableSlots(date: string | null) {
  const params = { date: date ?? '' };
  const query = useGetCalendarAvailability(params, {
    query: { queryKey: getGetCalendarAvailabilityQueryKey(params), enabled: !!date },
  });
  return { data: query.data?.slots, closedFor: query.data?.closedFor ?? null, isLoading: query.isLoading };
}

/**
 * The booking a reschedule link moves, read with the link's token once `wanted`: in the browser only, so no
 * server render asks for it and no page carries it.
 */
export function useReschedulePrefill(link: { id: string; token: string } | null, wanted: boolean) {
  const id = link?.id ?? '';
  const params = { token: link?.token ?? '' };
  return useGetConsultationReschedulePrefill(id, params, {
    query: { queryKey: getGetConsultationReschedulePrefillQueryKey(id, params), enabled: !!link && wanted },
  });
}

/** Reloads every date's slots (after a booking, or when a slot was taken meanwhile). */
export function useRefreshSlots(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [getGetCalendarAvailabilityQueryKey()[0]] });
}

function contactFields(values: Pick<BookingValues, 'firstName' | 'lastName' | 'email' | 'phone' | 'country'>) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    // The forms hold choices as text ('' until chosen) and submit only once each is one of the
    // GET /api/bookings/options values (booking-form-state): the contract's enums, as typed here.
    country: values.country as Country,
  };
}

export interface BookingSubmission {
  values: BookingValues;
  /** ISO start of the chosen slot. */
  scheduledAt: string | null;
  /** Reschedule mode: the booking this one replaces and the token of its signed reschedule link. */
  reschedule: { oldConsultationId: string; rescheduleToken: string | null } | null;
  botCheck: BotCheckFields;
}

/** POST /api/consultations or /api/service-inquiry (docs/modules/bookings.md). */
export function useSubmitBooking(kind: 'consultation' | 'inquiry') {
  const consultation = useCreateConsultation();
  const inquiry = useCreateServiceInquiry();
  const mutation = kind === 'consultation' ? consultation : inquiry;
  return {
    isPending: mutation.isPending,
    mutate: (
      { values, scheduledAt, reschedule, botCheck }: BookingSubmission,
      callbacks: { onSuccess: (answer: BookingReceivedDto) => void; onError: (error: unknown) => void },
    ) => {
      const contact = contactFields(values);
      const data = {
        ...contact,
        name: `${contact.firstName} ${contact.lastName}`,
        servicesInterested: values.servicesInterested as OfferedService[],
        budget: values.budget as BudgetRange,
        message: values.message.trim(),
        scheduledAt,
        ...botCheck,
      };
      if (kind === 'consultation') {
        const businessType = values.businessType as BusinessStage;
        consultation.mutate({ data: { ...data, businessType, ...reschedule } }, callbacks);
      } else {
        inquiry.mutate({ data: { ...data, businessType: values.businessType as BusinessType } }, callbacks);
      }
    },
  };
}

/** POST /api/general-question. */
export function useSubmitQuestion() {
  const mutation = useCreateGeneralQuestion();
  return {
    isPending: mutation.isPending,
    mutate: (
      values: QuestionValues,
      botCheck: BotCheckFields,
      callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
    ) =>
      mutation.mutate(
        {
          data: {
            ...contactFields(values),
            serviceQuestion: values.serviceQuestion as QuestionTopic,
            message: values.message.trim(),
            ...botCheck,
          },
        },
        callbacks,
      ),
  };
}
