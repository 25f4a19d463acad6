import { plainToInstance, Transform } from 'class-transformer';
import {
  Contains,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsTimeZone,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidationError,
  validateSync,
} from 'class-validator';
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { estimatedSecretBits, MAKE_A_SECRET, MIN_SECRET_BITS } from './secret-strength';

/** A time of day, 24-hour clock. */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The repository root: every relative path in the environment is taken from here. */
export const REPO_ROOT = resolve(__dirname, '../../..');

const toBoolean = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase()) : value;
const toInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The drivers of each infrastructure concern, as its `*_DRIVER` setting names them (docs/infrastructure.md). */
export const PAYMENTS_DRIVERS = ['stripe', 'simulated'] as const;
export type PaymentsDriverName = (typeof PAYMENTS_DRIVERS)[number];
export const MAIL_DRIVERS = ['sendgrid', 'log'] as const;
export type MailDriverName = (typeof MAIL_DRIVERS)[number];
export const SMS_DRIVERS = ['twilio', 'log'] as const;
export type SmsDriverName = (typeof SMS_DRIVERS)[number];
export const QUEUE_DRIVERS = ['bullmq', 'in-process'] as const;
export type QueueDriverName = (typeof QUEUE_DRIVERS)[number];
export const LIVE_UPDATES_DRIVERS = ['redis', 'in-process'] as const;
export type LiveUpdatesDriverName = (typeof LIVE_UPDATES_DRIVERS)[number];
export const CALENDAR_DRIVERS = ['google', 'none'] as const;
export type CalendarDriverName = (typeof CALENDAR_DRIVERS)[number];
export const LANGUAGE_MODEL_DRIVERS = ['openai', 'none'] as const;
export type LanguageModelDriverName = (typeof LANGUAGE_MODEL_DRIVERS)[number];
export const STORAGE_DRIVERS = ['local', 's3'] as const;
export type StorageDriverName = (typeof STORAGE_DRIVERS)[number];
export const MALWARE_SCAN_DRIVERS = ['clamd', 'none'] as const;
export type MalwareScanDriverName = (typeof MALWARE_SCAN_DRIVERS)[number];

