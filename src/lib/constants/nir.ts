/** Research works (spec 2 §3, §4, §9). */
/** Spec 2 §9: the main author's influence defaults to 100. */
export const MAIN_AUTHOR_INFLUENCE_DEFAULT = 100
/** Spec 2 §9: every other author's influence defaults to 1. */
export const CO_AUTHOR_INFLUENCE_DEFAULT = 1
/** Works, views and lookups are asked for this branch. */
export const NIR_BRANCH_ID = 1
/** Spec 2 §3 "Publication wrapper": the fixed language list. */
export const NIR_LANGUAGES = [
  { value: 1, label: 'Русский' },
  { value: 2, label: 'Английский' },
  { value: 3, label: 'Французский' },
  { value: 4, label: 'Немецкий' },
  { value: 5, label: 'Испанский' },
] as const
/** Work statuses (reference statuses of typeID 0, in seed order). */
export const NIR_STATUS = { draft: 1, checking: 2, returned: 3, accepted: 4, rejected: 5, published: 6 } as const
/** Verification steps a work passes before it is accepted, in order. */
export const NIR_STEPS = ['export', 'expert', 'library'] as const
export type NirStep = (typeof NIR_STEPS)[number]
/** The author's own list and the verification cabinets (slugs of /listpublication/{role}, spec 1 §6). */
export const NIR_AUTHOR_SLUG = 'author'
/** The list of works a scientist hands in (ГОСТ Р 7.0.100-2018): /listpublication/trudy. */
export const NIR_GOST_SLUG = 'trudy'
export const NIR_CABINETS = [
  { slug: 'exportControl', step: 'export', role: 'Экспортный контроль' },
  { slug: 'exportControlChair', step: 'export', role: 'Экспортный контроль (Председатель)' },
  { slug: 'expert', step: 'expert', role: 'Эксперт' },
  { slug: 'library', step: 'library', role: 'НаучноТехническаяБиблиотека' },
  { slug: 'libraryOther', step: 'library', role: 'Верификатор иных типов в библиотеке' },
] as const satisfies readonly { slug: string; step: NirStep; role: string }[]
export type NirCabinetSlug = (typeof NIR_CABINETS)[number]['slug']
/**
 * The other science cabinets of spec 1 §6: each acts on accepted works of its kinds (reference type names)
 * whose act is not yet done (statusAct 0): it confirms the act (statusAct 1) or returns the work to its
 * author with a remark. The research admin may open every cabinet.
 */
export const NIR_TYPE_CABINETS = [
  { slug: 'niokrVerifier', role: 'НИОКТР - Верификатор заявок', types: ['НИР по договору', 'Заявка НИОКТР'] },
  { slug: 'indexing', role: 'Кабинет индексации', types: ['Статья', 'Тезисы доклада'] },
  { slug: 'mic', role: 'Сотрудник МИЦ', types: ['Патент'] },
  { slug: 'contract', role: 'Кабинет подрядных работ', types: ['Подрядные работы'] },
  { slug: 'citation', role: 'Кабинет цитирования', types: ['Статья', 'Монография'] },
  { slug: 'dpo', role: 'Кабинет ДПО', types: ['Образовательная программа', 'Программа ДПО'] },
  { slug: 'skif', role: 'Кабинет СКИФ', types: ['Скиф', 'СкифРазработка'] },
  { slug: 'orders', role: 'Кабинет заказов', types: ['Учебное пособие', 'Монография'] },
] as const satisfies readonly { slug: string; role: string; types: readonly string[] }[]
/** Act statuses of a work in a type cabinet. */
export const NIR_ACT = { none: 0, confirmed: 1 } as const
/** The citation cabinet reads its list from its own call (spec 2 §7: СitationKab/Get/ListWorks). */
export const NIR_CITATION_SLUG = 'citation'
/** The research admin edits any work. */
export const NIR_ADMIN_ROLE = 'Администратор-НИР'
/** Longest texts of a work. */
export const NIR_NAME_MAX = 500
export const NIR_TEXT_MAX = 250
export const NIR_REMARK_MAX = 1000
export const NIR_AUTHOR_FIO_MAX = 150
/** Author search waits this long after the last keystroke. */
export const NIR_AUTHOR_SEARCH_DEBOUNCE_MS = 400
/** The list of works handed in covers the last five years by default (academic-title applications). */
export const GOST_DEFAULT_YEARS = 5
/** Years the list's period can start from (spec 2 §9: the years list starts at 2019). */
export const GOST_YEARS_FROM = 2019
/** Who reads the research statistics (spec 1 §6 «Reports», as the routes' access list has them). */
export const NIR_STAT_ROLES = ['Наука-Статистика', 'Администратор-НИР', 'Заведующий кафедрой', 'Декан'] as const
/** The МИЦ's statistics count these kinds of works. */
export const NIR_MIC_KINDS = ['Патент'] as const
/** The statistics' years list starts here (spec 2 §9: the years list from 2019 in the store). */
export const NIR_STAT_YEARS_FROM = 2019
/** Research funding claims (FinNir): spec 1 §9 «Work status 23 means a research claim is in editing». */
export const FINNIR_STATUS = { editing: 23, review: 24, accepted: 25, rejected: 5 } as const
/** A claim's reference type (the shell's /openWork lookups: category «ФинНИР», «Заявка НИОКТР»). */
export const FINNIR_TYPE_ID = 31
export const FINNIR_WORK_NAME = 'Заявка НИОКТР'
export const FINNIR_CATEGORY = 'ФинНИР'
/** Limits of a claim: the requested sum in roubles and the term in months. */
export const FINNIR_AMOUNT_MAX = 100_000_000
export const FINNIR_TERM_MAX = 36
export const FINNIR_SUMMARY_MAX = 4000
export const FINNIR_FILES_MAX = 5
/** The university office that reviews claims (the routes' «fundingStaff»: claims verifier and research admin). */
export const FINNIR_OFFICE_ROLES = ['НИОКТР - Верификатор заявок', 'Администратор-НИР'] as const
/** Science news (/NewsScience/*): a page of the feed, the title's and the text's limits, the link's. */
export const NEWS_SCIENCE_PAGE_SIZE = 10
export const NEWS_SCIENCE_TITLE_MAX = 200
export const NEWS_SCIENCE_TEXT_MAX = 5000
export const NEWS_SCIENCE_LINK_MAX = 500
/** Who adds, edits and deletes science news (spec 1 §2 route data: the science admin and the MIC staff). */
export const NEWS_SCIENCE_EDITOR_ROLES = ['Администратор-НИР', 'Сотрудник МИЦ'] as const
/** Files of a work by type (GET /publication/files/typeFileList): the kinds of file a work may carry. */
export const NIR_FILE_TYPES = [
  { type: 1, name: 'Полный текст работы' },
  { type: 2, name: 'Титульный лист и выходные данные' },
  { type: 3, name: 'Экспертное заключение' },
] as const
/** Spec 2 §5: previewable file extensions. */
export const NIR_PREVIEW_EXTENSIONS = ['jpg', 'png', 'jpeg', 'tiff', 'pdf'] as const
/** The largest file a work accepts, bytes. */
export const NIR_FILE_MAX_BYTES = 20 * 1024 * 1024
