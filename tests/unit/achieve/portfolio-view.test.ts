import { describe, expect, it } from 'vitest'
import { overviewOf, userWorksResource, studentSearchResource, overviewResource } from '@/api/portfolio-view'
import { resourceApi } from '@/api/resource'
import { portfolioTexts } from '@/texts/ru/portfolio'
import { failure, signIn } from '../api-test-helpers'

const t = portfolioTexts.view
const silent = { silent: true }

describe('overview arithmetic', () => {
  it('counts works and confirmed ones per category, sums only confirmed points, keeps empty categories', () => {
    const categories = [
      { id: 1, name: 'Олимпиады' },
      { id: 2, name: 'Спорт' },
      { id: 3, name: 'Творчество' },
    ]
    const rows = overviewOf(
      [
        { categoryID: 1, status: 'confirmed', points: 10 },
        { categoryID: 1, status: 'pending', points: 50 },
        { categoryID: 1, status: 'confirmed', points: 4 },
        { categoryID: 2, status: 'returned', points: 7 },
        { categoryID: 9, status: 'confirmed', points: 99 },
      ],
      categories,
    )
    expect(rows).toEqual([
      { categoryID: 1, name: 'Олимпиады', works: 3, confirmed: 2, points: 14 },
      { categoryID: 2, name: 'Спорт', works: 1, confirmed: 0, points: 0 },
      { categoryID: 3, name: 'Творчество', works: 0, confirmed: 0, points: 0 },
    ])
  })
})

describe('viewing portfolios against the mock backend', () => {
  it('a student sees their own works, not another’s (403); a viewer finds a student and sees theirs', async () => {
    const works = resourceApi(userWorksResource)
    signIn(1)
    const mine = await works.list({})
    expect(mine.length).toBe(4)
    expect(mine.every((w) => w.userID === 1)).toBe(true)
    expect((await failure(works.list({ userID: 2000 }, silent))).serverMessage).toBe(t.notAllowed)
    expect((await failure(resourceApi(studentSearchResource).list({ query: 'Ан' }, silent))).code).toBe('forbidden')

    signIn(15)
    const search = resourceApi(studentSearchResource)
    expect((await failure(search.list({ query: 'а' }, silent))).serverMessage).toBe(t.searchTooShort)
    const found = await search.list({ query: 'соколова' })
    const student = found.find((r) => r.userID === 1)!
    expect(student).toMatchObject({ fio: 'Соколова Анна Игоревна', works: 2 })
    const theirs = await works.list({ userID: 1, categoryID: mine[0].categoryID })
    expect(theirs.length).toBeGreaterThan(0)
    expect(theirs.every((w) => w.userID === 1 && w.categoryID === mine[0].categoryID)).toBe(true)

    const overview = await resourceApi(overviewResource).list({})
    expect(overview.map((r) => r.name)).toEqual([
      'Олимпиады',
      'Конференции',
      'Спорт',
      'Творчество',
      'Общественная работа',
    ])
  })
})
