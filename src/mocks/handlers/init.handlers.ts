import { http, HttpResponse } from 'msw'
import { db } from '../db'
import { optionalUser, requireUser, userHasRole } from '../lib/auth'
import { queryOf } from '../lib/respond'
import { ensureArea } from '../lib/area-state'

function param(id: string, fallback = ''): string {
  return db.siteParameter.findFirst({ where: { id: { equals: id } } })?.value ?? fallback
}

export const initHandlers = [
  http.get('*/api/InitializationApplication', async ({ request }) => {
    const user = optionalUser(request)
    // A signed-in user's menu lists the contests (the contests and dormitory seeds add theirs).
    if (user) await ensureArea('contests')
    const contests = db.contest
      .getAll()
      .map(
        ({
          competitionID,
          name,
          typeContestsID,
          showResult,
          dateStart,
          dateTo,
          showInMenu,
          splashScreenData,
          isDelete,
        }) => ({
          competitionID,
          name,
          typeContestsID,
          showResult,
          dateStart,
          dateTo,
          showInMenu,
          splashScreenData: splashScreenData || null,
          isDelete,
        }),
      )
    return HttpResponse.json({
      shortName: param('shortName', 'ЛК'),
      initScienceInfo: { verificationTypes: ['Публикация', 'Заявка НИОКТР', 'Подрядные работы'] },
      contests: user ? contests : [],
      menu: db.serverMenuItem.getAll().map((m) => ({ ...m, parentID: m.parentID || null, linkImg: m.linkImg || null })),
      defaultAccentColor: param('defaultAccentColor', 'studSite'),
      qrScannerEnabled: param('qrScannerEnabled') === 'true',
      modules: {
        Rasp: true,
        Course: true,
        Science: true,
        Journals: true,
        Questionary: true,
        Cert: true,
        Rating: true,
        RatingTeachers: true,
        Competency: true,
      },
      journalsReview: true,
      flags: {
        contests: true,
        certificates: true,
        schedule: true,
        courses: true,
        science: true,
        journals: true,
        questionnaires: true,
        portfolio: true,
        ratings: true,
        competency: true,
        debtsGraph: true,
        zachbook: true,
        additionalPayments: true,
        snow: param('snow') === 'true',
      },
      isOrganizerContests: user ? userHasRole(user, 'Организатор-СайтКонкурсы') : false,
      isJudgeContests: false,
      lstContestsJudging: [],
      hideLinks: false,
      hideTrajectory: false,
    })
  }),

  http.get('*/api/Feed', ({ request }) => {
    const me = requireUser(request)
    const query = queryOf(request)
    const userID = Number(query.get('userID') || me.userID)
    const startDate = query.get('startDate')
    const items = db.feedItem
      .getAll()
      .filter((item) => item.userID === 0 || item.userID === userID)
      .filter((item) => !startDate || item.fullDate.slice(0, 10) >= startDate)
      .sort((a, b) => b.fullDate.localeCompare(a.fullDate))
    return HttpResponse.json({
      feed: items.map((i) => ({
        feedID: i.feedID,
        categoryID: i.categoryID,
        title: i.title,
        text: i.text,
        fullDate: i.fullDate,
        href: i.href || null,
      })),
      categories: db.feedCategory.getAll(),
    })
  }),
]
