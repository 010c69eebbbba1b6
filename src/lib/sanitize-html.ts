import DOMPurify from 'dompurify'

/**
 * The one way untrusted HTML (mail bodies) reaches the page. DOMPurify with a conservative profile: no
 * script, style, frames, forms, SVG or MathML; no event handler attributes; URLs only http(s), mailto,
 * tel, relative or data images. Links open in a new tab without an opener. Sanitising is repeated to
 * a fixed point, so sanitising the output again changes nothing (idempotent).
 */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
  'template',
  'link',
  'meta',
  'base',
  'noscript',
]
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'cite', 'srcset']
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i

let hooked = false
function ensureHooks(): void {
  if (hooked) return
  hooked = true
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute?.(name)
      if (value === null || value === undefined) continue
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must be stripped
      const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
      const dataImage = node.nodeName === 'IMG' && name === 'src' && SAFE_DATA_IMAGE.test(compact)
      if (!dataImage && (!SAFE_URL.test(compact) || /^(?:javascript|vbscript|data)/i.test(compact)))
        node.removeAttribute(name)
    }
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
}

function once(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'ping'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    USE_PROFILES: { html: true },
  })
}

export function sanitizeHtml(html: string): string {
  ensureHooks()
  let current = once(String(html ?? ''))
  for (let i = 0; i < 4; i++) {
    const next = once(current)
    if (next === current) return current
    current = next
  }
  return current
}
