import { DateTime } from 'luxon';
import { EntityManager } from 'typeorm';
import type { DayRange } from '../../common/time-range';
import { RESPONSE_TARGET_HOURS } from './bookings.constants';

/**
 * The leads' figures of the staff dashboard (docs/dashboard.md), each one aggregate query over the leads tables
 * and their histories; the dashboard module composes them. `range` is whole days of the business time zone.
 */

export interface LeadsWeek {
  /** The week's Monday (YYYY-MM-DD) in the range's time zone. */
  weekStart: string;
  consultations: number;
  serviceInquiries: number;
  generalQuestions: number;
}

export interface ResponseFigures {
  received: number;
  answeredOnTime: number;
  targetHours: number;
}

export interface LateResponse {
  kind: 'service_inquiry' | 'general_question';
  id: string;
  name: string;
  email: string;
  receivedAt: string;
  answeredAt: string | null;
  minutesToAnswer: number | null;
}

const LEAD_TABLES = {
  consultations: 'consultations',
  serviceInquiries: 'service_inquiries',
  generalQuestions: 'general_questions',
};

/**
 * Each service inquiry and quick question of the range with when staff first answered it (`first_answered_at`,
 * lifecycle/lead-answers.ts: an inquiry's first status change away from `pending`, a question's first reply or
 * status change). $1, $2: the range's instants.
 */
const ANSWERED_LEADS = `
  SELECT 'service_inquiry' AS kind, i.id, i.name, i.email, i.created_at AS received_at,
         i.first_answered_at AS answered_at, ${RESPONSE_TARGET_HOURS.serviceInquiry} AS target_hours
  FROM service_inquiries i
  WHERE i.created_at >= $1 AND i.created_at < $2
  UNION ALL
  SELECT 'general_question', q.id, q.first_name || ' ' || q.last_name, q.email, q.created_at,
         q.first_answered_at, ${RESPONSE_TARGET_HOURS.generalQuestion}
  FROM general_questions q
  WHERE q.created_at >= $1 AND q.created_at < $2`;

/** Late: answered after its target, or not answered and past it at $3 (now). */
const LATE = `(answered_at > received_at + make_interval(hours => target_hours)
  OR (answered_at IS NULL AND received_at + make_interval(hours => target_hours) <= $3))`;

