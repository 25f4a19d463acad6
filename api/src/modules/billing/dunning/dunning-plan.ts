import { DateTime } from 'luxon';
import { DUNNING_SEND_HOUR, DUNNING_STAGES, DunningStage } from '../billing.constants';

/** The reminder_jobs template key of each dunning stage. */
export const dunningTemplateKey = (stage: DunningStage) => `dunning.${stage}`;

/** The stage a reminder_jobs template key names, or null for another kind of reminder. */
export const stageOfTemplateKey = (templateKey: string): DunningStage | null =>
  DUNNING_STAGES.find(({ stage }) => dunningTemplateKey(stage) === templateKey)?.stage ?? null;

export interface PlannedReminder {
  stage: DunningStage;
  at: Date;
}

/** `timeZone` when it is a zone luxon knows, else `fallback` (a user's stored zone may be stale or empty). */
export const validZoneOr = (timeZone: string | null | undefined, fallback: string): string =>
  timeZone && DateTime.now().setZone(timeZone).isValid ? timeZone : fallback;

/**
 * When each dunning stage of an invoice due at `dueDate` goes out: on the due date's calendar day in the
 * client's `timeZone`, moved by the stage's offset in days, at DUNNING_SEND_HOUR local time (daylight saving
 * included). Stages already past at `now`, or in `skip` (already sent), are left out.
 */
export function dunningPlan(
  dueDate: Date,
  timeZone: string,
  now: Date,
  skip: readonly DunningStage[] = [],
): PlannedReminder[] {
  const dueDay = DateTime.fromJSDate(dueDate, { zone: timeZone }).startOf('day');
  return DUNNING_STAGES.filter(({ stage }) => !skip.includes(stage))
    .map(({ stage, offsetDays }) => ({
      stage,
      at: dueDay.plus({ days: offsetDays }).set({ hour: DUNNING_SEND_HOUR }).toJSDate(),
    }))
    .filter(({ at }) => at.getTime() > now.getTime());
}
