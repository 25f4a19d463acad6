/** IANA time zones this browser knows (the API checks against its own list and says if it differs). */
let cached: readonly string[] | undefined;

export function timeZones(): readonly string[] {
  cached ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return cached;
}

/** "America/Argentina/Buenos_Aires" -> "America / Argentina / Buenos Aires". */
export function timeZoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ').split('/').join(' / ');
}

export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
