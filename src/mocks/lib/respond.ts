import { HttpResponse } from 'msw'

/** {state: 1, data} — the usual successful answer. */
export function ok<T>(data: T) {
  return HttpResponse.json({ state: 1, data })
}

/** A failure with a message, shaped as a server would send it. */
export function failure(status: number, msg: string, errors?: Record<string, string>) {
  return HttpResponse.json({ state: -1, msg, ...(errors ? { errors } : {}) }, { status })
}

export const badRequest = (msg: string, errors?: Record<string, string>) => failure(400, msg, errors)
export const forbidden = (msg = 'Доступ запрещён') => failure(403, msg)
export const notFound = (msg = 'Не найдено') => failure(404, msg)

/** Reads a JSON body or answers 400: thrown responses are returned by msw as they are. */
export async function jsonBody<T = Record<string, unknown>>(request: Request): Promise<T> {
  try {
    return (await request.json()) as T
  } catch {
    throw badRequest('Некорректное тело запроса')
  }
}

export function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams
}
