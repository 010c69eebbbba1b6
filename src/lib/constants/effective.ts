import { ROLES } from '@/lib/roles'

/** The effective contract (issue 16): who sees others' cards and the statistics; the limits of a fact. */
export const EC_VIEWER_ROLES: readonly string[] = [
  ROLES.effectiveContractViewer.name,
  ROLES.scienceAdmin.name,
  ROLES.siteAdmin.name,
]
export const EC_ADMIN_ROLES: readonly string[] = [ROLES.scienceAdmin.name, ROLES.siteAdmin.name]
export const EC_HEAD_ROLE = ROLES.headOfDepartment.name
export const EC_FACT_MAX = 1000
export const EC_EVIDENCE_MAX = 500
