import { afterEach, describe, expect, it } from 'vitest'
import { http as mock, HttpResponse } from 'msw'
import { http, onApiFailure } from '@/api/http'
import { ApiError } from '@/api/errors'
import { server } from '@/mocks/node'
import { setFaults } from '@/mocks/lib/faults'

const failures: ApiError[] = []
const stop = onApiFailure((e) => failures.push(e))
afterEach(() => {
  failures.length = 0
})
void stop

describe('the HTTP client', () => {
  it('sends the bearer token from the authToken cookie and the client version', async () => {
    let headers: Headers | null = null
    server.use(mock.get('*/api/probe', ({ request }) => ((headers = request.headers), HttpResponse.json({ ok: true }))))
    document.cookie = 'authToken=abc.def; path=/'
    await http.get('/probe')
    expect(headers!.get('authorization')).toBe('Bearer abc.def')
    expect(headers!.get('x-client-version')).toBeTruthy()
  })

  it('sends no Authorization header without a cookie', async () => {
    let auth: string | null = 'unset'
    server.use(
      mock.get('*/api/probe', ({ request }) => ((auth = request.headers.get('authorization')), HttpResponse.json({}))),
    )
    await http.get('/probe')
    expect(auth).toBeNull()
  })

  it('appends query parameters, skipping empty ones', async () => {
    let url = ''
    server.use(mock.get('*/api/probe', ({ request }) => ((url = request.url), HttpResponse.json({}))))
    await http.get('/probe', { workID: 42, name: 'Иванов', skip: undefined, none: null })
    const query = new URL(url).searchParams
    expect(query.get('workID')).toBe('42')
    expect(query.get('name')).toBe('Иванов')
    expect(query.has('skip')).toBe(false)
    expect(query.has('none')).toBe(false)
  })

  it('answers the body, or null when there is none', async () => {
    server.use(mock.post('*/api/probe', async ({ request }) => HttpResponse.json({ echo: await request.json() })))
    expect(await http.post('/probe', { a: 1 })).toEqual({ echo: { a: 1 } })
    server.use(
      mock.put('*/api/probe', () => new HttpResponse(null, { status: 204 })),
      mock.delete('*/api/probe', () => new HttpResponse(null, { status: 200 })),
    )
    expect(await http.put('/probe', { a: 1 })).toBeNull()
    expect(await http.delete('/probe')).toBeNull()
  })

  it.each([
    [401, { msg: 'Token has expired' }, 'unauthorized'],
    [403, { msg: 'Нет прав' }, 'forbidden'],
    [400, { msg: 'Неверные данные', errors: { name: 'обязательно' } }, 'badRequest'],
    [404, {}, 'notFound'],
    [500, { msg: 'Внутренняя ошибка' }, 'server'],
    [500, { message: "Invalid column name 'Тема2'." }, 'dbStructure'],
    [500, { msg: "Invalid object name 'dbo.Mail'" }, 'dbStructure'],
  ])('maps HTTP %i to the catalogue code', async (status, body, code) => {
    server.use(mock.get('*/api/probe', () => HttpResponse.json(body, { status })))
    const error = await http.get('/probe').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe(code)
    expect(failures.map((f) => f.code)).toEqual([code])
    if ('errors' in body) expect((error as ApiError).fieldErrors).toEqual(body.errors)
  })

  it('maps no answer at all to a network failure', async () => {
    server.use(mock.get('*/api/probe', () => HttpResponse.error()))
    const error = (await http.get('/probe').catch((e: unknown) => e)) as ApiError
    expect(error.code).toBe('network')
  })

  it('does not report an aborted request as a failure', async () => {
    server.use(mock.get('*/api/probe', async () => new Promise(() => {})))
    const controller = new AbortController()
    const pending = http.get('/probe', undefined, { signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    const error = (await pending) as ApiError
    expect(error.code).toBe('aborted')
    expect(failures).toEqual([])
  })

  it('passes the silent flag to listeners so the caller reports the failure itself', async () => {
    const seen: boolean[] = []
    const off = onApiFailure((_e, options) => seen.push(Boolean(options.silent)))
    server.use(mock.get('*/api/probe', () => HttpResponse.json({}, { status: 500 })))
    await http.get('/probe', undefined, { silent: true }).catch(() => null)
    off()
    expect(seen).toEqual([true])
  })
})

describe('demo fault injection', () => {
  afterEach(() => setFaults({ latencyMs: 0, errorRate: 0, offline: false }))

  it('offline: every API call fails as no answer', async () => {
    setFaults({ latencyMs: 0, errorRate: 0, offline: true })
    const error = (await http.get('/auth/settings').catch((e: unknown) => e)) as ApiError
    expect(error.code).toBe('network')
  })

  it('error rate 1: every API call answers 500', async () => {
    setFaults({ latencyMs: 0, errorRate: 1, offline: false })
    const error = (await http.get('/auth/settings').catch((e: unknown) => e)) as ApiError
    expect(error.code).toBe('server')
  })

  it('latency delays answers', async () => {
    setFaults({ latencyMs: 150, errorRate: 0, offline: false })
    const started = performance.now()
    await http.get('/auth/settings')
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })
})
