import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { searchFormSchema } from '@/api/people-lists'
import { peopleSearchMachine } from '@/machines/day/people-search.machine'
import { selectSearchFailure, selectSearchResult, selectSearching } from '@/machines/day/people-search.selectors'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SubmitButton } from '@/ui/form/submit-button'
import { TextField } from '@/ui/form/text-field'
import { peopleTexts } from '@/texts/ru/people'
import './day.css'
import './people.css'

const t = peopleTexts.search

/** /Search: one box over people and groups; a name typed in the wrong keyboard layout is found too. */
export default function PeopleSearchScreen() {
  const ref = useActorRef(peopleSearchMachine)
  const searching = useSelector(ref, selectSearching)
  const result = useSelector(ref, selectSearchResult)
  const failure = useSelector(ref, selectSearchFailure)
  const form = useAppForm(searchFormSchema, { defaultValues: { text: '' } })
  return (
    <div className="page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <AppForm
        form={form}
        busy={searching}
        label={t.title}
        className="people-search-form"
        error={failure ? peopleTexts.failures[failure] : undefined}
        onSubmit={(values) => ref.send({ type: 'search.submit', text: values.text })}
      >
        <TextField name="text" label={t.field} required maxLength={100} autoComplete="off" />
        <SubmitButton label={t.submit} icon="pi pi-search" />
      </AppForm>
      {result && (
        <>
          <p role="status">
            {result.people.length + result.groups.length
              ? t.found(result.people.length, result.groups.length)
              : t.nothing}
          </p>
          <div className="people-results">
            {result.people.length > 0 && (
              <section className="profile-card" aria-labelledby="search-people">
                <h2 id="search-people">{t.people}</h2>
                <ul>
                  {result.people.map((p) => (
                    <li key={p.userID}>
                      <Link href={`/PersonalKab/${p.userID}`}>{p.fio}</Link>
                      <span className="people-hint">{p.kind === 'student' ? `${t.student}, ${p.hint}` : p.hint}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {result.groups.length > 0 && (
              <section className="profile-card" aria-labelledby="search-groups">
                <h2 id="search-groups">{t.groups}</h2>
                <ul>
                  {result.groups.map((g) => (
                    <li key={g.groupID}>
                      <Link href={`/PersonalGroupKab/${g.groupID}`}>{g.name}</Link>
                      <span className="people-hint">{g.hint}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </>
      )}
    </div>
  )
}
