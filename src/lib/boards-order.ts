/** A card's place on a kanban board: its column and its position inside it (0 = top). */
export interface CardPlace {
  id: number
  columnID: number
  position: number
}

/**
 * Moves one card to `columnID` at `position` (clamped to the column's length) and renumbers the
 * positions of both columns 0…n-1. The same rule runs in the board machine (the optimistic move) and
 * in the demo backend (the stored move), so the screen and the server agree. Unknown card: no change.
 */
export function moveCard<C extends CardPlace>(
  cards: readonly C[],
  cardID: number,
  columnID: number,
  position: number,
): C[] {
  const card = cards.find((c) => c.id === cardID)
  if (!card) return [...cards]
  const byPosition = (a: C, b: C) => a.position - b.position || a.id - b.id
  const target = cards.filter((c) => c.columnID === columnID && c.id !== cardID).sort(byPosition)
  const at = Math.max(0, Math.min(position, target.length))
  target.splice(at, 0, { ...card, columnID })
  const placed = new Map<number, C>()
  target.forEach((c, i) => placed.set(c.id, { ...c, position: i }))
  if (card.columnID !== columnID)
    cards
      .filter((c) => c.columnID === card.columnID && c.id !== cardID)
      .sort(byPosition)
      .forEach((c, i) => placed.set(c.id, { ...c, position: i }))
  return cards.map((c) => placed.get(c.id) ?? c)
}

/** The cards of one column, top to bottom. */
export function cardsOfColumn<C extends CardPlace>(cards: readonly C[], columnID: number): C[] {
  return cards.filter((c) => c.columnID === columnID).sort((a, b) => a.position - b.position || a.id - b.id)
}
