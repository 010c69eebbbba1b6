import type { Connect, Plugin } from 'vite'
import type { ServerResponse } from 'node:http'

/**
 * A dumb in-memory relay between the demo's in-page mock backends (src/mocks/lib/realtime-hub.ts).
 * Every browser page runs its own mock server; separate browser profiles (two Playwright contexts,
 * two browsers) cannot reach each other through BroadcastChannel, so the dev and preview servers
 * serve a tiny broadcast endpoint:
 *   GET  {base}__relay/ping     → 'relay' (feature detection)
 *   GET  {base}__relay/events   → server-sent events: every message published in the stream's room
 *   POST {base}__relay/publish  → JSON body broadcast to every open events stream of the room
 * A room (`?room=`, default the empty one) is a separate demo «server»: pages that set the demo's
 * `demoRelayRoom` setting hear only each other. The e2e journeys give each test its own room, so two
 * journeys running side by side never mirror each other's writes (ids that both pages allocated alike
 * collided: one page's record was kept, the other's mark never arrived). It stores nothing and
 * understands nothing of the messages. Demo/dev only: a production server has no such endpoint and the
 * hub falls back to BroadcastChannel.
 */
export function relayMiddleware(base = '/WebApp/'): Connect.NextHandleFunction {
  const rooms = new Map<string, Set<ServerResponse>>()
  const prefix = `${base}__relay/`
  return (req, res, next) => {
    const url = req.url ?? ''
    if (!url.startsWith(prefix)) return next()
    const [route, query = ''] = url.slice(prefix.length).split('?')
    const room = new URLSearchParams(query).get('room') ?? ''
    if (route === 'ping' && req.method === 'GET') {
      res.setHeader('content-type', 'text/plain')
      res.setHeader('cache-control', 'no-store')
      res.end('relay')
      return
    }
    if (route === 'events' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
      res.write(': relay\n\n')
      const streams = rooms.get(room) ?? new Set<ServerResponse>()
      rooms.set(room, streams)
      streams.add(res)
      req.on('close', () => {
        streams.delete(res)
        if (streams.size === 0 && rooms.get(room) === streams) rooms.delete(room)
      })
      return
    }
    if (route === 'publish' && req.method === 'POST') {
      let body = ''
      req.setEncoding('utf8')
      req.on('data', (chunk: string) => {
        body += chunk
        if (body.length > 1_000_000) req.destroy()
      })
      req.on('end', () => {
        try {
          JSON.parse(body)
        } catch {
          res.statusCode = 400
          res.end()
          return
        }
        const frame = `data: ${body.replace(/\r?\n/g, ' ')}\n\n`
        for (const stream of rooms.get(room) ?? []) stream.write(frame)
        res.statusCode = 204
        res.end()
      })
      return
    }
    res.statusCode = 404
    res.end()
  }
}

export function demoRelayPlugin(base = '/WebApp/'): Plugin {
  const middleware = relayMiddleware(base)
  return {
    name: 'kabinet-demo-relay',
    configureServer(server) {
      server.middlewares.use(middleware)
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware)
    },
  }
}
