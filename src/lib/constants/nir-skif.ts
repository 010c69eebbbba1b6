/** СКИФ works (spec 1 §4: 'Скиф', 'СкифРазработка' open on the nir work page; §6 «Кабинет СКИФ»). */
/** The two reference types of SKIF works (the shell's /openWork lookups 106 and 107 name them). */
export const SKIF_TYPES = [
  { id: 70, name: 'Скиф' },
  { id: 71, name: 'СкифРазработка' },
] as const
export const SKIF_TYPE_IDS: readonly number[] = SKIF_TYPES.map((t) => t.id)
/** Who sees every SKIF work: the SKIF cabinet and the research admin. */
export const SKIF_OFFICE_ROLES = ['Кабинет СКИФ', 'Администратор-НИР'] as const
/** Teachers enter their own SKIF works. */
export const SKIF_AUTHOR_ROLE = 'Преподаватели'
