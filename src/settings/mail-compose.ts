import { signal } from '@preact/signals-react'

/**
 * A request to open the mail compose dialog from anywhere (toolbar, /newMessage/{userToID}, a reply).
 * The mail area mounts the dialog and clears the request when it closes.
 */
export interface ComposeRequest {
  /** Positive: a teacher recipient; negative: a student (sign flipped to get the id). */
  userToID?: number
  /** Reply to this letter. */
  parentID?: number
}
export const composeRequest = signal<ComposeRequest | null>(null)

export function openCompose(request: ComposeRequest = {}): void {
  composeRequest.value = { ...request }
}
