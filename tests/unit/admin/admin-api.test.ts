import { describe, expect, it, vi } from 'vitest'
import { db } from '@/mocks/db'
import { menuItemResource, oauthAppResource } from '@/api/admin-resources'
import { loadClientApp } from '@/api/auth'
import { resourceApi } from '@/api/resource'
import { loadInitInfo } from '@/api/init'
import {
  answerFeedback,
  getSiteSettings,
  listClientErrors,
  listFeedback,
  saveSiteSettings,
  sendFeedback,
} from '@/api/admin'
import { http } from '@/api/http'
import { kindOf, reportError } from '@/app/error-reporter'
import { failure, signIn } from '../api-test-helpers'

const ADMIN = 7
const STUDENT = 1
const signOut = () => {
  document.cookie = 'authToken=; max-age=0'
}
const silent = { silent: true }
const menu = resourceApi(menuItemResource)
const item = { text: 'Профком', href: 'https://profkom.example', parentID: null, newTab: true, linkImg: 'pi pi-users' }

describe('menu editor calls (/Admin/Menu)', () => {
  it('401 without a token, 403 for a student, the list for an administrator', async () => {
    signOut()
    expect((await failure(menu.list({}, silent))).code).toBe('unauthorized')
    signIn(STUDENT)
    expect((await failure(menu.list({}, silent))).code).toBe('forbidden')
    expect((await failure(menu.save({ mode: 'create', values: item, params: {}, row: null }, silent))).code).toBe(
      'forbidden',
    )
    signIn(ADMIN)
    expect((await menu.list({})).map((r) => r.text)).toEqual(['Сайт университета', 'Электронная библиотека'])
  })

  it('an added item is stored and reaches every user through the initialization info; edits and deletes too', async () => {
    signIn(ADMIN)
    const created = await menu.save({ mode: 'create', values: item, params: {}, row: null })
    expect(created).toMatchObject({ menuItemID: 3, text: 'Профком', parentID: null, linkImg: 'pi pi-users' })
    expect(db.serverMenuItem.findFirst({ where: { menuItemID: { equals: 3 } } })?.href).toBe('https://profkom.example')
    const child = await menu.save({
      mode: 'create',
      values: { text: 'Стипендии', href: '/Scholarships', parentID: 3, newTab: false, linkImg: '' },
      params: {},
      row: null,
    })
    signIn(STUDENT)
    const init = await loadInitInfo()
    expect(init.menu).toContainEqual({ ...item, menuItemID: 3 })
    expect(init.menu).toContainEqual({
      menuItemID: child.menuItemID,
      parentID: 3,
      text: 'Стипендии',
      href: '/Scholarships',
      newTab: false,
      linkImg: null,
    })
    signIn(ADMIN)
    // A parent with children is not deleted; the child first, then the parent.
    const refused = await failure(menu.remove(created, silent))
    expect(refused.serverMessage).toBe('Сначала удалите или перенесите вложенные пункты')
    await menu.save({ mode: 'edit', values: { ...item, text: 'Профсоюз' }, params: {}, row: created })
    expect((await loadInitInfo()).menu.find((m) => m.menuItemID === 3)?.text).toBe('Профсоюз')
    await menu.remove(child)
    await menu.remove(created)
    expect((await loadInitInfo()).menu.map((m) => m.menuItemID)).toEqual([1, 2])
  })

  it('bad items are refused (400) with a Russian message and nothing is stored', async () => {
    signIn(ADMIN)
    const save = (values: Record<string, unknown>) =>
      failure(menu.save({ mode: 'create', values: { ...item, ...values }, params: {}, row: null }, silent))
    expect((await save({ text: '\u200B ' })).serverMessage).toBe('Текст пункта: Обязательное поле')
    expect((await save({ href: 'javascript:alert(1)' })).serverMessage).toBe(
      'Адрес должен начинаться с http://, https:// или /',
    )
    expect((await save({ linkImg: 'fa fa-x' })).serverMessage).toBe('Значок указывается классом вида «pi pi-book»')
    expect((await save({ parentID: 99 })).serverMessage).toBe('Родительский пункт не найден')
    expect(db.serverMenuItem.count()).toBe(2)
  })
})