/**
 * The whole environment of the api and worker processes, validated once at start-up.
 * Every variable has a local default so a fresh clone runs with nothing configured;
 * `.env.example` documents each one.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInteger)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /**
   * On SIGTERM or SIGINT, how long in-flight requests and jobs may take before the process closes its
   * connections regardless and exits (docs/operations.md); an orchestrator's grace period should be longer.
   */
  @Transform(toInteger)
  @IsInt()
  @Min(0)
  @Max(300_000)
  SHUTDOWN_TIMEOUT_MS = 10_000;

  /**
   * The site's public origin, used for canonical URLs and links in e-mails. Unset (outside production),
   * loadConfig derives it from HOST and PORT (localDefaultPublicUrl), so links reach the server that sent them.
   */
  @ValidateIf((config: AppConfig) => config.PUBLIC_URL.trim() !== '')
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL = '';

  /** PostgreSQL connection string; unset means the embedded PGlite database under DATA_DIR. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true })
  DATABASE_URL?: string = undefined;

  /**
   * With NODE_ENV=production and no DATABASE_URL, run on the embedded database anyway: on purpose only,
   * for one process whose data lives in its DATA_DIR.
   */
  @Transform(toBoolean)
  @IsBoolean()
  EMBEDDED_DATABASE_IN_PRODUCTION = false;

  /** Redis connection string; unset means in-process queues. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true })
  REDIS_URL?: string = undefined;

  /**
   * The queue driver: `bullmq` (jobs in Redis; needs REDIS_URL) or `in-process` (jobs in this process, not
   * durable). Unset: bullmq when REDIS_URL is set.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(QUEUE_DRIVERS)
  QUEUE_DRIVER?: QueueDriverName = undefined;

  /**
   * The live-updates driver (server-sent events between replicas): `redis` (Redis pub/sub; needs REDIS_URL) or
   * `in-process` (this process's own pages only). Unset: redis when REDIS_URL is set.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(LIVE_UPDATES_DRIVERS)
  LIVE_UPDATES_DRIVER?: LiveUpdatesDriverName = undefined;

  /** Where the embedded database, the mail log and uploads live. */
  @IsString()
  DATA_DIR = '.data';

  @Transform(toBoolean)
  @IsBoolean()
  RUN_MIGRATIONS = true;

  /** Seed the site's content when the database has none (first start). */
  @Transform(toBoolean)
  @IsBoolean()
  SEED_ON_START = true;

  /** Whether this process consumes queue jobs; api replicas may leave that to worker processes. */
  @Transform(toBoolean)
  @IsBoolean()
  QUEUE_WORKERS = true;

  /** Key prefix of everything kept in Redis (queues, rate-limit counters), so deployments and test runs can share one. */
  @IsString()
  REDIS_PREFIX = 'inspivision';

  /** First retry delay of a failed job; each later retry waits twice as long. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  QUEUE_RETRY_DELAY_MS = 2000;

  /** Whether this process runs scheduled work (each run is still single under an advisory lock). */
  @Transform(toBoolean)
  @IsBoolean()
  SCHEDULER_ENABLED = true;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** How often pending outbox messages that no worker picked up are handed to the queue again. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  OUTBOX_SWEEP_SECONDS = 15;

  /** A pending message handed to the queue this long ago without being sent is dispatched again. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  OUTBOX_REDISPATCH_MINUTES = 5;

  @IsString()
  MAIL_FROM = 'Inspivision <hello@inspivision.com>';

  /**
   * The mail driver: `sendgrid` (needs SENDGRID_API_KEY) or `log` (.eml files under DATA_DIR/mail; refused in
   * production). Unset: sendgrid when SENDGRID_API_KEY is set.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(MAIL_DRIVERS)
  MAIL_DRIVER?: MailDriverName = undefined;

  /** SendGrid API key: set, e-mail goes through SendGrid; unset, the log driver writes DATA_DIR/mail. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  SENDGRID_API_KEY?: string = undefined;

  /** SendGrid's API origin (tests point it at a local fake). */
  @IsUrl({ require_tld: false, require_protocol: true })
  SENDGRID_API_URL = 'https://api.sendgrid.com';

  /**
   * The SMS driver: `twilio` (needs the three TWILIO_* below) or `log` (.txt files under DATA_DIR/sms). Unset:
   * twilio when those three are set.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(SMS_DRIVERS)
  SMS_DRIVER?: SmsDriverName = undefined;

  /** Twilio account SID (AC...): with the auth token and sender number set, SMS goes through Twilio. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  TWILIO_ACCOUNT_SID?: string = undefined;

  /** Twilio auth token: authenticates API calls and verifies the inbound-SMS webhook's signature. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  TWILIO_AUTH_TOKEN?: string = undefined;

  /** The Twilio number (E.164) or messaging service SID (MG...) texts are sent from. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  TWILIO_FROM_NUMBER?: string = undefined;

  /** Twilio's REST API origin (tests point it at a local fake). */
  @IsUrl({ require_tld: false, require_protocol: true })
  TWILIO_API_URL = 'https://api.twilio.com';

  /**
   * The payment driver: `stripe` (Stripe Checkout; needs STRIPE_SECRET_KEY) or `simulated` (the test-mode checkout
   * served by the api; refused in production). Unset: stripe when STRIPE_SECRET_KEY is set.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(PAYMENTS_DRIVERS)
  PAYMENTS_DRIVER?: PaymentsDriverName = undefined;

  /**
   * Stripe secret key (sk_live_..., sk_test_... or a restricted rk_... key): set, invoices are paid through
   * Stripe Checkout; unset, through the simulated test-mode checkout served by the api (refused in production).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  STRIPE_SECRET_KEY?: string = undefined;

  /**
   * Signing secret (whsec_...) of the webhook endpoint registered in Stripe for
   * PUBLIC_URL/api/billing/stripe/webhook; required with STRIPE_SECRET_KEY (payments are confirmed by it).
   */
  @Transform(emptyToUndefined)
  @ValidateIf(
    (config: AppConfig) => config.STRIPE_SECRET_KEY !== undefined || config.STRIPE_WEBHOOK_SECRET !== undefined,
  )
  @IsString({
    message: 'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (the whsec_... of the webhook endpoint)',
  })
  @MinLength(1)
  STRIPE_WEBHOOK_SECRET?: string = undefined;

  /** Stripe's API origin (tests point it at a local fake). */
  @IsUrl({ require_tld: false, require_protocol: true })
  STRIPE_API_URL = 'https://api.stripe.com';

  /** "Pay" clicks (checkouts started) one IP may make per minute. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  CHECKOUT_RATE_LIMIT_PER_IP = 30;

  /** Who hears about new leads; unset means the ADMIN_EMAILS addresses. Comma-separated. */
  @IsString()
  STAFF_NOTIFY_EMAILS = '';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail()
  MAIL_REPLY_TO?: string = undefined;

  /** The built web app served at /. */
  @IsString()
  WEB_DIST_DIR = 'web/dist';

  /**
   * Signs session cookies and keys the hashes of one-time codes. Required in production (every replica
   * must share it); elsewhere unset means a random secret kept in DATA_DIR/app-secret.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsStrongSecret()
  APP_SECRET?: string = undefined;

  /** E-mails of staff, comma-separated, case-insensitive: the admin role, checked on every request. */
  @IsString()
  ADMIN_EMAILS = '';

  /** A session ends after this many minutes without a request. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  SESSION_IDLE_MINUTES = 120;

  /** A session ends this many hours after sign-in, however active. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  SESSION_MAX_HOURS = 24 * 7;

  /**
   * Express `trust proxy`: which peers may tell the client's address and scheme (X-Forwarded-For and
   * -Proto). Best as the proxies' addresses or subnets, comma-separated (`10.0.0.5`, `172.18.0.0/16`,
   * `loopback`): then a client reaching the api port directly cannot claim another address. A number
   * trusts that many hops whoever sent them; 0 trusts nobody.
   */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsTrustedProxyList()
  TRUST_PROXY = '0';

  /**
   * A bearer token that may read the metrics (`/api/metrics`, the worker's `/metrics`) from any address;
   * random, at least 128 bits. Unset: only METRICS_ALLOW's addresses may. Production needs it unless
   * METRICS_ALLOW is set.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsStrongSecret()
  METRICS_TOKEN?: string = undefined;

  /**
   * Addresses and subnets that may read the metrics without the token, comma-separated (`10.0.0.0/8`, and
   * `loopback`, `linklocal`, `uniquelocal`): the connection's peer and, behind a proxy TRUST_PROXY names, the
   * address it forwarded, both. Unset: loopback, except in production, which then needs METRICS_TOKEN.
   */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsAddressList()
  METRICS_ALLOW?: string = undefined;

  /** The worker process's port for its health checks and metrics (`/health/live`, `/health/ready`, `/metrics`). */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(65535)
  WORKER_PORT = 3001;

  /** Requests per minute one IP may make to the sign-in, sign-up and code endpoints. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT_PER_IP = 30;

  /**
   * Attempts per 15 minutes against one account (e-mail) from one client address on those endpoints:
   * a stranger's attempts never count against the owner's own address.
   */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT_PER_ACCOUNT = 10;

  /**
   * Wrong passwords against one account from all client addresses together before each further one makes
   * the next attempt on it wait, doubling from 1 s up to an hour; a password reset clears the count.
   */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  AUTH_SIGN_IN_CEILING = 100;

  /**
   * Second-factor codes and passkey answers one account may send in 15 minutes, from all client addresses
   * together (only a session that passed the password gets that far).
   */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  SECOND_FACTOR_RATE_LIMIT_PER_ACCOUNT = 10;

  /** Requests per minute one IP may make to each assistant endpoint (chat, business tips). */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  AI_RATE_LIMIT_PER_IP = 20;

  /** Lead-form submissions (consultation, service inquiry, quick question, together) one IP may make per hour. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  LEAD_RATE_LIMIT_PER_IP = 5;

  /**
   * Pending bookings (consultations, and service inquiries with a call) one e-mail address may hold at once;
   * one more is refused until staff answer one or the visitor cancels one.
   */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  PENDING_CONSULTATIONS_PER_EMAIL = 2;

  /** Pending bookings (as above) one client address may hold at once, whatever the e-mail addresses. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  PENDING_CONSULTATIONS_PER_IP = 3;

  /**
   * The proof-of-work anti-robot check (ALTCHA, self-hosted) of the lead forms, sign-up and the newsletter:
   * `off` only for a deployment behind a bot protection of its own.
   */
  @IsIn(['on', 'off'])
  BOT_CHALLENGE: 'on' | 'off' = 'on';

  /**
   * The check's difficulty: a browser computes on average half this many SHA-256 hashes (100000: well under
   * a second on a phone, a cost that adds up for a flood).
   */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(10_000_000)
  BOT_CHALLENGE_MAX_NUMBER = 100_000;

  /**
   * Acknowledgements of the lead forms one address receives per 24 hours, whatever is submitted and from
   * wherever (counted in the database, so on every replica); later submissions are stored without one.
   */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  LEAD_ACKNOWLEDGEMENTS_PER_DAY = 3;

  /** Testimonials one IP may send per hour, on each form (the public one and the feedback link). */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  TESTIMONIAL_RATE_LIMIT_PER_IP = 10;

  /** Newsletter sign-ups one IP may make per hour. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  NEWSLETTER_RATE_LIMIT_PER_IP = 10;

  /** Confirmation e-mails one pending newsletter address receives per 24 hours, however often it is signed up. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  NEWSLETTER_CONFIRMATIONS_PER_DAY = 1;

  /** Unsubscribes through the /unsubscribe page one IP may make per hour. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  UNSUBSCRIBE_RATE_LIMIT_PER_IP = 20;

  /**
   * Requests per minute one IP may make to each signed-link action (one-click unsubscribe, cancelling a
   * consultation, confirming a newsletter sign-up): generous, since mail providers post one-click
   * unsubscribes for many people from few addresses, and the signed token is checked anyway.
   */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  SIGNED_LINK_RATE_LIMIT_PER_IP = 60;

  /**
   * Visit pings (POST /api/visits and /api/referrals/visits, together) one IP may send per minute: a page load
   * sends at most two, and one office or phone network may hold many visitors.
   */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  VISIT_RATE_LIMIT_PER_IP = 30;

  /**
   * The language model driver: `openai` (any OpenAI-compatible chat completions API; needs AI_API_KEY) or `none`
   * (answers composed from the site's content alone). Unset: openai when AI_API_KEY is set.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(LANGUAGE_MODEL_DRIVERS)
  LANGUAGE_MODEL_DRIVER?: LanguageModelDriverName = undefined;

  /**
   * Key of an OpenAI-compatible chat completions API: set, the assistant and the tips are written by that
   * language model from the site's content; unset, they are composed from the content alone.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  AI_API_KEY?: string = undefined;

  /** The API's base URL (OpenAI's, or any compatible endpoint: a gateway, a local server...). */
  @IsUrl({ require_tld: false, require_protocol: true })
  AI_BASE_URL = 'https://api.openai.com/v1';

  /** The model asked. */
  @IsString()
  @MinLength(1)
  AI_MODEL = 'gpt-4o-mini';

  /** How long an answer from the model is awaited before the content-only answer is sent instead. */
  @Transform(toInteger)
  @IsInt()
  @Min(100)
  @Max(60_000)
  AI_TIMEOUT_MS = 10_000;

  /** Google sign-in (OpenID Connect); the "Sign in with Google" link appears only when both are set. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID?: string = undefined;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_SECRET?: string = undefined;

  /** The OpenID issuer Google sign-in discovers its endpoints from (tests point it at a local provider). */
  @IsUrl({ require_tld: false, require_protocol: true })
  GOOGLE_ISSUER_URL = 'https://accounts.google.com';

  /** The time zone business hours are kept in (an IANA name); slots are computed in it across DST changes. */
  @IsTimeZone()
  BUSINESS_TIME_ZONE = 'America/New_York';

  /** Opening time of the bookable hours, Monday to Friday, in BUSINESS_TIME_ZONE (HH:mm). */
  @Matches(HH_MM, { message: 'BUSINESS_HOURS_START must be HH:mm' })
  BUSINESS_HOURS_START = '09:00';

  /** Closing time (HH:mm): the last slot ends at it. */
  @Matches(HH_MM, { message: 'BUSINESS_HOURS_END must be HH:mm' })
  BUSINESS_HOURS_END = '18:00';

  /** Length of one bookable slot in minutes. */
  @Transform(toInteger)
  @IsInt()
  @Min(5)
  @Max(240)
  BOOKING_SLOT_MINUTES = 30;

  /**
   * The fee of a consultation, in cents (docs/modules/bookings.md, paid consultations). 0: consultations are free and
   * none of the payment rules apply. Above 0: a confirmed consultation is invoiced, due 2 hours before it
   * starts, and cancelled 30 minutes before its start when unpaid; cancellations and reschedules follow the
   * refund policy. At most $1,000,000.00, an invoice's limit.
   */
  @Transform(toInteger)
  @IsInt()
  @Min(0)
  @Max(100_000_000)
  CONSULTATION_FEE_CENTS = 0;

  /** Account credit a referrer earns when a referred client pays a first invoice (docs/modules/referrals.md). */
  @Transform(toInteger)
  @IsInt()
  @Min(0)
  @Max(100_000_000)
  REFERRAL_CREDIT_CENTS = 10000;

  /** Months after which a referral credit expires (docs/modules/referrals.md). */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(120)
  REFERRAL_CREDIT_MONTHS = 12;

  /**
   * The meeting link of a scheduled booking: `{token}` becomes a random, unguessable room name
   * (default: a Jitsi room).
   */
  @Contains('{token}')
  @IsUrl({ require_tld: false, require_protocol: true })
  MEETING_LINK_TEMPLATE = 'https://meet.jit.si/Inspivision-{token}';

  /**
   * The calendar driver: `google` (Google Calendar free/busy; needs the three GOOGLE_CALENDAR_* below) or `none`
   * (business hours and our own bookings only). Unset: google when those three are set.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(CALENDAR_DRIVERS)
  CALENDAR_DRIVER?: CalendarDriverName = undefined;

  /**
   * Google Calendar free/busy: with the calendar id and a service account (e-mail and PEM private key, the
   * calendar shared with it) set, its busy times are taken out of the offered slots too.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  GOOGLE_CALENDAR_ID?: string = undefined;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail()
  GOOGLE_CALENDAR_CLIENT_EMAIL?: string = undefined;

  /** The service account's PEM private key; "\n" sequences stand for line breaks (one-line .env values). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  GOOGLE_CALENDAR_PRIVATE_KEY?: string = undefined;

  /** Google's Calendar API origin (tests point it at a local fake). */
  @IsUrl({ require_tld: false, require_protocol: true })
  GOOGLE_CALENDAR_API_URL = 'https://www.googleapis.com';

  /** Google's OAuth token endpoint for the service account's signed assertion. */
  @IsUrl({ require_tld: false, require_protocol: true })
  GOOGLE_CALENDAR_TOKEN_URL = 'https://oauth2.googleapis.com/token';

  /**
   * The file storage driver (docs/storage.md): `local` (files under DATA_DIR/uploads: one server, or a volume
   * every replica shares) or `s3` (an S3-compatible bucket; needs S3_BUCKET). Unset: s3 when S3_BUCKET is set.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(STORAGE_DRIVERS)
  STORAGE_DRIVER?: StorageDriverName = undefined;

  /** The bucket files are kept in by the s3 storage driver. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_BUCKET?: string = undefined;

  /** The bucket's region (AWS), or the one the S3-compatible service asks for (often `us-east-1` or `auto`). */
  @IsString()
  @MinLength(1)
  S3_REGION = 'us-east-1';

  /** An S3-compatible service's origin (MinIO, Cloudflare R2, DigitalOcean Spaces...); unset: AWS S3 itself. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  S3_ENDPOINT?: string = undefined;

  /**
   * The bucket's access key and secret, set together; unset, the AWS SDK's own chain (AWS_ACCESS_KEY_ID and
   * AWS_SECRET_ACCESS_KEY, shared files, the instance's or task's role).
   */
  @Transform(emptyToUndefined)
  @ValidateIf((config: AppConfig) => config.S3_ACCESS_KEY_ID !== undefined || config.S3_SECRET_ACCESS_KEY !== undefined)
  @IsString({ message: 'S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY' })
  @MinLength(1)
  S3_ACCESS_KEY_ID?: string = undefined;

  @Transform(emptyToUndefined)
  @ValidateIf((config: AppConfig) => config.S3_ACCESS_KEY_ID !== undefined || config.S3_SECRET_ACCESS_KEY !== undefined)
  @IsString({ message: 'S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID' })
  @MinLength(1)
  S3_SECRET_ACCESS_KEY?: string = undefined;

  /** Path-style URLs (endpoint/bucket/key) rather than bucket.endpoint/key: MinIO and most self-hosted services. */
  @Transform(toBoolean)
  @IsBoolean()
  S3_FORCE_PATH_STYLE = false;

  /** The largest project document accepted, in megabytes (docs/modules/projects.md#documents); a larger one is a 413. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(1024)
  UPLOAD_MAX_MB = 25;

  /**
   * The malware scanner of uploaded documents (docs/infrastructure.md): `clamd` (a ClamAV daemon over TCP; needs
   * CLAMD_HOST) or `none` (every file counts as clean). Unset: clamd when CLAMD_HOST is set.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(MALWARE_SCAN_DRIVERS)
  MALWARE_SCAN_DRIVER?: MalwareScanDriverName = undefined;

  /** The ClamAV daemon (clamd) the clamd scanner streams each upload to: its host name or address, and its TCP port. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  CLAMD_HOST?: string = undefined;

  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(65535)
  CLAMD_PORT = 3310;

  /**
   * The certificate (PEM; its chain may follow) and its unencrypted RSA private key (PEM) that seal signed
   * proposals' PDFs, set together; "\n" sequences stand for line breaks. Unset: a self-signed certificate is
   * generated the first time one is needed and kept in the file storage (docs/modules/proposals.md).
   */
  @Transform(emptyToUndefined)
  @ValidateIf(
    (config: AppConfig) => config.PROPOSAL_SIGNING_CERT !== undefined || config.PROPOSAL_SIGNING_KEY !== undefined,
  )
  @Matches(/-----BEGIN CERTIFICATE-----/, {
    message:
      'PROPOSAL_SIGNING_CERT must be a PEM certificate (-----BEGIN CERTIFICATE-----), set with PROPOSAL_SIGNING_KEY',
  })
  PROPOSAL_SIGNING_CERT?: string = undefined;

  @Transform(emptyToUndefined)
  @ValidateIf(
    (config: AppConfig) => config.PROPOSAL_SIGNING_CERT !== undefined || config.PROPOSAL_SIGNING_KEY !== undefined,
  )
  @Matches(/-----BEGIN (RSA )?PRIVATE KEY-----/, {
    message: 'PROPOSAL_SIGNING_KEY must be an unencrypted PEM private key (RSA), set with PROPOSAL_SIGNING_CERT',
  })
  PROPOSAL_SIGNING_KEY?: string = undefined;

  /**
   * Origins images may come from besides the site itself (CSP img-src), comma-separated, e.g.
   * `https://cdn.inspivision.com`. Unset: the site's own images only.
   */
  @IsString()
  @Matches(/^\s*(https:\/\/[^\s,/]+\s*(,\s*https:\/\/[^\s,/]+\s*)*)?$/, {
    message: 'IMAGE_HOSTS must be https:// origins, comma-separated',
  })
  IMAGE_HOSTS = '';

  /**
   * The Google Analytics 4 measurement id (G-XXXXXXXXXX). Set: pages load the Google tag (consent first:
   * analytics storage only once the visitor accepts, ads storage never) and the CSP allows its hosts.
   * Unset: no tag loads and the CSP allows no third-party script.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^G-[A-Z0-9]{4,20}$/, { message: 'GA_MEASUREMENT_ID must be a GA4 measurement id, e.g. G-AB12CD34EF' })
  GA_MEASUREMENT_ID?: string = undefined;

  get isEmbeddedDatabase(): boolean {
    return !this.DATABASE_URL;
  }

  /** A path from the environment, absolute from the repository root. */
  path(relativeOrAbsolute: string): string {
    return isAbsolute(relativeOrAbsolute) ? relativeOrAbsolute : resolve(REPO_ROOT, relativeOrAbsolute);
  }

  get dataDir(): string {
    return this.path(this.DATA_DIR);
  }

  /** ADMIN_EMAILS as a set of lower-cased addresses. */
  get adminEmails(): ReadonlySet<string> {
    return new Set(
      this.ADMIN_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    );
  }

  /** STAFF_NOTIFY_EMAILS, else ADMIN_EMAILS. */
  get staffNotifyEmails(): string[] {
    const listed = this.STAFF_NOTIFY_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean);
    return listed.length > 0 ? listed : [...this.adminEmails];
  }

  /** SMS goes through Twilio only when all three are set; otherwise the log driver writes DATA_DIR/sms. */
  get isTwilioConfigured(): boolean {
    return Boolean(this.TWILIO_ACCOUNT_SID && this.TWILIO_AUTH_TOKEN && this.TWILIO_FROM_NUMBER);
  }

  get isGoogleCalendarConfigured(): boolean {
    return Boolean(this.GOOGLE_CALENDAR_ID && this.GOOGLE_CALENDAR_CLIENT_EMAIL && this.GOOGLE_CALENDAR_PRIVATE_KEY);
  }

  get isGoogleSignInConfigured(): boolean {
    return Boolean(this.GOOGLE_CLIENT_ID && this.GOOGLE_CLIENT_SECRET);
  }

  // The driver of each concern: as its *_DRIVER setting says, else the one whose configuration is set (the
  // factories of api/src/infrastructure build it; driverProblems refuses a driver chosen without its configuration).

  get paymentsDriver(): PaymentsDriverName {
    return this.PAYMENTS_DRIVER ?? (this.STRIPE_SECRET_KEY ? 'stripe' : 'simulated');
  }

  get mailDriver(): MailDriverName {
    return this.MAIL_DRIVER ?? (this.SENDGRID_API_KEY ? 'sendgrid' : 'log');
  }

  get smsDriver(): SmsDriverName {
    return this.SMS_DRIVER ?? (this.isTwilioConfigured ? 'twilio' : 'log');
  }

  get queueDriver(): QueueDriverName {
    return this.QUEUE_DRIVER ?? (this.REDIS_URL ? 'bullmq' : 'in-process');
  }

  get liveUpdatesDriver(): LiveUpdatesDriverName {
    return this.LIVE_UPDATES_DRIVER ?? (this.REDIS_URL ? 'redis' : 'in-process');
  }

  get calendarDriver(): CalendarDriverName {
    return this.CALENDAR_DRIVER ?? (this.isGoogleCalendarConfigured ? 'google' : 'none');
  }

  get languageModelDriver(): LanguageModelDriverName {
    return this.LANGUAGE_MODEL_DRIVER ?? (this.AI_API_KEY ? 'openai' : 'none');
  }

  get storageDriver(): StorageDriverName {
    return this.STORAGE_DRIVER ?? (this.S3_BUCKET ? 's3' : 'local');
  }

  get malwareScanDriver(): MalwareScanDriverName {
    return this.MALWARE_SCAN_DRIVER ?? (this.CLAMD_HOST ? 'clamd' : 'none');
  }

  /** TRUST_PROXY as Express takes it: a hop count, or the list of trusted addresses and subnets. */
  get trustProxy(): number | string[] {
    return /^\d+$/.test(this.TRUST_PROXY) ? Number(this.TRUST_PROXY) : splitList(this.TRUST_PROXY);
  }

  /** METRICS_ALLOW as a list of addresses and subnets; unset, loopback. */
  get metricsAllow(): string[] {
    return splitList(this.METRICS_ALLOW ?? 'loopback');
  }

  /** IMAGE_HOSTS as a list of origins. */
  get imageHosts(): string[] {
    return splitList(this.IMAGE_HOSTS);
  }

  /**
   * A production site on https: the session cookie is always Secure, whatever a proxy in front says
   * about the request (a proxy left out of TRUST_PROXY then shows as a failed sign-in, not a leak).
   */
  get requiresSecureCookies(): boolean {
    return this.NODE_ENV === 'production' && new URL(this.PUBLIC_URL).protocol === 'https:';
  }
}

