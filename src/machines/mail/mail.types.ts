import type { ActorRef, Snapshot } from 'xstate'
import type { ComposeRequest } from '@/api/mail'

/**
 * The always-on actors the mail screens' machines talk to (spawned by the session): mail polling
 * (systemId 'mailPoll') keeps the unread count the badge shows; the compose channel (systemId
 * 'compose') opens the composer. Typed by the events they accept, so a machine depends on no other
 * machine's file.
 */
export type UnreadEvent = { type: 'unread.set'; count: number } | { type: 'unread.refresh' }
export type UnreadRef = ActorRef<Snapshot<unknown>, UnreadEvent>

export type ComposeOpenEvent = { type: 'compose.open'; request?: ComposeRequest }
export type ComposeOpenRef = ActorRef<Snapshot<unknown>, ComposeOpenEvent>

/** An attachment to fetch, and what for. */
export type FileJob = { fileID: number; name: string; purpose: 'download' | 'preview' }
