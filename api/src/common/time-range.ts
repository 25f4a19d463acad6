/** A time range as instants; a slot's end is its start plus the slot length. */
export interface TimeRange {
  start: Date;
  end: Date;
}
