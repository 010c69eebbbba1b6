/** Texts of the shared form primitives (src/ui/form). */
export const formTexts = {
  requiredMark: 'обязательное поле',
  choose: 'Выберите',
  chooseMany: 'Выберите одно или несколько',
  nothingFound: 'Ничего не найдено',
  loadingOptions: 'Загрузка…',
  chooseFiles: 'Выбрать файлы',
  chooseFile: 'Выбрать файл',
  noFiles: 'Файлы не выбраны',
  noFile: 'Файл не выбран',
  removeFile: (name: string) => `Убрать файл ${name}`,
  /** The size limit under a file field (the schema's message says the rest). */
  maxFileSize: (size: string) => `≤ ${size}`,
  counter: (length: number, max: number) => `${length} из ${max}`,
  clear: 'Очистить',
} as const
