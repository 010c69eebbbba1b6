import { ofetch, FetchError, type FetchOptions } from 'ofetch'
import * as v from 'valibot'
import { getConfig, isBackendReady, whenBackendReady } from './config'
import { ApiError, codeForStatus } from './errors'
import { readCookie } from '@/lib/cookies'
import { AUTH_COOKIE } from '@/lib/constants/app'
import { errorTexts } from '@/texts/ru/errors'

declare const __BUILD__: { version: string; build: string; date: string }
export const CLIENT_VERSION = typeof __BUILD__ === 'undefined' ? 'test' : __BUILD__.version

export type Query = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  signal?: AbortSignal
  /** The caller reports the failure itself: no 'Ошибка!' notification (login, initialization). */
  silent?: boolean
}

type FailureListener = (error: ApiError, options: RequestOptions) => void
const failureListeners = new Set<FailureListener>()

/**
 * The text of the 'Ошибка!' notification for a failed call (spec 1 §4, §8): a bad request shows the
 * server's message (issue 13 item 15); a message naming an invalid column or object is
 * 'Ошибка структуры БД'; anything else 'Ошибка запроса к API'.
 */
export function failureMessage(error: ApiError): string {
  if (error.code === 'dbStructure') return errorTexts.dbStructure
  if (error.code === 'badRequest' && error.serverMessage && error.serverMessage.trim()) return error.serverMessage
  return errorTexts.apiRequest
}

/** The session (401), the notifier ('Ошибка!') and the router (403) react to failures from here. */
export function onApiFailure(listener: FailureListener): () => void {
  failureListeners.add(listener)
  return () => failureListeners.delete(listener)
}

function messageOf(data: unknown): string | null {
  if (typeof data === 'string' && data.length > 0) return data
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>
    for (const key of ['msg', 'message', 'title', 'error']) {
      if (typeof record[key] === 'string') return record[key] as string
    }
  }
  return null
}

function toApiError(error: unknown, signal?: AbortSignal): ApiError {
  if (error instanceof ApiError) return error
  // Leaving a state cancels its request: that is not a failure to report.
  if (signal?.aborted) return new ApiError('aborted', 0, null)
  if (error instanceof FetchError) {
    const status = error.response?.status ?? 0
    if (status === 0) return new ApiError('network', 0, null)
    const message = messageOf(error.data)
    const fields = (error.data as { errors?: Record<string, string> } | undefined)?.errors ?? {}
    return new ApiError(codeForStatus(status, message), status, message, fields)
  }
  return new ApiError('network', 0, error instanceof Error ? error.message : null)
}

function authHeaders(): Record<string, string> {
  const token = readCookie(AUTH_COOKIE)
  return {
    'X-Client-Version': CLIENT_VERSION,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  }
}

function cleanQuery(query?: Query): Record<string, string> | undefined {
  if (!query) return undefined
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[key] = String(value)
  }
  return out
}

async function request<T>(
  method: string,
  path: string,
  options: RequestOptions,
  init: Partial<FetchOptions<'json'>>,
): Promise<T | null> {
  try {
    if (!isBackendReady()) {
      await whenBackendReady()
      options.signal?.throwIfAborted()
    }
    const body = await ofetch<T>(path, {
      ...init,
      method,
      baseURL: getConfig().api_address,
      headers: authHeaders(),
      signal: options.signal,
      retry: 0,
    } as FetchOptions<'json'>)
    return body === undefined || (body as unknown) === '' ? null : body
  } catch (raw) {
    const error = toApiError(raw, options.signal)
    if (error.code !== 'aborted') for (const listener of failureListeners) listener(error, options)
    throw error
  }
}

/** The one HTTP wrapper: get, post, put, delete; answers the body or null when there is none. */
export const http = {
  get<T = unknown>(path: string, query?: Query, options: RequestOptions = {}) {
    return request<T>('GET', path, options, { query: cleanQuery(query) })
  },
  post<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}) {
    return request<T>('POST', path, options, { body: body as FetchOptions['body'] })
  },
  put<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}) {
    return request<T>('PUT', path, options, { body: body as FetchOptions['body'] })
  },
  delete<T = unknown>(path: string, query?: Query, options: RequestOptions = {}) {
    return request<T>('DELETE', path, options, { query: cleanQuery(query) })
  },
}

/** Validates an answer; a mismatch is a failed call like any other. */
export function parseAnswer<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value)
  if (!result.success) throw new ApiError('invalidResponse', 200, v.summarize(result.issues))
  return result.output
}

/** Most answers are {state, data}; state 1 means success. */
export const stateEnvelope = <S extends v.GenericSchema>(data: S) =>
  v.object({ state: v.number(), msg: v.optional(v.nullable(v.string())), data: data })
