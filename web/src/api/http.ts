/**
 * The one axios instance of the web, and orval's mutator (`override.mutator` in orval.config.ts).
 * Same origin, cookies on, JSON. Every failed response becomes an `ApiError` whose message is
 * `STATUS: body` (or `STATUS: status text` when the body is empty; docs/web.md);
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

/** The message of a failed response (docs/web.md). */
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

/** The API as the server render reaches it, handed over by the API itself (api/src/web/server-renderer.ts). */
export interface LoopbackApi {
  /** Where the API listens, e.g. `http://127.0.0.1:3000`. */
  origin: string;
  /** Sent with every call: marks it as the render's, which the API holds to the reads the pages make. */
  headers: Record<string, string>;
  /**
   * Whether the render may send a request (the API's list of the reads the server-rendered pages make);
   * `path` as it goes on the wire, percent-encoded, dot segments resolved.
   */
  allows(method: string, path: string): boolean;
}

/**
 * A call of the server render that is not one of the reads its pages make, refused before it was sent
 * (a URL a visitor wrote may not make the render fetch what it likes). The render then fails, and the
 * browser renders the page instead.
 */
export class RenderCallRefusedError extends Error {
  constructor(method: string, url: string) {
    super(`The server render may not call ${method.toUpperCase()} ${url}`);
    this.name = 'RenderCallRefusedError';
  }
}

let loopbackApi: LoopbackApi | undefined;

/** On the server only: the request exactly as axios will send it must be one the API allows the render. */
instance.interceptors.request.use((config) => {
  if (!loopbackApi) return config;
  const method = config.method ?? 'get';
  // getUri joins the base URL, the path and the query as axios does; URL resolves dot segments as it will.
  const url = new URL(instance.getUri(config));
  if (url.origin !== new URL(loopbackApi.origin).origin || !loopbackApi.allows(method, url.pathname)) {
    throw new RenderCallRefusedError(method, `${url.pathname}${url.search}`);
  }
  return config;
});

/**
 * Points the server render's calls at the API over loopback, marked as the render's and checked against the
 * reads it may make before they go, asking for uncompressed answers: compressing bytes that are decompressed
 * at once in the same process only costs CPU (Node's axios asks for gzip/br).
 */
export function pointAtLoopbackApi(api: LoopbackApi): void {
  loopbackApi = api;
  setApiBaseUrl(api.origin);
  Object.assign(instance.defaults.headers.common, { ...api.headers, 'Accept-Encoding': 'identity' });
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
