import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One visitor of the public site on one day (the dashboard funnel's first step): counted once a day by a
 * salted hash of address and browser, without a cookie (docs/modules/content.md#visits).
 */
@Entity('site_visits')
export class SiteVisitEntity {
  /** The day in the business time zone (America/New_York). */
  @PrimaryColumn('date')
  visitedOn: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  visitorHash: string;

  /** The first page seen that day (path only, no query). */
  @Column({ type: 'varchar', length: 255 })
  landingPath: string;
}
