/** Limits of the kanban boards, e-signatures and synchronisation (issue 18). */
export const BOARD_NAME_MAX = 100
export const CARD_TITLE_MAX = 200
export const CARD_DESCRIPTION_MAX = 2000
export const SIGNATURE_REASON_MAX = 1000
/** How long the demo backend's sync job spends in each of its stages (queued, reading, writing). */
export const SYNC_STAGE_MS = 1500
/** How often /Admin/Sync asks for its jobs while one of them runs. */
export const SYNC_POLL_MS = 1000
/** Board labels: a name up to this long, one of these colours (shown as a swatch beside the name's text). */
export const BOARD_LABEL_NAME_MAX = 40
export const BOARD_LABEL_COLORS = ['green', 'blue', 'yellow', 'orange', 'red', 'purple'] as const
export type BoardLabelColor = (typeof BOARD_LABEL_COLORS)[number]
export const CHECKLIST_ITEM_MAX = 200
export const CARD_COMMENT_MAX = 1000
/** Files on a card: at most this many bytes each, of these types. */
export const CARD_FILE_MAX_BYTES = 5 * 1024 * 1024
export const CARD_FILE_TYPES = ['.pdf', '.docx', '.xlsx', '.pptx', '.txt', '.png', '.jpg', '.jpeg'] as const
/** The member search asks from this many typed characters. */
export const MEMBER_SEARCH_MIN = 2
