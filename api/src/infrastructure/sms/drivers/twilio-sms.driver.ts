import { AsyncLocalStorage } from 'node:async_hooks';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { DeliveryError } from '../../delivery-error';
import { SmsDelivery, SmsDriver, SmsMessage } from '../sms-driver';

const TWILIO_API_ORIGIN = 'https://api.twilio.com';
/** Twilio answers a repeated request with this token by its first outcome instead of sending again. */
const IDEMPOTENCY_HEADER = 'I-Twilio-Idempotency-Token';

/**
 * The SDK's own HTTP client with two additions, because `messages.create` takes no headers and the SDK
 * has no base-URL setting (its `region`/`edge` options only rewrite the `*.twilio.com` host name):
 * - the idempotency token of the message being sent (held in an AsyncLocalStorage for that one call);
 * - with `apiUrl` other than Twilio's, requests to api.twilio.com go to that origin instead (tests use a
 *   local fake). The `httpClient` option is the SDK's documented extension point for this.
 */
class TwilioHttpClient extends twilio.RequestClient {
  constructor(
    private readonly apiUrl: string,
    private readonly idempotencyKeys: AsyncLocalStorage<string>,
  ) {
    super({ timeout: 15_000 });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const key = this.idempotencyKeys.getStore();
    const headers = { ...opts.headers, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) };
    let uri = opts.uri;
    const base = this.apiUrl.replace(/\/+$/, '');
    if (base !== TWILIO_API_ORIGIN && uri.startsWith(TWILIO_API_ORIGIN))
      uri = base + uri.slice(TWILIO_API_ORIGIN.length);
    return super.request<TData>({ ...opts, uri, headers });
  }
}

/** Twilio through its official SDK (`twilio`); `apiUrl` lets tests point it at a local fake. */
export class TwilioSmsDriver extends SmsDriver {
  private readonly idempotencyKeys = new AsyncLocalStorage<string>();
  private readonly client: twilio.Twilio;

  constructor(
    accountSid: string,
    authToken: string,
    private readonly from: string,
    apiUrl: string,
  ) {
    super();
    this.client = twilio(accountSid, authToken, { httpClient: new TwilioHttpClient(apiUrl, this.idempotencyKeys) });
  }

  async deliver(message: SmsMessage): Promise<SmsDelivery> {
    // A messaging service SID (MG...) lets Twilio pick the sender; otherwise it is our number.
    const sender = this.from.startsWith('MG') ? { messagingServiceSid: this.from } : { from: this.from };
    try {
      const sent = await this.idempotencyKeys.run(message.idempotencyKey, () =>
        this.client.messages.create({ to: message.to, body: message.body, ...sender }),
      );
      return { providerId: sent.sid };
    } catch (error) {
      if (error instanceof twilio.RestException) {
        const detail = error.code ? `${error.message} (Twilio error ${error.code})` : error.message;
        throw DeliveryError.fromStatus(error.status, `Twilio: ${detail}`);
      }
      // Network failures and the like: temporary, retried by the outbox.
      throw error;
    }
  }
}
