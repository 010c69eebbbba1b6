/** Limits of the kanban boards, e-signatures and synchronisation (issue 18). */
export const BOARD_NAME_MAX = 100
export const CARD_TITLE_MAX = 200
export const CARD_DESCRIPTION_MAX = 2000
export const SIGNATURE_REASON_MAX = 1000
/** How long the demo backend's sync job spends in each of its stages (queued, reading, writing). */
export const SYNC_STAGE_MS = 1500
/** How often /Admin/Sync asks for its jobs while one of them runs. */
export const SYNC_POLL_MS = 1000
