/** Work opening (spec 1 §3, §4, §9). */
/** Work status 23 means a research claim is in editing. */
export const CLAIM_EDITING_STATUS = 23
/** Categories 'НИД', 'ФинНИР', 'ОБР', 'Учеб' are science-type. */
export const SCIENCE_CATEGORIES = ['НИД', 'ФинНИР', 'ОБР', 'Учеб'] as const
export const WORK_NAMES = {
  claim: 'Заявка НИОКТР',
  contract: 'Подрядные работы',
  multifactor: 'Многофакторные нормативные показатели',
  dpo: 'Программа ДПО',
  skif: 'Скиф',
  skifDevelopment: 'СкифРазработка',
} as const
