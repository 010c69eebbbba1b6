import { fromPromise } from '@/machines/from-promise'
import { getChoice, getChoiceStat, saveChoice, type ChoiceData, type ChoiceSave, type ChoiceStat } from '@/api/choice'

export const loadChoice = fromPromise<ChoiceData>(({ signal }) => getChoice({ signal, silent: true }))

export const storeChoice = fromPromise<ChoiceData, ChoiceSave>(({ input, signal }) =>
  saveChoice(input, { signal, silent: true }),
)

export const loadChoiceStat = fromPromise<ChoiceStat, { facultyID: number | null; course: number | null }>(
  ({ input, signal }) => getChoiceStat(input, { signal, silent: true }),
)