export const bookingsMetrics = {
  /** Leads received (created) per week of the range, every week touching it present (zeros included). */
  async leadsPerWeek(db: EntityManager, range: DayRange): Promise<LeadsWeek[]> {
    // The weeks' Mondays (Luxon's weeks start on Monday), the first one at or before `from`, and the instants each
    // starts at in the range's zone (DST-correct); a lead falls in the last start at or before it (width_bucket,
    // a binary search per row, cheaper than converting every instant to local time).
    const weeks: LeadsWeek[] = [];
    const starts: Date[] = [];
    const last = DateTime.fromISO(range.to, { zone: range.timeZone });
    for (
      let week = DateTime.fromISO(range.from, { zone: range.timeZone }).startOf('week');
      week <= last;
      week = week.plus({ weeks: 1 })
    ) {
      weeks.push({ weekStart: week.toISODate()!, consultations: 0, serviceInquiries: 0, generalQuestions: 0 });
      starts.push(week.toJSDate());
    }
    const rows: { kind: keyof typeof LEAD_TABLES; week: number; count: number }[] = await db.query(
      `SELECT kind, width_bucket(created_at, $3::timestamptz[]) AS week, COUNT(*)::int AS count
       FROM (${Object.entries(LEAD_TABLES)
         .map(
           ([kind, table]) =>
             `SELECT '${kind}' AS kind, created_at FROM ${table} WHERE created_at >= $1 AND created_at < $2`,
         )
         .join(' UNION ALL ')}) leads
       GROUP BY 1, 2`,
      [range.start, range.end, starts],
    );
    for (const row of rows) weeks[row.week - 1][row.kind] = row.count;
    return weeks;
  },

  /** Consultations, service inquiries and quick questions received in the range, together. */
  async leadsReceived(db: EntityManager, range: DayRange): Promise<number> {
    const [row]: { count: number }[] = await db.query(
      `SELECT (${Object.values(LEAD_TABLES)
        .map((table) => `(SELECT COUNT(*) FROM ${table} WHERE created_at >= $1 AND created_at < $2)`)
        .join(' + ')})::int AS count`,
      [range.start, range.end],
    );
    return row.count;
  },

  /**
   * Consultations `completed` whose call was in the range: by its scheduled time, or, for one without a time, by
   * when it was marked completed.
   */
  async consultationsHeld(db: EntityManager, range: DayRange): Promise<number> {
    const [row]: { count: number }[] = await db.query(
      // Two plain counts rather than one with an OR and a correlated EXISTS (which the planner costs high enough
      // to compile it, slower than running it).
      `SELECT (
         (SELECT COUNT(*) FROM consultations
          WHERE status = 'completed' AND scheduled_at >= $1 AND scheduled_at < $2)
         + (SELECT COUNT(DISTINCT c.id) FROM booking_status_changes s JOIN consultations c ON c.id = s.booking_id
            WHERE s.booking_kind = 'consultation' AND s.to_status = 'completed' AND s.created_at >= $1
              AND s.created_at < $2 AND c.status = 'completed' AND c.scheduled_at IS NULL)
       )::int AS count`,
      [range.start, range.end],
    );
    return row.count;
  },

  /**
   * Of the service inquiries and quick questions received in the range, those answered or past their target
   * at `now` (`received`; one still within its target and unanswered is not counted yet), and of them those
   * answered within it.
   */
  async responseTimes(
    db: EntityManager,
    range: DayRange,
    now: Date,
  ): Promise<{ inquiries: ResponseFigures; questions: ResponseFigures }> {
    const rows: { kind: LateResponse['kind']; received: number; on_time: number }[] = await db.query(
      `SELECT kind,
         COUNT(*) FILTER (WHERE answered_at IS NOT NULL OR received_at + make_interval(hours => target_hours) <= $3)::int AS received,
         COUNT(*) FILTER (WHERE answered_at <= received_at + make_interval(hours => target_hours))::int AS on_time
       FROM (${ANSWERED_LEADS}) leads GROUP BY kind`,
      [range.start, range.end, now],
    );
    const figures = (kind: LateResponse['kind'], targetHours: number): ResponseFigures => {
      const row = rows.find((candidate) => candidate.kind === kind);
      return { received: row?.received ?? 0, answeredOnTime: row?.on_time ?? 0, targetHours };
    };
    return {
      inquiries: figures('service_inquiry', RESPONSE_TARGET_HOURS.serviceInquiry),
      questions: figures('general_question', RESPONSE_TARGET_HOURS.generalQuestion),
    };
  },

  /** The leads responseTimes counts late, most recently received first, a page of them and how many in all. */
  async lateResponses(
    db: EntityManager,
    range: DayRange,
    now: Date,
    page: { offset: number; limit: number },
  ): Promise<{ items: LateResponse[]; total: number }> {
    const parameters = [range.start, range.end, now];
    // One pass gives the page and the total (a window count); a page past the last has no row to carry it.
    const items: {
      kind: LateResponse['kind'];
      id: string;
      name: string;
      email: string;
      received_at: Date;
      answered_at: Date | null;
      minutes_to_answer: number | null;
      total: number;
    }[] = await db.query(
      `SELECT kind, id, name, email, received_at, answered_at,
         ROUND(EXTRACT(EPOCH FROM answered_at - received_at) / 60)::int AS minutes_to_answer,
         (COUNT(*) OVER ())::int AS total
       FROM (${ANSWERED_LEADS}) leads WHERE ${LATE}
       ORDER BY received_at DESC, id OFFSET $4 LIMIT $5`,
      [...parameters, page.offset, page.limit],
    );
    const lateCount = async () => {
      const [row]: { total: number }[] = await db.query(
        `SELECT COUNT(*)::int AS total FROM (${ANSWERED_LEADS}) leads WHERE ${LATE}`,
        parameters,
      );
      return row.total;
    };
    const total = items.length > 0 ? items[0].total : page.offset === 0 ? 0 : await lateCount();
    return {
      total,
      items: items.map((row) => ({
        kind: row.kind,
        id: row.id,
        name: row.name,
        email: row.email,
        receivedAt: row.received_at.toISOString(),
        answeredAt: row.answered_at?.toISOString() ?? null,
        minutesToAnswer: row.minutes_to_answer,
      })),
    };
  },

  /**
   * The 10 services and 10 budgets named most by consultations and service inquiries received in the range (a
   * lead naming three services counts once for each), most first, ties by name.
   */
  async topRequests(
    db: EntityManager,
    range: DayRange,
  ): Promise<{ services: { service: string; count: number }[]; budgets: { budget: string; count: number }[] }> {
    // One pass over the leads: grouped first by their (services, budget) choice, of which there are few, then
    // counted per service and per budget from those groups.
    const rows: { kind: 'service' | 'budget'; name: string; count: number }[] = await db.query(
      `WITH choices AS MATERIALIZED (
         SELECT services_interested, budget, COUNT(*) AS leads FROM (
           SELECT services_interested, budget FROM consultations WHERE created_at >= $1 AND created_at < $2
           UNION ALL
           SELECT services_interested, budget FROM service_inquiries WHERE created_at >= $1 AND created_at < $2
         ) leads GROUP BY 1, 2
       ), counts AS (
         SELECT 'service' AS kind, service AS name, SUM(leads)::int AS count
         FROM choices, unnest(choices.services_interested) AS service GROUP BY service
         UNION ALL
         SELECT 'budget', budget, SUM(leads)::int FROM choices WHERE budget <> '' GROUP BY budget
       )
       SELECT kind, name, count FROM (
         SELECT kind, name, count, row_number() OVER (PARTITION BY kind ORDER BY count DESC, name) AS place FROM counts
       ) ranked WHERE place <= 10 ORDER BY kind, place`,
      [range.start, range.end],
    );
    const services = rows.filter((row) => row.kind === 'service').map(({ name, count }) => ({ service: name, count }));
    const budgets = rows.filter((row) => row.kind === 'budget').map(({ name, count }) => ({ budget: name, count }));
    return { services, budgets };
  },
};
