/** Today in the business time zone (the server counts visits by that day too), YYYY-MM-DD. */
export const visitDay = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
