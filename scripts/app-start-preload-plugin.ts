import type { HtmlTagDescriptor, Plugin, ResolvedConfig, Rollup } from 'vite'

/**
 * index.html preloads the app's start chunk (src/start.tsx) and what it imports statically, beside the entry
 * (src/main.tsx: React DOM), so both download at once; the entry imports the start chunk dynamically, so the
 * browser evaluates them as two tasks instead of one (issue 19: the total blocking time on a phone). Its
 * stylesheets, if any, are linked as the entry's are: they block the first paint as they did in one chunk.
 */
export const APP_START = /[\\/]src[\\/]start\.tsx$/

/** The files index.html preloads for the start chunk: its JS and CSS closure beyond the entry's. */
export function appStartFiles(bundle: Rollup.OutputBundle): { js: string[]; css: string[] } {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (start: Rollup.OutputChunk[]) => {
    const seen = new Set<string>()
    const queue = [...start]
    while (queue.length > 0) {
      const chunk = queue.pop()!
      if (seen.has(chunk.fileName)) continue
      seen.add(chunk.fileName)
      for (const file of chunk.imports) if (byFile.has(file)) queue.push(byFile.get(file)!)
    }
    return seen
  }
  const entry = closure(chunks.filter((chunk) => chunk.isEntry))
  // A chunk group in vite.config.ts holds src/start.tsx: its chunk has no facade module, so look among its modules.
  const start = chunks.find((chunk) => chunk.moduleIds.some((id) => APP_START.test(id)))
  if (!start) throw new Error('app start preload: no chunk holds src/start.tsx')
  const js = [...closure([start])].filter((file) => !entry.has(file))
  const css = js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
  return { js, css }
}

export function appStartPreloadPlugin(): Plugin {
  let base = '/'
  return {
    name: 'portal-app-start-preload',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return
        const { js, css } = appStartFiles(context.bundle)
        const link = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        })
        return [...js.map((file) => link('modulepreload', file)), ...css.map((file) => link('stylesheet', file))]
      },
    },
  }
}