describe('feedback calls (/Feedback)', () => {
  it('a user writes, sees only their own; an administrator sees all and answers once', async () => {
    signOut()
    expect((await failure(listFeedback(false, silent))).code).toBe('unauthorized')
    signIn(STUDENT)
    expect((await failure(listFeedback(true, silent))).code).toBe('forbidden')
    const sent = await sendFeedback({ topic: '  Пропуск  ', text: 'Не работает QR-код пропуска' })
    expect(sent).toMatchObject({ topic: 'Пропуск', userID: STUDENT, answer: null, fio: 'Соколова Анна Игоревна' })
    expect((await listFeedback(false)).map((m) => m.topic)).toEqual([
      'Пропуск',
      'Тёмная тема',
      'Не открывается расписание на телефоне',
    ])
    expect((await failure(answerFeedback(sent.id, { answer: 'Сам себе' }, silent))).code).toBe('forbidden')

    signIn(ADMIN)
    expect(await listFeedback(false)).toEqual([])
    expect((await listFeedback(true)).length).toBe(3)
    expect((await failure(answerFeedback(sent.id, { answer: ' ' }, silent))).serverMessage).toBe('Напишите ответ')
    const answered = await answerFeedback(sent.id, { answer: 'Перевыпустили пропуск' })
    expect(answered).toMatchObject({ answer: 'Перевыпустили пропуск', answeredBy: 'Орлов Игорь Владимирович' })
    expect((await failure(answerFeedback(sent.id, { answer: 'Ещё раз' }, silent))).serverMessage).toBe(
      'На это обращение уже ответили',
    )
    signIn(STUDENT)
    expect((await listFeedback(false))[0].answer).toBe('Перевыпустили пропуск')
    expect(db.feedbackMessage.findFirst({ where: { id: { equals: sent.id } } })?.answeredBy).toBe(ADMIN)
  })

  it('an empty message is refused (400) with its field message', async () => {
    signIn(STUDENT)
    expect((await failure(sendFeedback({ topic: '\u200B', text: 'x' }, silent))).serverMessage).toBe(
      'Укажите тему обращения',
    )
    expect((await failure(sendFeedback({ topic: 'Тема', text: '' }, silent))).serverMessage).toBe(
      'Опишите, что случилось или что предложить',
    )
    expect(db.feedbackMessage.count()).toBe(2)
  })
})

const apps = resourceApi(oauthAppResource)
const app = {
  appID: 'sport-app',
  name: 'Спортивный клуб',
  iconUrl: '/WebApp/img/icons/svg/app-sport.svg',
  redirectUris: 'https://sport.example/cb, http://localhost:5173/cb https://sport.example/cb',
}

describe('third-party apps (/Admin/OAuth)', () => {
  it('401 without a token, 403 for a student', async () => {
    signOut()
    expect((await failure(apps.list({}, silent))).code).toBe('unauthorized')
    signIn(STUDENT)
    expect((await failure(apps.list({}, silent))).code).toBe('forbidden')
    expect((await failure(apps.remove({ appID: 'moodle' }, silent))).code).toBe('forbidden')
    expect(await loadClientApp('moodle', silent)).not.toBeNull()
  })

  it('a registered app is what /Authorize shows; edits and removal reach it too', async () => {
    signIn(ADMIN)
    expect((await apps.list({})).map((a) => a.appID)).toEqual(['library-app', 'moodle'])
    expect((await failure(loadClientApp('sport-app', silent))).code).toBe('notFound')
    const created = await apps.save({ mode: 'create', values: app, params: {}, row: null })
    expect(created.redirectUris).toBe('https://sport.example/cb http://localhost:5173/cb')
    expect(await loadClientApp('sport-app')).toEqual({ name: 'Спортивный клуб', iconUrl: app.iconUrl })
    await apps.save({ mode: 'edit', values: { ...app, name: 'Спортклуб ДГТУ' }, params: {}, row: created })
    expect((await loadClientApp('sport-app'))?.name).toBe('Спортклуб ДГТУ')
    await apps.remove(created)
    expect((await failure(loadClientApp('sport-app', silent))).code).toBe('notFound')
    expect(db.oauthRedirect.findFirst({ where: { appID: { equals: 'sport-app' } } })).toBeNull()
  })

  it('bad apps are refused (400) with a Russian message', async () => {
    signIn(ADMIN)
    const save = (values: Record<string, unknown>) =>
      failure(apps.save({ mode: 'create', values: { ...app, ...values }, params: {}, row: null }, silent))
    expect((await save({ appID: 'Спорт' })).serverMessage).toBe(
      'Идентификатор: от 3 до 40 латинских строчных букв, цифр и дефисов',
    )
    expect((await save({ appID: 'moodle' })).serverMessage).toBe(
      'Приложение с таким идентификатором уже зарегистрировано',
    )
    expect((await save({ iconUrl: 'ftp://x' })).serverMessage).toBe('Адрес значка должен начинаться с https:// или /')
    expect((await save({ redirectUris: 'https://ok.example http://evil.example' })).serverMessage).toBe(
      'Адрес перенаправления «http://evil.example» должен начинаться с https:// (http:// только для localhost)',
    )
    expect((await save({ name: ' ' })).serverMessage).toBe('Название: Обязательное поле')
    expect(db.clientApp.count()).toBe(2)
  })
})

