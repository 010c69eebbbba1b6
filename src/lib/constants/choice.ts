import { ACCESS_ROLES } from './people'

/** Who may do what with the elective disciplines' choice (spec 1 §2 Education, §6 roles). */
export const CHOICE_ROLES = {
  /** /Plans/ChoiceDisciplinesStat and …Settings: the deans' offices (and the journals and research admins). */
  deanOffice: ACCESS_ROLES.students,
}

/** Seats a discipline may offer. */
export const CHOICE_SEATS_MAX = 500
