import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/nir'
import { pubTypes } from '@/api/reference'
import { NIR_AUTHOR_SLUG, NIR_BRANCH_ID } from '@/lib/constants/nir'
import type { LoadedList } from './publication-list.types'

/** A list of works (the author's own or a cabinet's queue); the author also gets the types to add. */
export const loadList = fromPromise<LoadedList, { role: string }>(async ({ input, signal }) => {
  const author = input.role === NIR_AUTHOR_SLUG
  const [works, canAdd, types] = await Promise.all([
    api.getListWorks(input.role, { signal, silent: true }),
    author ? api.checkAccessToAddPublication({ signal }) : null,
    author ? pubTypes.list(NIR_BRANCH_ID, { signal, silent: true }).catch(() => []) : [],
  ])
  return {
    works,
    canAdd: canAdd === true,
    types: types.filter((t) => t.isVisible).map((t) => ({ value: t.id, label: t.name })),
  }
})

/** A cabinet confirms a work or returns it with a remark (silent: the refusal shows in the dialog). */
export const decide = fromPromise<boolean, api.ConfirmBody>(({ input, signal }) =>
  api.publicationConfirm(input, { signal, silent: true }),
)