describe('site settings (/Admin/Settings)', () => {
  it('401/403 for others; the administrator saves; everyone’s initialization info carries them', async () => {
    signOut()
    expect((await failure(getSiteSettings(silent))).code).toBe('unauthorized')
    signIn(STUDENT)
    expect((await failure(getSiteSettings(silent))).code).toBe('forbidden')
    expect(
      (await failure(saveSiteSettings({ snow: false, qrScannerEnabled: true, defaultAccentColor: 'teal' }, silent)))
        .code,
    ).toBe('forbidden')
    signIn(ADMIN)
    expect(await getSiteSettings()).toEqual({ snow: true, qrScannerEnabled: true, defaultAccentColor: 'studSite' })
    expect(await saveSiteSettings({ snow: false, qrScannerEnabled: false, defaultAccentColor: 'teal' })).toEqual({
      snow: false,
      qrScannerEnabled: false,
      defaultAccentColor: 'teal',
    })
    signIn(STUDENT)
    const init = await loadInitInfo()
    expect([init.flags.snow, init.qrScannerEnabled, init.defaultAccentColor]).toEqual([false, false, 'teal'])
  })

  it('an unknown accent is refused (400) in Russian', async () => {
    signIn(ADMIN)
    const refused = await failure(
      saveSiteSettings({ snow: true, qrScannerEnabled: true, defaultAccentColor: 'rainbow' }, silent),
    )
    expect(refused.serverMessage).toBe('Выберите цвет из списка')
    expect(db.siteParameter.findFirst({ where: { id: { equals: 'defaultAccentColor' } } })?.value).toBe('studSite')
  })
})

describe('client error log (/Admin/LogErrors) and the reporter', () => {
  it('the reporter posts a chunk failure, an exception and an icon failure once each, with route, browser and user', async () => {
    signIn(STUDENT)
    window.history.replaceState(null, '', '/WebApp/mail')
    reportError(kindOf(new TypeError('Failed to fetch dynamically imported module: /WebApp/assets/x.js')), 'chunk x.js')
    reportError('exception', 'TypeError: a is undefined')
    reportError('exception', 'TypeError: a is undefined')
    reportError('icon', 'Значок не загрузился: /icons/a.svg')
    window.history.replaceState(null, '', '/')
    await vi.waitFor(() => expect(db.clientError.count()).toBe(5))
    const chunk = db.clientError.findFirst({ where: { message: { equals: 'chunk x.js' } } })
    expect(chunk).toMatchObject({ kind: 'chunk', route: '/WebApp/mail', userID: STUDENT })
    expect(chunk?.browser).toContain('jsdom')
    signOut()
    expect((await failure(listClientErrors(silent))).code).toBe('unauthorized')
    signIn(STUDENT)
    expect((await failure(listClientErrors(silent))).code).toBe('forbidden')
    signIn(ADMIN)
    const rows = await listClientErrors()
    expect(rows.map((r) => r.kind).sort()).toEqual(['chunk', 'chunk', 'exception', 'icon', 'icon'])
    expect(rows.find((r) => r.message === 'chunk x.js')?.fio).toBe('Соколова Анна Игоревна')
  })

  it('a report without a message or of an unknown kind is refused (400)', async () => {
    signOut()
    const post = (body: unknown) => failure(http.post('/Admin/LogErrors', body, { silent: true }))
    expect((await post({ kind: 'icon', message: ' ', route: '/', browser: 'x' })).serverMessage).toBe(
      'Нет текста ошибки',
    )
    expect((await post({ kind: 'crash', message: 'x', route: '/', browser: 'x' })).serverMessage).toBe(
      'Неизвестный вид ошибки',
    )
    expect(db.clientError.count()).toBe(2)
  })
})
