/**
 * The session check retries a failed step (5xx, an answer of the wrong shape, no answer) before it
 * gives up and shows the offline state with «Повторить»: 1 s, 2 s, 4 s (issue 13 items 1, 2).
 */
export const SESSION_RETRY_LIMIT = 3
export const SESSION_RETRY_BASE_MS = 1_000
