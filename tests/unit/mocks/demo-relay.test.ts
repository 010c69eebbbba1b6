// @vitest-environment node
import { createServer, get, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { relayMiddleware } from '../../../scripts/demo-relay-plugin'

let server: Server | null = null
const open: IncomingMessage[] = []

async function startRelay(): Promise<string> {
  const middleware = relayMiddleware('/WebApp/')
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 418
      res.end()
    }),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/WebApp/__relay`
}

/** Opens an events stream and collects its data frames. */
async function listen(url: string): Promise<string[]> {
  const frames: string[] = []
  await new Promise<void>((resolve) =>
    get(url, (res) => {
      open.push(res)
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        for (const line of chunk.split('\n')) if (line.startsWith('data: ')) frames.push(line.slice(6))
        resolve() // the stream's opening comment has arrived: it is registered
      })
    }),
  )
  return frames
}

function publish(url: string, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.end(body)
  })
}

afterEach(async () => {
  for (const res of open.splice(0)) res.destroy()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = null
})

describe('demo relay (dev and preview servers)', () => {
  it('delivers a publish to the streams of its room only; the default room is a room of its own', async () => {
    const relay = await startRelay()
    const roomA = await listen(`${relay}/events?room=a`)
    const alsoA = await listen(`${relay}/events?room=a`)
    const roomB = await listen(`${relay}/events?room=b`)
    const shared = await listen(`${relay}/events`)
    expect(await publish(`${relay}/publish?room=a`, '[{"origin":"p1"}]')).toBe(204)
    expect(await publish(`${relay}/publish`, '{"origin":"p2"}')).toBe(204)
    await expect.poll(() => alsoA.length).toBe(1)
    await expect.poll(() => shared.length).toBe(1)
    expect(roomA).toEqual(['[{"origin":"p1"}]'])
    expect(alsoA).toEqual(['[{"origin":"p1"}]'])
    expect(shared).toEqual(['{"origin":"p2"}'])
    expect(roomB).toEqual([])
  })

  it('answers the ping, refuses a body that is not JSON and leaves other paths to the next handler', async () => {
    const relay = await startRelay()
    const ping = await new Promise<string>((resolve) =>
      get(`${relay}/ping`, (res) => {
        let text = ''
        res.on('data', (c: Buffer) => (text += c.toString()))
        res.on('end', () => resolve(text))
      }),
    )
    expect(ping).toBe('relay')
    expect(await publish(`${relay}/publish?room=a`, 'не JSON')).toBe(400)
    const other = await new Promise<number>((resolve) =>
      get(relay.replace('__relay', 'index.html'), (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      }),
    )
    expect(other).toBe(418)
  })
})
