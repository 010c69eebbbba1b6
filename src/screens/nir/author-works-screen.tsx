import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import type { ActorRefFrom } from 'xstate'
import { authorWorksMachine } from '@/machines/nir/author-works.machine'
import {
  selectAssigning,
  selectData,
  selectDone,
  selectError,
  selectFailed,
  selectFound,
  selectLoading,
  selectSearching,
  selectSelected,
  selectText,
} from '@/machines/nir/author-works.selectors'
import type { Candidate } from '@/api/nir-admin'
import { DataTable, type TableColumn } from '@/ui/data-table'
import { nirAdminTexts } from '@/texts/ru/nir-admin'
import { AdminLoadFailure, adminErrorText } from './admin-error'
import './nir.css'

const t = nirAdminTexts.assign
type Actor = ActorRefFrom<typeof authorWorksMachine>

const HEADERS: TableColumn<Candidate>[] = [
  { value: 'name', text: t.colName },
  { value: 'typeName', text: t.colType, filteredData: true },
  { value: 'year', text: t.colYear, filteredData: true },
  { value: 'owner', text: t.colOwner },
  { value: 'fio', text: t.colFio },
  { value: 'influence', text: t.colShare, align: 'right' },
]

/**
 * /Admin/setAuthorWorks: the research admin finds a teacher and makes the works where that teacher is
 * written as a free-text other author («Иванов И.И.») the teacher's own: the author record is linked to
 * the person, the share stays; the works then appear in the teacher's list.
 */
export default function AuthorWorksScreen() {
  const actor = useActorRef(authorWorksMachine)
  return (
    <div className="page page-wide nir-page">
      <h1>{t.title}</h1>
      <p className="muted">{t.intro}</p>
      <PersonSearch actor={actor} />
      <Candidates actor={actor} />
    </div>
  )
}

function PersonSearch({ actor }: { actor: Actor }) {
  const text = useSelector(actor, selectText)
  const found = useSelector(actor, selectFound)
  const searching = useSelector(actor, selectSearching)
  const id = 'nir-assign-find'
  return (
    <div className="nir-author-search">
      <label htmlFor={id}>{t.find}</label>
      <InputText
        id={id}
        value={text}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(e) => actor.send({ type: 'search.run', text: e.target.value })}
      />
      <small id={`${id}-hint`}>{t.findHint}</small>
      <div aria-live="polite" className="nir-found">
        {searching ? <p>{nirAdminTexts.loading}</p> : null}
        {!searching && text.trim() && found.length === 0 ? <p>{t.noneFound}</p> : null}
        {found.length ? (
          <ul>
            {found.map((p) => (
              <li key={p.ID}>
                <Button
                  type="button"
                  text
                  icon="pi pi-user"
                  label={t.chosen(p.FIO, p.structure)}
                  onClick={() => actor.send({ type: 'person.pick', authorID: p.ID })}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}

function Candidates({ actor }: { actor: Actor }) {
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const assigning = useSelector(actor, selectAssigning)
  const data = useSelector(actor, selectData)
  const selected = useSelector(actor, selectSelected)
  const done = useSelector(actor, selectDone)
  const error = useSelector(actor, selectError)
  if (failed && error) return <AdminLoadFailure error={error} onRetry={() => actor.send({ type: 'load.retry' })} />
  if (!data) return loading ? <p role="status">{nirAdminTexts.loading}</p> : null
  return (
    <section aria-labelledby="nir-assign-candidates">
      <h2 id="nir-assign-candidates">{t.chosen(data.author.fio, data.author.structure)}</h2>
      <p>{t.hasWorks(data.works)}</p>
      <div aria-live="polite">{done ? <Message severity="success" text={t.doneOf(done.count, done.fio)} /> : null}</div>
      {error ? <Message severity="error" role="alert" text={adminErrorText(error) ?? ''} /> : null}
      <h3>{t.candidatesTitle}</h3>
      {data.candidates.length === 0 && !loading ? (
        <p>{t.noCandidates}</p>
      ) : (
        <>
          <DataTable
            title={t.candidatesTitle}
            dataSource={data.candidates}
            headers={HEADERS}
            itemKey="workID"
            loading={loading}
            selectable
            selected={selected}
            onSelectedChange={(keys) => actor.send({ type: 'select.change', workIDs: keys.map(Number) })}
            pagination={{ sortBy: 'year', descending: true, rowsPerPage: 20 }}
          />
          <Button
            className="nir-assign-run"
            label={t.assign(selected.length)}
            icon="pi pi-link"
            disabled={selected.length === 0 || assigning || loading}
            loading={assigning}
            onClick={() => actor.send({ type: 'assign.run' })}
          />
        </>
      )}
    </section>
  )
}
