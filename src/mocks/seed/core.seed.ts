import { db } from '../db'
import { SEED_NOW, type Rng } from '../lib/rng'

export const CLIENT_APPS = [
  { appID: 'library-app', name: 'Электронная библиотека', iconUrl: '/WebApp/img/icons/svg/app-library.svg' },
  { appID: 'moodle', name: 'Система дистанционного обучения', iconUrl: '/WebApp/img/icons/svg/app-lms.svg' },
]

export const FEED_CATEGORIES = [
  { categoryID: 1, name: 'Новости', icon: 'pi pi-megaphone' },
  { categoryID: 2, name: 'Учёба', icon: 'pi pi-book' },
  { categoryID: 3, name: 'Наука', icon: 'pi pi-chart-line' },
  { categoryID: 4, name: 'Мероприятия', icon: 'pi pi-calendar' },
  { categoryID: 5, name: 'Портфолио', icon: 'pi pi-briefcase' },
]

const NEWS = [
  [
    'Открыт приём заявок на повышенную стипендию',
    'Заявки принимаются в личном кабинете до 30 ноября. Приложите подтверждения достижений в портфолио.',
    1,
  ],
  [
    'Изменения в расписании на следующей неделе',
    'В связи с праздничными днями занятия переносятся. Проверьте актуальное расписание своей группы.',
    2,
  ],
  [
    'Конкурс научных работ студентов',
    'Приглашаем студентов и аспирантов принять участие в ежегодном конкурсе научных работ. Итоги — в марте.',
    3,
  ],
  [
    'День открытых дверей',
    'В субботу в главном корпусе пройдёт день открытых дверей для абитуриентов и их родителей.',
    4,
  ],
  [
    'Ваше достижение подтверждено',
    'Верификатор портфолио подтвердил достижение «Диплом победителя олимпиады по программированию».',
    5,
  ],
  [
    'Открыта запись на модули второго семестра',
    'Выберите модули по выбору до 10 декабря в разделе «Выбор дисциплин».',
    2,
  ],
  [
    'Семинар по публикациям в Scopus',
    'Научная библиотека проводит семинар о подготовке статей для журналов, индексируемых в Scopus.',
    3,
  ],
  [
    'Спартакиада первокурсников',
    'Соревнования по мини-футболу, волейболу и настольному теннису. Запись у кураторов групп.',
    4,
  ],
  ['Продлено время работы читального зала', 'В период сессии читальный зал работает до 22:00, включая субботу.', 1],
  [
    'Промежуточная аттестация',
    'Опубликован график зачётов и экзаменов зимней сессии. Ознакомьтесь с ним в разделе «Расписание».',
    2,
  ],
] as const

export function seedCore(rng: Rng): void {
  for (const app of CLIENT_APPS) db.clientApp.create(app)
  db.siteParameter.create({ id: 'defaultAccentColor', value: 'studSite' })
  db.siteParameter.create({ id: 'qrScannerEnabled', value: 'false' })
  db.siteParameter.create({ id: 'snow', value: 'true' })
  db.siteParameter.create({ id: 'shortName', value: 'ЛК ДГТУ' })

  // Social accounts linked to demo users (demo OAuth provider).
  db.oauthLink.create({
    linkID: 'vk:anna.sokolova',
    service: 'vk',
    externalName: 'Анна Соколова (ВКонтакте)',
    userID: 1,
  })
  db.oauthLink.create({
    linkID: 'vk:d.kuznetsov',
    service: 'vk',
    externalName: 'Дмитрий Кузнецов (ВКонтакте)',
    userID: 2,
  })
  db.oauthLink.create({
    linkID: 'google:anna.sokolova',
    service: 'google',
    externalName: 'anna.sokolova@gmail.com',
    userID: 1,
  })
  db.oauthLink.create({ linkID: 'google:i.orlov', service: 'google', externalName: 'i.orlov@gmail.com', userID: 7 })

  const year = SEED_NOW.getFullYear()
  db.contest.create({
    competitionID: 1,
    name: 'Конкурс на лучшую научную работу студентов',
    typeContestsID: 1,
    showResult: false,
    dateStart: `${year}-10-01`,
    dateTo: `${year}-12-20`,
    showInMenu: true,
    splashScreenData: '',
    isDelete: false,
  })
  db.contest.create({
    competitionID: 2,
    name: 'Конкурс на заселение в общежитие',
    typeContestsID: 2,
    showResult: true,
    dateStart: `${year}-08-01`,
    dateTo: `${year}-09-10`,
    showInMenu: true,
    splashScreenData: '',
    isDelete: false,
  })
  db.contest.create({
    competitionID: 3,
    name: 'Архивный конкурс',
    typeContestsID: 1,
    showResult: true,
    dateStart: `${year - 2}-10-01`,
    dateTo: `${year - 2}-12-01`,
    showInMenu: false,
    splashScreenData: '',
    isDelete: true,
  })

  db.serverMenuItem.create({
    menuItemID: 1,
    parentID: 0,
    text: 'Сайт университета',
    href: 'https://university.example',
    newTab: true,
    linkImg: 'pi pi-globe',
  })
  db.serverMenuItem.create({
    menuItemID: 2,
    parentID: 0,
    text: 'Электронная библиотека',
    href: 'https://library.example',
    newTab: true,
    linkImg: 'pi pi-book',
  })

  for (const category of FEED_CATEGORIES) db.feedCategory.create(category)
  let feedID = 1
  // Everyone: news over the last three weeks; per persona: a few personal items.
  for (let i = 0; i < 30; i++) {
    const [title, text, categoryID] = NEWS[i % NEWS.length]
    const date = new Date(SEED_NOW.getTime() - i * 17 * 3600e3 - rng.int(0, 3600e3))
    db.feedItem.create({ feedID: feedID++, userID: 0, categoryID, title, text, fullDate: date.toISOString(), href: '' })
  }
  for (const userID of [1, 2, 7, 13]) {
    db.feedItem.create({
      feedID: feedID++,
      userID,
      categoryID: 5,
      title: 'Новая оценка в журнале',
      text: 'Преподаватель выставил оценку «отлично» по дисциплине «Базы данных».',
      fullDate: new Date(SEED_NOW.getTime() - 2 * 3600e3).toISOString(),
      href: '',
    })
  }
}
