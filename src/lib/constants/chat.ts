/** Chat timings and limits named as the specification names them (spec 2 §4 Chat, §9). */
export { REALTIME_RETRY_CLOSED_MS, REALTIME_RETRY_FAILED_START_MS } from '@/lib/constants/app'

/** The message form appears this long after a chat opens. */
export const CHAT_FORM_DELAY_MS = 200
/** The two initial scroll-to-bottom passes after a chat's messages arrive. */
export const CHAT_INITIAL_SCROLL_FIRST_MS = 250
export const CHAT_INITIAL_SCROLL_SECOND_MS = 500
/** A selected quoted message stays highlighted this long. */
export const CITATION_HIGHLIGHT_MS = 2_000
/** Others' messages scroll the list only when it is within this many pixels of the bottom. */
export const CHAT_NEAR_BOTTOM_PX = 300
/** Virtual list: minimum (estimated) row size, default list height. */
export const CHAT_MIN_ITEM_SIZE = 48
export const CHAT_DEFAULT_HEIGHT = 450
export const CHAT_BUBBLE_MAX_WIDTH = 400
/** Conversation list widths (the wide layout uses the second) and the mobile breakpoint. */
export const CHAT_LIST_WIDTH = 307
export const CHAT_LIST_WIDTH_WIDE = 350
export const CHAT_MOBILE_BELOW = 1_000
export const CHAT_CREATE_DIALOG_WIDTH = 440
export const CHAT_INFO_DIALOG_WIDTH = 600
/** Online-users panel: the search box appears only above this many users. */
export const ONLINE_USERS_SEARCH_ABOVE = 5
/**
 * Limits the spec leaves open (decided here, the mock server enforces the same ones):
 * message text, chat name and description lengths.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 4_000
export const CHAT_NAME_MAX_LENGTH = 100
export const CHAT_DESCRIPTION_MAX_LENGTH = 500
/** Person search (create dialog): the spec fixes no debounce for author lookups; keep typing cheap. */
export const PERSON_SEARCH_DEBOUNCE_MS = 300
