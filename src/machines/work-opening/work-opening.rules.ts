import type { WorkType } from '@/api/shell'
import { CLAIM_EDITING_STATUS, SCIENCE_CATEGORIES, WORK_NAMES } from '@/lib/constants/work-opening'

/**
 * Where a work opens (spec 1 §4): 'Заявка НИОКТР' → edit-claim when status 23, else the claim show
 * page; 'Подрядные работы' → contract work; 'Многофакторные нормативные показатели' → portfolio work;
 * 'Программа ДПО', 'Скиф', 'СкифРазработка' → nir work; other science categories → nir work; all
 * other categories → portfolio work.
 */
export function workTarget(work: WorkType): string {
  const { workID, typeID } = work
  switch (work.workName) {
    case WORK_NAMES.claim:
      return work.status === CLAIM_EDITING_STATUS ? `/FinNir/EditClaim/${workID}` : `/FinNir/Show/${workID}`
    case WORK_NAMES.contract:
      return `/ContractWork/show/${workID}`
    case WORK_NAMES.multifactor:
      return `/Portfolio/Work/${typeID}/${workID}`
    case WORK_NAMES.dpo:
    case WORK_NAMES.skif:
    case WORK_NAMES.skifDevelopment:
      return `/nir/${typeID}/${workID}`
  }
  if ((SCIENCE_CATEGORIES as readonly string[]).includes(work.category)) return `/nir/${typeID}/${workID}`
  return `/Portfolio/Work/${typeID}/${workID}`
}

const WORK_PAGES = [
  /^\/nir\/(?!stat\/)[^/]+\/[^/]+/i,
  /^\/portfolio\/work\//i,
  /^\/finnir\/(show|editclaim)\//i,
  /^\/contractwork\/(show|edit)\//i,
  /^\/skif\/[^/]+/i,
]

/** A work's own page: coming back from one to /openWork goes home instead of bouncing back. */
export function isWorkPage(path: string | null | undefined): boolean {
  if (!path) return false
  const bare = path.split(/[?#]/)[0]
  return WORK_PAGES.some((pattern) => pattern.test(bare))
}

/** A work id is a positive whole number. */
export function parseWorkID(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}
