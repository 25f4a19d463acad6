/**
 * A mail or SMS provider's refusal, as their drivers throw it. `permanent` (a 4xx other than 429: bad address,
 * bad request) fails the message at once with the reason recorded; anything else (429, 5xx, network) is retried
 * with backoff.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }

  /** The rule for HTTP providers. */
  static fromStatus(status: number | undefined, message: string): DeliveryError {
    const permanent = status !== undefined && status >= 400 && status < 500 && status !== 429;
    return new DeliveryError(status ? `${status}: ${message}` : message, permanent);
  }
}
