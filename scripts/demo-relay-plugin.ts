import type { Connect, Plugin } from 'vite'
import type { ServerResponse } from 'node:http'

/**
 * A dumb in-memory relay between the demo's in-page mock backends (src/mocks/lib/realtime-hub.ts).
 * Every browser page runs its own mock server; separate browser profiles (two Playwright contexts,
 * two browsers) cannot reach each other through BroadcastChannel, so the dev and preview servers
 * serve a tiny broadcast endpoint:
 *   GET  {base}__relay/ping     → 'relay' (feature detection)
 *   GET  {base}__relay/events   → server-sent events: every published message, as published
 *   POST {base}__relay/publish  → JSON body broadcast to every open events stream
 * It stores nothing and understands nothing of the messages. Demo/dev only: a production server
 * has no such endpoint and the hub falls back to BroadcastChannel.
 */
export function demoRelayPlugin(base = '/WebApp/'): Plugin {
  const streams = new Set<ServerResponse>()
  const prefix = `${base}__relay/`
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const url = req.url ?? ''
    if (!url.startsWith(prefix)) return next()
    const route = url.slice(prefix.length).split('?')[0]
    if (route === 'ping' && req.method === 'GET') {
      res.setHeader('content-type', 'text/plain')
      res.setHeader('cache-control', 'no-store')
      res.end('relay')
      return
    }
    if (route === 'events' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
      res.write(': relay\n\n')
      streams.add(res)
      req.on('close', () => streams.delete(res))
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
        for (const stream of streams) stream.write(frame)
        res.statusCode = 204
        res.end()
      })
      return
    }
    res.statusCode = 404
    res.end()
  }
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
