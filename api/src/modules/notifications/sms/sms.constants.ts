/**
 * Inbound keywords, matched on the whole message with case, spaces and punctuation ignored ("Stop." is
 * STOP). The opt-out and opt-in words are the carriers' standard ones that Twilio also honours.
 */
export const SMS_STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE'];
export const SMS_START_KEYWORDS = ['START', 'YES', 'UNSTOP', 'OPTIN'];
export const SMS_HELP_KEYWORDS = ['HELP', 'INFO'];

/** The inbound webhook's path under /api (Twilio signs the full URL: PUBLIC_URL + /api + this). */
export const SMS_INBOUND_PATH = 'sms/inbound';

/** Carriers want every marketing text to say how to stop them. */
export const SMS_STOP_FOOTER = 'Reply STOP to opt out.';

export const SMS_HELP_REPLY =
  'Inspivision: texts about your account and appointments. Msg & data rates may apply. ' +
  'Reply STOP to opt out, START to opt back in. Help: hello@inspivision.com';
export const SMS_START_REPLY =
  'Inspivision: you will receive our texts again. Msg & data rates may apply. Reply HELP for help, STOP to opt out.';

/** The keyword of an inbound text: its letters, upper-cased. */
export const smsKeyword = (body: string) => body.toUpperCase().replace(/[^A-Z]/g, '');

/**
 * The country calling codes our SMS provider's sending number reaches: +1, the US and Canada (and the rest of
 * the North American Numbering Plan). Any valid number of any country can be saved on a profile; text
 * messages (verification codes, reminders), and opting in to them, are for these numbers only.
 */
export const SMS_COUNTRY_CALLING_CODES = ['1'] as const;

/** What the profile says when a number is outside SMS_COUNTRY_CALLING_CODES. */
export const SMS_UNREACHABLE_MESSAGE =
  'We can send text messages only to US and Canadian numbers (+1) for now. Reminders will come by e-mail.';