const splitList = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Express's names for address ranges, accepted in TRUST_PROXY beside addresses and subnets. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address with an optional /prefix (CIDR), or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function IsTrustedProxyList() {
  return ValidateBy({
    name: 'isTrustedProxyList',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && (/^\d+$/.test(value) || splitList(value).every(isProxyAddress)),
      defaultMessage: () =>
        'TRUST_PROXY must be a hop count or addresses, subnets (a.b.c.d/nn) and loopback, linklocal, uniquelocal',
    },
  });
}

function IsAddressList() {
  return ValidateBy({
    name: 'isAddressList',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && splitList(value).every(isProxyAddress),
      defaultMessage: (args) =>
        `${args?.property} must be addresses, subnets (a.b.c.d/nn) and loopback, linklocal, uniquelocal, comma-separated`,
    },
  });
}

/** A secret with at least MIN_SECRET_BITS of estimated entropy (secret-strength.ts). */
function IsStrongSecret() {
  return ValidateBy({
    name: 'isStrongSecret',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && estimatedSecretBits(value) >= MIN_SECRET_BITS,
      defaultMessage: (args) =>
        `${args?.property} must be random, at least ${MIN_SECRET_BITS} bits (16 random bytes as base64 or hex): ` +
        `make one with ${MAKE_A_SECRET}`,
    },
  });
}

