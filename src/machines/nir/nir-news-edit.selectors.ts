import type { SnapshotFrom } from 'xstate'
import type { newsEditMachine } from './nir-news-edit.machine'

type S = SnapshotFrom<typeof newsEditMachine>

export const selectLoading = (s: S) => s.matches('start') || s.matches('loading')
export const selectFailed = (s: S) => s.matches('failed')
export const selectBusy = (s: S) => s.hasTag('busy')
export const selectJustSaved = (s: S) => s.matches({ editing: 'saved' })
export const selectRemoved = (s: S) => s.matches('removed')
export const selectNews = (s: S) => s.context.news
export const selectError = (s: S) => s.context.error
export const selectFormKey = (s: S) => s.context.formKey
