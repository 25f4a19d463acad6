/**
 * The one axios instance of the web, and orval's mutator (`override.mutator` in orval.config.ts).
 * Same origin, cookies on, JSON. Every failed response becomes an `ApiError` whose message is
 * SPEC.md section 8's text: `STATUS: body` (or `STATUS: status text` when the body is empty);
 * a 429 carries the server's human `message` instead.
 */
import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';

/** One invalid field, as the API reports it: `{ statusCode, message, errors?: [{ field, message }] }`. */
export interface ApiFieldError {
  field: string;
  message: string;
}

export const RATE_LIMIT_FALLBACK_MESSAGE = 'Too many attempts. Please try again shortly.';

/**
 * A failed API call. It is an AxiosError too, so orval's `ErrorType<E>` (= AxiosError<E>)
 * describes what the generated hooks really reject with; narrow with `instanceof ApiError`
 * to read `fieldErrors`.
 */
export class ApiError<TBody = unknown> extends AxiosError<TBody> {
  /** HTTP status; 0 when no response arrived (network failure). */
  declare status: number;
  /** The response body, parsed from JSON when it was JSON, else the raw text. */
  readonly body: TBody | undefined;
  /** `errors` of the API's error shape; empty when the body has none. */
  readonly fieldErrors: ApiFieldError[];

  constructor(message: string, status: number, source?: AxiosError<TBody>) {
    super(message, source?.code, source?.config, source?.request, source?.response);
    this.name = 'ApiError';
    this.status = status;
    this.body = source?.response?.data;
    this.fieldErrors = readFieldErrors(this.body);
    if (source) this.cause = source;
  }

  get isRateLimited(): boolean {
    return this.status === 429;
  }
}

function readFieldErrors(body: unknown): ApiFieldError[] {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (e): e is ApiFieldError =>
      !!e && typeof e === 'object' && typeof e.field === 'string' && typeof e.message === 'string',
  );
}

function bodyText(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && !(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) {
    try {
      return JSON.stringify(data);
    } catch {
      return '';
    }
  }
  return '';
}

function rateLimitMessage(data: unknown): string {
  let body = data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return RATE_LIMIT_FALLBACK_MESSAGE;
    }
  }
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return RATE_LIMIT_FALLBACK_MESSAGE;
}

/** The message SPEC.md section 8 asks for, from a response. */
export function errorMessageFor(response: Pick<AxiosResponse, 'status' | 'statusText' | 'data'>): string {
  if (response.status === 429) return rateLimitMessage(response.data);
  const text = bodyText(response.data) || response.statusText || 'Request failed';
  return `${response.status}: ${text}`;
}

/** Turns an axios failure into an ApiError; cancellations and non-axios errors pass unchanged. */
export function toApiError(error: unknown): unknown {
  if (!axios.isAxiosError(error) || axios.isCancel(error) || error instanceof ApiError) return error;
  const { response } = error;
  if (!response) return new ApiError(error.message || 'Network Error', 0, error);
  return new ApiError(errorMessageFor(response), response.status, error);
}

const instance = axios.create({
  baseURL: '',
  withCredentials: true,
  headers: {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  },
});

instance.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));

/** Points the instance at another origin (tests start a local server; production stays same-origin ''). */
export function setApiBaseUrl(baseUrl: string): void {
  instance.defaults.baseURL = baseUrl;
}

/**
 * Points the server render's calls at the API over loopback, asking for uncompressed answers: compressing
 * bytes that are decompressed at once in the same process only costs CPU (Node's axios asks for gzip/br).
 */
export function pointAtLoopbackApi(apiOrigin: string): void {
  setApiBaseUrl(apiOrigin);
  instance.defaults.headers.common['Accept-Encoding'] = 'identity';
}

/** orval's mutator: performs the request and resolves with the response body. */
export const httpClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  instance
    .request<T>({
      ...config,
      ...options,
      headers: { ...config.headers, ...options?.headers },
    })
    .then(({ data }) => data);

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