/**
 * What production must not run on: the development defaults that are fine on a laptop. Each problem
 * names the variable (first) and how to set it; a variable whose value is invalid is left to validation.
 */
export function productionProblems(config: AppConfig, invalid: ReadonlySet<string> = new Set()): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: [variable: keyof AppConfig, problem: string][] = [];
  if (!config.APP_SECRET) {
    problems.push([
      'APP_SECRET',
      'APP_SECRET is not set: set it to a random secret of at least 128 bits, the same on every replica ' +
        `(make one with ${MAKE_A_SECRET}); it signs sessions and e-mailed links`,
    ]);
  }
  if (!config.DATABASE_URL && !config.EMBEDDED_DATABASE_IN_PRODUCTION) {
    problems.push([
      'DATABASE_URL',
      'DATABASE_URL is not set: point it at PostgreSQL (postgres://user:password@host:5432/database), ' +
        'or set EMBEDDED_DATABASE_IN_PRODUCTION=true to run on the embedded database on purpose',
    ]);
  }
  if (config.PUBLIC_URL.trim() === '') {
    problems.push([
      'PUBLIC_URL',
      "PUBLIC_URL is not set: set it to the site's https:// public origin, e.g. https://www.inspivision.com " +
        '(links in e-mails, canonical URLs and Secure cookies depend on it)',
    ]);
  } else if (!/^https:\/\//i.test(config.PUBLIC_URL.trim())) {
    problems.push([
      'PUBLIC_URL',
      "PUBLIC_URL is not an https:// address: set it to the site's public origin, e.g. https://www.inspivision.com " +
        '(links in e-mails, canonical URLs and Secure cookies depend on it)',
    ]);
  }
  if (config.MAIL_DRIVER === 'log') {
    problems.push([
      'MAIL_DRIVER',
      'MAIL_DRIVER is log, so e-mail would only be written to DATA_DIR/mail: ' +
        'leave it unset (or set it to sendgrid) with SENDGRID_API_KEY set',
    ]);
  } else if (config.mailDriver === 'log') {
    problems.push([
      'SENDGRID_API_KEY',
      'SENDGRID_API_KEY is not set, so e-mail would only be written to DATA_DIR/mail (the log driver): ' +
        'set it to a SendGrid API key with the Mail Send permission',
    ]);
  }
  if (config.PAYMENTS_DRIVER === 'simulated') {
    problems.push([
      'PAYMENTS_DRIVER',
      'PAYMENTS_DRIVER is simulated, a test-mode checkout where no real card is charged: ' +
        'leave it unset (or set it to stripe) with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set',
    ]);
  } else if (config.paymentsDriver === 'simulated') {
    problems.push([
      'STRIPE_SECRET_KEY',
      'STRIPE_SECRET_KEY is not set, so invoices would be paid through the simulated payment driver ' +
        '(a test-mode checkout where no real card is charged): set it and STRIPE_WEBHOOK_SECRET ' +
        '(the whsec_... of the webhook endpoint PUBLIC_URL/api/billing/stripe/webhook)',
    ]);
  }
  if (!config.METRICS_TOKEN && config.METRICS_ALLOW === undefined) {
    problems.push([
      'METRICS_TOKEN',
      `METRICS_TOKEN is not set: set it to a random token for Prometheus (make one with ${MAKE_A_SECRET}), ` +
        'or set METRICS_ALLOW to the addresses that may read the metrics without one (e.g. 10.0.0.0/8)',
    ]);
  }
  return problems.filter(([variable]) => !invalid.has(variable)).map(([, problem]) => problem);
}

