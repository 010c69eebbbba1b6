import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { createActor, waitFor } from 'xstate'
import { newsFormSchema, type News, type NewsValues } from '@/api/nir-news'
import { ApiError } from '@/api/errors'
import { fromPromise } from '@/machines/from-promise'
import { newsEditMachine } from '@/machines/nir/nir-news-edit.machine'
import { nirNewsTexts as t } from '@/texts/ru/nir-news'

const values: NewsValues = { title: 'Итоги конкурса', text: 'Победили 14 студентов.', date: '2026-11-20', link: '' }
const stored: News = { newsID: 9, author: 'Орлов Игорь Владимирович', ...values }

describe('science news: the form’s schema', () => {
  const issues = (input: unknown) => {
    const r = v.safeParse(newsFormSchema, input)
    return r.success ? [] : r.issues.map((i) => i.message)
  }
  it('requires a visible title of at most 200 characters, a text and a date; a link is http(s) or nothing', () => {
    expect(issues(values)).toEqual([])
    expect(issues({ ...values, title: ' \u200b ' })).toEqual([t.required.title])
    expect(issues({ ...values, title: 'а'.repeat(200) })).toEqual([])
    expect(issues({ ...values, title: 'а'.repeat(201) })).toEqual([t.tooLong(200)])
    expect(issues({ ...values, text: '' })).toEqual([t.required.text])
    expect(issues({ ...values, date: null })).toEqual([t.required.date])
    expect(issues({ ...values, link: 'javascript:alert(1)' })).toEqual([t.badLink])
    expect(issues({ ...values, link: ' https://science.example.ru ' })).toEqual([])
  })
})

describe('science news: the edit machine', () => {
  const machine = (save: (input: { newsID: number | null }) => Promise<News>) =>
    newsEditMachine.provide({
      actors: {
        loadNews: fromPromise(async () => stored),
        saveNews: fromPromise(({ input }) => save(input)),
        removeNews: fromPromise<void, { newsID: number }>(async () => {}),
      },
    })

  it('a new item cannot be deleted; a refusal goes back to editing with the server’s text; a save keeps the id', async () => {
    let refuse = true
    const calls: (number | null)[] = []
    const actor = createActor(
      machine(async ({ newsID }) => {
        calls.push(newsID)
        if (refuse) throw new ApiError('badRequest', 400, 'Такая новость уже есть')
        return stored
      }),
      { input: { newsID: null } },
    ).start()
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    actor.send({ type: 'news.remove' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    actor.send({ type: 'news.save', values })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({ code: 'badRequest', message: 'Такая новость уже есть' })
    refuse = false
    actor.send({ type: 'news.save', values })
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }))
    expect(actor.getSnapshot().context).toMatchObject({ newsID: 9, error: null })
    actor.send({ type: 'news.save', values })
    await waitFor(actor, (s) => s.matches({ editing: 'saved' }) && calls.length === 3)
    expect(calls).toEqual([null, null, 9])
    actor.send({ type: 'news.remove' })
    await waitFor(actor, (s) => s.matches('removed'))
  })

  it('an existing item loads first; a 403 on save is kept as forbidden', async () => {
    const actor = createActor(
      machine(async () => {
        throw new ApiError('forbidden', 403, 'Доступ запрещён')
      }),
      { input: { newsID: 9 } },
    ).start()
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.news).toEqual(stored)
    actor.send({ type: 'news.save', values })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({ code: 'forbidden', message: null })
  })
})
