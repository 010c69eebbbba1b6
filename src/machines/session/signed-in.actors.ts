import { chatListMachine } from '@/machines/chat/chat-list.machine'
import { realtimeConnectionMachine } from '@/machines/realtime/realtime-connection.machine'
import { mailPollMachine } from '@/machines/mail/mail-poll.machine'
import { composeRequestMachine } from '@/machines/mail/compose-request.machine'
import { pendingReviewsMachine } from '@/machines/review/pending-reviews.machine'
import { feedFlagsMachine } from '@/machines/feed/feed-flags.machine'

/**
 * The always-on actors the session runs while signed in (its `signedIn` state invokes each with a
 * systemId equal to its id, so they stop on sign-out). Each carries its real actors in its own setup.
 */
export const signedInActors = {
  chatList: chatListMachine,
  realtime: realtimeConnectionMachine,
  mailPoll: mailPollMachine,
  pendingReviews: pendingReviewsMachine,
  feedFlags: feedFlagsMachine,
  compose: composeRequestMachine,
}
