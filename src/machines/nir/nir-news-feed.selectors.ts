import type { SnapshotFrom } from 'xstate'
import type { newsFeedMachine } from './nir-news-feed.machine'

type S = SnapshotFrom<typeof newsFeedMachine>

export const selectLoading = (s: S) => s.matches('loading')
export const selectFailed = (s: S) => s.matches('failed')
export const selectPage = (s: S) => s.context.page
export const selectData = (s: S) => s.context.data
export const selectError = (s: S) => s.context.error
