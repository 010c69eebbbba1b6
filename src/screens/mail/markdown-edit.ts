/** Toolbar edits of the markdown body: pure functions over the text and the selection. */
export interface Edit {
  value: string
  start: number
  end: number
}

function lineRange(value: string, start: number, end: number) {
  const from = value.lastIndexOf('\n', start - 1) + 1
  const next = value.indexOf('\n', end)
  return { from, to: next < 0 ? value.length : next }
}

const PREFIX = /^(#{1,5}\s+|\s*[-*]\s+|\s*\d+[.)]\s+)/

/** Sets the block type of the selected lines: 0 = paragraph, 1–5 = header level, 'ul' / 'ol' = list. */
export function setBlock(edit: Edit, block: 0 | 1 | 2 | 3 | 4 | 5 | 'ul' | 'ol'): Edit {
  const { from, to } = lineRange(edit.value, edit.start, edit.end)
  const lines = edit.value.slice(from, to).split('\n')
  const changed = lines.map((line, i) => {
    const bare = line.replace(PREFIX, '')
    if (block === 0) return bare
    if (block === 'ul') return `- ${bare}`
    if (block === 'ol') return `${i + 1}. ${bare}`
    return `${'#'.repeat(block)} ${bare}`
  })
  const text = changed.join('\n')
  return { value: edit.value.slice(0, from) + text + edit.value.slice(to), start: from, end: from + text.length }
}

/** Wraps the selection in a marker ('**' bold, '*' italic). */
export function wrap(edit: Edit, marker: string): Edit {
  const selected = edit.value.slice(edit.start, edit.end)
  const value = edit.value.slice(0, edit.start) + marker + selected + marker + edit.value.slice(edit.end)
  return { value, start: edit.start + marker.length, end: edit.end + marker.length }
}
