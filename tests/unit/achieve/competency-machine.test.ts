import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { fromPromise } from '@/machines/from-promise'
import { competencyMachine } from '@/machines/achieve/competency.machine'
import type { Assessment, CompetencyForm, MyCompetency } from '@/api/competency'

const DATA: MyCompetency = { currentYear: '2026-2027', areas: [], assessment: null, history: [] }
const VALUES: CompetencyForm = { ratings: { c11: 4 }, comments: { a1: '' } }
const saved = (status: Assessment['status']): Assessment => ({
  year: '2026-2027',
  status,
  updatedAt: '2026-11-27',
  submittedAt: status === 'submitted' ? '2026-11-27' : '',
  ratings: VALUES.ratings,
  comments: VALUES.comments,
})

function start(save: (submit: boolean) => Promise<Assessment>) {
  const years: string[] = []
  const actor = createActor(
    competencyMachine.provide({
      actors: {
        loadMyCompetency: fromPromise<MyCompetency, { year: string }>(async ({ input }) => {
          years.push(input.year)
          return DATA
        }),
        saveCompetency: fromPromise<Assessment, { year: string; submit: boolean; values: CompetencyForm }>(
          ({ input }) => save(input.submit),
        ),
      },
    }),
    { input: { year: '2026-2027' } },
  ).start()
  return { actor, years }
}

describe('competency self-assessment machine', () => {
  it('a refused save returns to the form with the refusal and the same form key (nothing typed lost)', async () => {
    const { actor } = start(() => Promise.reject(new ApiError('badRequest', 400, 'Оценка уже отправлена')))
    await waitFor(actor, (s) => s.matches('ready'))
    const key = actor.getSnapshot().context.formKey
    actor.send({ type: 'competency.save', values: VALUES, submit: true })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.refusal).toEqual({ code: 'badRequest', message: 'Оценка уже отправлена' })
    expect(actor.getSnapshot().context.formKey).toBe(key)
  })

  it('a saved submission reloads the year with «sent»; a draft says «saved»; another year loads that year', async () => {
    const { actor, years } = start(async (submit) => saved(submit ? 'submitted' : 'draft'))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'competency.save', values: VALUES, submit: false })
    await waitFor(actor, (s) => s.matches('ready') && s.context.formKey === 2)
    expect(actor.getSnapshot().context.notice).toBe('saved')
    actor.send({ type: 'competency.save', values: VALUES, submit: true })
    await waitFor(actor, (s) => s.matches('ready') && s.context.formKey === 3)
    expect(actor.getSnapshot().context.notice).toBe('sent')
    actor.send({ type: 'year.select', year: '2025-2026' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.formKey === 4)
    expect(years).toEqual(['2026-2027', '2026-2027', '2026-2027', '2025-2026'])
    expect(actor.getSnapshot().context.notice).toBeNull()
  })
})