const LIST = new Intl.ListFormat('en', { type: 'conjunction' });

/** What each driver needs configured (STRIPE_WEBHOOK_SECRET is already required with STRIPE_SECRET_KEY). */
const DRIVER_NEEDS: { setting: keyof AppConfig; driver: string; needs: (keyof AppConfig)[] }[] = [
  { setting: 'PAYMENTS_DRIVER', driver: 'stripe', needs: ['STRIPE_SECRET_KEY'] },
  { setting: 'MAIL_DRIVER', driver: 'sendgrid', needs: ['SENDGRID_API_KEY'] },
  { setting: 'SMS_DRIVER', driver: 'twilio', needs: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] },
  { setting: 'QUEUE_DRIVER', driver: 'bullmq', needs: ['REDIS_URL'] },
  { setting: 'LIVE_UPDATES_DRIVER', driver: 'redis', needs: ['REDIS_URL'] },
  {
    setting: 'CALENDAR_DRIVER',
    driver: 'google',
    needs: ['GOOGLE_CALENDAR_ID', 'GOOGLE_CALENDAR_CLIENT_EMAIL', 'GOOGLE_CALENDAR_PRIVATE_KEY'],
  },
  { setting: 'LANGUAGE_MODEL_DRIVER', driver: 'openai', needs: ['AI_API_KEY'] },
  { setting: 'STORAGE_DRIVER', driver: 's3', needs: ['S3_BUCKET'] },
  { setting: 'MALWARE_SCAN_DRIVER', driver: 'clamd', needs: ['CLAMD_HOST'] },
];

