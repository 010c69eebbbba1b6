import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

/** Text files worth compressing ahead of time; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/
/** Below this size the headers cost more than compression saves (nginx's gzip_min_length default). */
const MIN_BYTES = 1024

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** Writes `file.gz` and `file.br` beside `file` when compression saves bytes. Returns how many were written. */
export function precompressDirectory(dir: string): number {
  let written = 0
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue
    const raw = readFileSync(path)
    if (raw.length < MIN_BYTES) continue
    const gzip = gzipSync(raw, { level: 9 })
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    })
    for (const [extension, bytes] of [
      ['gz', gzip],
      ['br', brotli],
    ] as const) {
      if (bytes.length >= raw.length) continue
      writeFileSync(`${path}.${extension}`, bytes)
      written += 1
    }
  }
  return written
}

/**
 * Production delivery (issue «Fast on a phone»): every text asset of the build gets gzip and brotli
 * siblings, so a static server (nginx `gzip_static` / `brotli_static`, see deploy/) sends them without
 * compressing on each request.
 */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'kabinet-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle() {
      const written = precompressDirectory(resolve(config.root, config.build.outDir))
      config.logger.info(`precompressed: ${written} .gz/.br files`)
    },
  }
}
