/**
 * The limits of the elective disciplines' choice (issue 15: /Plans/ChoiceDisciplines). One set of rules
 * for the screen (a click that breaks one is refused at once) and the mock server (a body that breaks
 * one is refused with 400): each block asks to choose exactly `choose` of its disciplines; a discipline
 * whose seats are taken by others cannot be chosen; nothing is chosen while the window is closed.
 */
export interface RuleDiscipline {
  disciplineID: number
  name: string
  seats: number
  /** Students who chose it, this student's saved choice included. */
  taken: number
  /** This student's saved choice. */
  chosen: boolean
}
export interface RuleBlock {
  blockID: number
  title: string
  choose: number
  disciplines: readonly RuleDiscipline[]
}

export type ChoiceIssueCode = 'overLimit' | 'full' | 'incomplete' | 'unknown' | 'closed'
export interface ChoiceIssue {
  code: ChoiceIssueCode
  blockID: number
  disciplineID?: number
  /** How many are chosen in the block (incomplete). */
  count?: number
}

/** A selection: the chosen discipline ids per block id. */
export type Selection = Readonly<Record<number, readonly number[]>>

/** Taken by others: the seats this student cannot have (their own saved choice does not count). */
export const isFull = (d: RuleDiscipline) => !d.chosen && d.taken >= d.seats

/** Free seats as this student sees them (their own saved seat counts as free for them). */
export const freeSeats = (d: RuleDiscipline) => Math.max(0, d.seats - d.taken + (d.chosen ? 1 : 0))

/** Why ticking `disciplineID` in `block` is refused (unticking never is), or null. */
export function toggleIssue(block: RuleBlock, chosen: readonly number[], disciplineID: number): ChoiceIssue | null {
  if (chosen.includes(disciplineID)) return null
  const d = block.disciplines.find((x) => x.disciplineID === disciplineID)
  if (!d) return { code: 'unknown', blockID: block.blockID, disciplineID }
  if (isFull(d)) return { code: 'full', blockID: block.blockID, disciplineID }
  if (chosen.length >= block.choose) return { code: 'overLimit', blockID: block.blockID }
  return null
}

/** The selection after a tick or an untick (unchanged when refused). */
export function toggled(block: RuleBlock, selection: Selection, disciplineID: number): Selection {
  const chosen = selection[block.blockID] ?? []
  if (chosen.includes(disciplineID))
    return { ...selection, [block.blockID]: chosen.filter((id) => id !== disciplineID) }
  if (toggleIssue(block, chosen, disciplineID)) return selection
  return { ...selection, [block.blockID]: [...chosen, disciplineID] }
}

/** The first rule a whole selection breaks (in block order), or null when it may be saved. */
export function selectionIssue(blocks: readonly RuleBlock[], selection: Selection, open: boolean): ChoiceIssue | null {
  if (!open) return { code: 'closed', blockID: 0 }
  for (const block of blocks) {
    const chosen = [...new Set(selection[block.blockID] ?? [])]
    for (const id of chosen) {
      const d = block.disciplines.find((x) => x.disciplineID === id)
      if (!d) return { code: 'unknown', blockID: block.blockID, disciplineID: id }
      if (isFull(d)) return { code: 'full', blockID: block.blockID, disciplineID: id }
    }
    if (chosen.length > block.choose) return { code: 'overLimit', blockID: block.blockID, count: chosen.length }
    if (chosen.length < block.choose) return { code: 'incomplete', blockID: block.blockID, count: chosen.length }
  }
  return null
}

/** The saved selection of the loaded blocks. */
export const savedSelection = (blocks: readonly RuleBlock[]): Selection =>
  Object.fromEntries(blocks.map((b) => [b.blockID, b.disciplines.filter((d) => d.chosen).map((d) => d.disciplineID)]))

/** Is the day (yyyy-mm-dd) inside the window (both ends included)? */
export const windowOpen = (today: string, from: string, to: string) => today >= from && today <= to