/**
 * Drivers chosen on purpose without what they need, in any environment: each problem names the setting (first)
 * and what to set. Unset, a setting follows what is configured, so it never has one. A variable whose value is
 * invalid is left to validation.
 */
export function driverProblems(config: AppConfig, invalid: ReadonlySet<string> = new Set()): string[] {
  return DRIVER_NEEDS.filter(
    ({ setting, driver, needs }) =>
      config[setting] === driver && !invalid.has(setting) && !needs.some((variable) => invalid.has(variable)),
  ).flatMap(({ setting, driver, needs }) => {
    const missing = needs.filter((variable) => !config[variable]);
    if (missing.length === 0) return [];
    return [
      `${setting} is ${driver}, but ${LIST.format(missing)} ${missing.length > 1 ? 'are' : 'is'} not set: ` +
        `set ${missing.length > 1 ? 'them' : 'it'}, or leave ${setting} unset to use the driver that is configured`,
    ];
  });
}

export class ConfigError extends Error {}

/** Addresses that mean "every interface": the machine itself answers on localhost. */
const ANY_INTERFACE = new Set(['', '0.0.0.0', '::', '[::]']);

/** The origin this process serves when PUBLIC_URL is unset: http://localhost:PORT, or HOST's own address. */
export function localDefaultPublicUrl({ HOST, PORT }: Pick<AppConfig, 'HOST' | 'PORT'>): string {
  const host = HOST.trim();
  const name = ANY_INTERFACE.has(host) ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${PORT}`;
}

/** Variables whose value is a credential: a configuration error never repeats it. */
const CREDENTIAL = /(SECRET|TOKEN|_KEY|PASSWORD)$/;

/** What a configuration error may show of a rejected value: no credential, no password inside a URL. */
function shownValue(name: string, raw: unknown): string {
  if (CREDENTIAL.test(name)) return 'the value is not shown';
  // scheme://user:password@host, parseable or not
  const masked = typeof raw === 'string' ? raw.replace(/(\/\/[^/:@\s]*:)[^@\s]*@/g, '$1***@') : raw;
  return `got ${JSON.stringify(masked)}`;
}

const describe = (error: ValidationError, raw: unknown): string => {
  const reasons = Object.values(error.constraints ?? {})
    .reverse()
    .join('; ');
  return `${error.property} is invalid: ${reasons} (${shownValue(error.property, raw)})`;
};

/** The start-up log's fields: the origin every link in e-mails uses, and where it came from. */
export function publicUrlLogFields(config: AppConfig, env: NodeJS.ProcessEnv = process.env) {
  return { publicUrl: config.PUBLIC_URL, publicUrlFrom: env.PUBLIC_URL?.trim() ? 'PUBLIC_URL' : 'HOST and PORT' };
}

/**
 * Reads the environment into AppConfig, failing with a message that names every bad variable and every driver
 * chosen without its configuration (driverProblems), one line for one, a list for more; with NODE_ENV=production
 * it also refuses the development defaults, listing every one left (productionProblems) together with the
 * invalid values, so one start names all there is to fix.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new AppConfig());
  const values = Object.fromEntries(Object.entries(env).filter(([key]) => known.includes(key)));
  const config = plainToInstance(AppConfig, values, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: true });
  const invalidVariables = new Set(errors.map((error) => error.property));
  const invalid = [
    ...errors.map((error) => describe(error, env[error.property])),
    ...driverProblems(config, invalidVariables),
  ];
  const problems = productionProblems(config, invalidVariables);
  if (problems.length > 0) {
    throw new ConfigError(
      ['Refusing to start with NODE_ENV=production until each of these is set right:']
        .concat([...invalid, ...problems].map((problem) => `  - ${problem}`))
        .concat('See the production checklist in SECURITY.md.')
        .join('\n'),
    );
  }
  if (invalid.length === 1) throw new ConfigError(`Invalid configuration: ${invalid[0]}. See .env.example.`);
  if (invalid.length > 1) {
    throw new ConfigError(
      ['Invalid configuration:', ...invalid.map((error) => `  - ${error}`), 'See .env.example.'].join('\n'),
    );
  }
  if (config.PUBLIC_URL.trim() === '') config.PUBLIC_URL = localDefaultPublicUrl(config);
  return config;
}
