/** Texts of the research admin's screens (works, points recount, works to an author) and the library access check. */
export const nirAdminTexts = {
  // rules (the api's schemas; the mock answers them as 400)
  yearInvalid: 'Год — четыре цифры, от 2000 до 2100',
  workMissing: 'Не указана работа',
  nameRequired: 'Укажите название работы',
  nameTooLong: 'Название работы — не длиннее 500 символов',
  statusRequired: 'Выберите статус работы',
  statusUnknown: 'Такого статуса нет',
  authorMissing: 'Выберите автора',
  authorUnknown: 'Такого преподавателя нет',
  worksMissing: 'Отметьте хотя бы одну работу',
  workNotCandidate: (workID: number) => `В работе №${workID} нет автора с таким именем без привязки`,
  hostUnknown: 'Такого ресурса в списке проверки нет',
  adminOnly: 'Доступно администратору НИР',
  libraryAdminOnly: 'Проверка доступа к библиотекам доступна администраторам',
  // shared
  loading: 'Загрузка…',
  retry: 'Повторить',
  errors: {
    unauthorized: 'Сеанс истёк: войдите снова',
    forbidden: 'Нет доступа: раздел открыт администратору НИР',
    badRequest: 'Сервер отклонил запрос',
    failed: 'Не удалось получить ответ сервера. Попробуйте ещё раз',
  },
  // all works
  works: {
    title: 'Все работы',
    intro:
      'Все научные работы университета. Администратор НИР исправляет название, год и статус любой работы; полностью работа открывается в редакторе.',
    colID: '№',
    colName: 'Название',
    colType: 'Вид работы',
    colYear: 'Год',
    colAuthors: 'Авторы',
    colStatus: 'Статус',
    colPoints: 'Баллы',
    colActions: 'Действия',
    edit: 'Изменить',
    openEditor: 'Открыть в редакторе',
    dialogTitle: 'Работа',
    saved: 'Работа сохранена',
    notCounted: 'не пересчитаны',
  },
  // recount
  recount: {
    title: 'Пересчёт баллов',
    intro:
      'Баллы работы — баллы её вида, подтипа и уровня индексации (Web of Science, Scopus, ВАК, РИНЦ, иное) по таблице баллов, действовавшей в день внесения работы. Баллы автора — баллы работы, умноженные на его долю участия.',
    year: 'Год работ',
    allYears: 'Все годы',
    run: 'Пересчитать',
    confirmHeader: 'Пересчёт баллов',
    confirmOf: (year: number | null) =>
      year === null
        ? 'Пересчитать баллы всех работ за все годы? Сохранённые баллы будут заменены.'
        : `Пересчитать баллы работ ${year} года? Сохранённые баллы будут заменены.`,
    running: 'Идёт пересчёт…',
    resultOf: (works: number, changed: number, total: number) =>
      `Пересчитано работ: ${works}; баллы изменились у ${changed}; сумма баллов: ${total}.`,
    logTitle: 'Журнал пересчётов',
    logEmpty: 'Пересчётов ещё не было',
    colDate: 'Когда',
    colWho: 'Кто',
    colYear: 'Год работ',
    colWorks: 'Работ',
    colChanged: 'Изменились',
    colTotal: 'Сумма баллов',
  },
  // works to an author
  assign: {
    title: 'Назначение авторов работ',
    intro:
      'Найдите преподавателя: ниже появятся работы, где он записан как «иной автор» свободным текстом («Иванов И.И.»). Отмеченные работы станут его работами, доля участия сохранится.',
    find: 'Преподаватель (ФИО)',
    findHint: 'Введите фамилию и выберите человека из списка',
    noneFound: 'Никого не нашли',
    chosen: (fio: string, structure: string) => (structure ? `${fio}, ${structure}` : fio),
    hasWorks: (n: number) => `Работ за преподавателем сейчас: ${n}.`,
    candidatesTitle: 'Работы с его именем без привязки',
    noCandidates: 'Работ, где этот человек записан свободным текстом, нет',
    colName: 'Название',
    colType: 'Вид работы',
    colYear: 'Год',
    colOwner: 'Основной автор',
    colFio: 'Записан как',
    colShare: 'Доля, %',
    pick: (name: string) => `Отметить работу «${name}»`,
    assign: (n: number) => `Назначить работы (${n})`,
    doneOf: (n: number, fio: string) => `Назначено работ: ${n}. Теперь они в списке работ: ${fio}.`,
  },
  // library access check
  ipr: {
    title: 'Проверка доступа к библиотекам',
    intro:
      'Ссылки на электронные библиотеки строятся из параметров единого входа (/api/IPR/params). Сервер обращается к каждому ресурсу с этими параметрами и записывает результат.',
    colName: 'Ресурс',
    colUrl: 'Адрес',
    colState: 'Последняя проверка',
    colAction: 'Проверка',
    check: 'Проверить',
    checkOf: (name: string) => `Проверить: ${name}`,
    checkAll: 'Проверить все',
    never: 'не проверялся',
    reachable: (ms: number) => `доступен, ${ms} мс`,
    refused: (message: string) => `отказ: ${message}`,
    logTitle: 'Журнал проверок',
    logEmpty: 'Проверок ещё не было',
    colDate: 'Когда',
    colHost: 'Ресурс',
    colResult: 'Результат',
    summary: (okCount: number, total: number) => `Доступно ресурсов: ${okCount} из ${total}.`,
    /** spec 1 §8 «Library API failure» */
    apiFailed: 'Ошибка запроса к API IPR Books',
  },
} as const
