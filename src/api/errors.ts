/** One error type for every failed call; screens turn the code into catalogue text. */
export type ApiErrorCode =
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'badRequest' // 400
  | 'notFound' // 404
  | 'dbStructure' // server message mentions an invalid column or object name
  | 'server' // any other failed response
  | 'network' // no answer at all
  | 'aborted'
  | 'invalidResponse' // answer did not match its schema

export class ApiError extends Error {
  readonly status: number
  readonly code: ApiErrorCode
  readonly serverMessage: string | null
  readonly fieldErrors: Record<string, string>

  constructor(
    code: ApiErrorCode,
    status: number,
    serverMessage: string | null,
    fieldErrors: Record<string, string> = {},
  ) {
    super(serverMessage ?? code)
    this.name = 'ApiError'
    this.code = code
    this.status = status
    this.serverMessage = serverMessage
    this.fieldErrors = fieldErrors
  }
}

const DB_STRUCTURE = /invalid (column|object) name/i

export function codeForStatus(status: number, message: string | null): ApiErrorCode {
  if (message && DB_STRUCTURE.test(message)) return 'dbStructure'
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 400) return 'badRequest'
  if (status === 404) return 'notFound'
  return 'server'
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}
