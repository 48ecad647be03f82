/**
 * Calls to our /api with the server's error envelope `{error: {code, message}}` turned into ApiError.
 * Same-origin requests, so the session cookie (HttpOnly) goes along by itself.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A request that never reached the server (offline, server down). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export async function apiRequest<T>(
  path: string,
  init: {
    method?: string;
    json?: unknown;
    /** A body already written as JSON (a large one, not parsed only to be written again). */
    jsonText?: string;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const body = init.jsonText ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new NetworkError('Could not reach the server. Check your connection and try again.');
  }
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const envelope = (data as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    throw new ApiError(
      res.status,
      typeof envelope?.code === 'string' ? envelope.code : 'unknown',
      typeof envelope?.message === 'string' ? envelope.message : `Request failed (${res.status})`,
    );
  }
  return data as T;
}
