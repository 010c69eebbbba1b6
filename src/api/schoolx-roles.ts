import { ROLES } from '@/lib/roles'

/** Role lists of the «Школа Х» programme's resources (issue 17), shared by its declarations. */
export const SCHOOLX_ADMIN = [ROLES.schoolXAdmin.name]
export const SCHOOLX_STAFF = [
  ROLES.schoolXAdmin.name,
  ROLES.schoolXModerator.name,
  ROLES.schoolXStudentModerator.name,
  ROLES.schoolXTeacher.name,
]
export const SCHOOLX_MODERATION = [
  ROLES.schoolXAdmin.name,
  ROLES.schoolXModerator.name,
  ROLES.schoolXStudentModerator.name,
]
export const SCHOOLX_TEACHING = [ROLES.schoolXAdmin.name, ROLES.schoolXTeacher.name]
export const SCHOOLX_ANY = [...SCHOOLX_STAFF, ROLES.schoolX.name, ROLES.schoolXStudent.name]
