import { liveChatListMachine } from '@/machines/chat/chat.actors'
import { liveRealtimeConnectionMachine } from '@/machines/realtime/realtime-connection.actors'
import { mailPollMachine } from '@/machines/mail/mail-poll.machine'
import { composeRequestMachine } from '@/machines/mail/compose-request.machine'
import { pendingReviewsMachine } from '@/machines/review/pending-reviews.machine'
import { feedFlagsMachine } from '@/machines/feed/feed-flags.machine'

/**
 * The always-on actors the session runs while signed in (its `signedIn` state invokes each with a
 * systemId equal to its id, so they stop on sign-out). MERGE NOTE: once the chat helper's branch is in,
 * `liveChatListMachine` / `liveRealtimeConnectionMachine` become the plain `chatListMachine` /
 * `realtimeConnectionMachine` (real actors in their own setup).
 */
export const signedInActors = {
  chatList: liveChatListMachine,
  realtime: liveRealtimeConnectionMachine,
  mailPoll: mailPollMachine,
  pendingReviews: pendingReviewsMachine,
  feedFlags: feedFlagsMachine,
  compose: composeRequestMachine,
}
