import { useMemo, useRef } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link, useLocation } from 'wouter'
import { Button } from 'primereact/button'
import { Dialog } from '@/ui/dialog'
import { lazy } from '@/lib/lazy'
import { LoadedPart } from '@/ui/on-demand'
import { PlainMessage } from '@/ui/plain/plain-message'
import { workEditorMachine } from '@/machines/nir/work-editor.machine'
import {
  selectBusy,
  selectConfirmingDelete,
  selectError,
  selectImported,
  selectImports,
  selectLevels,
  selectLoadFailed,
  selectLoading,
  selectReadOnly,
  selectStatusName,
  selectView,
  selectWork,
  selectWorkID,
} from '@/machines/nir/work-editor.selectors'
import { authorKey, defaultWorkValues, type WorkValues } from '@/api/nir'
import { importedValues } from '@/api/nir-import'
import { indexingDefaults } from '@/api/nir-indexing'
import type { ScreenProps } from '@/lib/screen-props'
import { NIR_AUTHOR_SLUG } from '@/lib/constants/nir'
import { nirTexts as t } from '@/texts/ru/nir'
import { notify } from '@/ui/notifier'
import type { EditorActor } from './editor-actor'
import { errorText } from './error-text'
import { WorkForm } from './work-form'
import { WorkChecks } from './work-checks'
import { WorkRecommend } from './work-recommend'
import './nir.css'

// The files of a saved work, below the form, load their own list: their code loads with it (issue 19).
const WorkFiles = lazy(() => import('./work-files').then((m) => ({ default: m.WorkFiles })))

const parseID = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null)

/** The work editor (spec 1 route /nir/{typeID}/{workID?}, spec 2 §3–§4). */
export default function WorkEditorScreen({ params }: ScreenProps) {
  const typeID = parseID(params.typeID)
  const workID = parseID(params.workID)
  if (typeID === null) return <StatusMessage text={t.errors.notFound} />
  return <Editor key={`${typeID}/${workID ?? 'new'}`} typeID={typeID} workID={workID} />
}

function StatusMessage({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="page nir-page">
      <h1>{t.editorTitle}</h1>
      <PlainMessage severity="warn" text={text} />
      {onRetry ? <Button label={t.retry} onClick={onRetry} className="nir-retry" /> : null}
    </div>
  )
}

function Editor({ typeID, workID }: { typeID: number; workID: number | null }) {
  const [, navigate] = useLocation()
  const machine = useMemo(
    () =>
      workEditorMachine.provide({
        actions: {
          workCreated: (_: unknown, p: { typeID: number; workID: number }) => {
            notify.info(t.saved)
            navigate(`/nir/${p.typeID}/${p.workID}`, { replace: true })
          },
          workRecommended: () => notify.info(t.recommend.done),
          workDeleted: () => {
            notify.info(t.deleted)
            navigate(`/listpublication/${NIR_AUTHOR_SLUG}`)
          },
        },
      }),
    [navigate],
  )
  const actor = useActorRef(machine, { input: { typeID, workID } })
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectLoadFailed)
  const error = useSelector(actor, selectError)
  const view = useSelector(actor, selectView)
  if (loading && !view)
    return (
      <p className="page nir-page" role="status">
        {t.loading}
      </p>
    )
  if (failed || !view)
    return (
      <StatusMessage
        text={errorText(error) ?? t.errors.failed}
        onRetry={error?.code === 'failed' ? () => actor.send({ type: 'load.retry' }) : undefined}
      />
    )
  return <EditorPage actor={actor} />
}

function EditorPage({ actor }: { actor: EditorActor }) {
  const view = useSelector(actor, selectView)!
  const work = useSelector(actor, selectWork)
  const workID = useSelector(actor, selectWorkID)
  const readOnly = useSelector(actor, selectReadOnly)
  const busy = useSelector(actor, selectBusy)
  const statusName = useSelector(actor, selectStatusName)
  const confirming = useSelector(actor, selectConfirmingDelete)
  const imported = useSelector(actor, selectImported)
  const imports = useSelector(actor, selectImports)
  const levels = useSelector(actor, selectLevels)
  // What the user typed survives a change of sub-type (the form is rebuilt for the new view); an import
  // fills the form once over what was typed (then it is part of what was typed).
  // The work as the server last answered (load, refresh after a save): the form restarts from it.
  const carried = useRef<WorkValues | null>(null)
  const applied = useRef(0)
  const seen = useRef({ work, version: 0 })
  const { defaults, version } = useMemo(() => {
    if (seen.current.work !== work) {
      seen.current = { work, version: seen.current.version + 1 }
      carried.current = null
    }
    const base = { ...defaultWorkValues(view, work?.nirWork ?? null), ...indexingDefaults(levels, work?.nirWork) }
    let kept = carried.current
    if (imported && applied.current !== imports) {
      const start = kept ?? { ...base, coAuthors: [] }
      const taken = new Set(start.coAuthors.map(authorKey))
      kept = {
        ...start,
        ...importedValues(view, imported.entry),
        coAuthors: [...start.coAuthors, ...imported.coAuthors.filter((a) => !taken.has(authorKey(a)))],
      }
      carried.current = kept
      applied.current = imports
    }
    const at = seen.current.version
    if (!kept) return { defaults: { ...base, coAuthors: work?.authors.prepods ?? [] }, version: at }
    const merged: WorkValues = { ...base, coAuthors: kept.coAuthors }
    for (const key of Object.keys(base)) if (kept[key] !== undefined && key !== 'coAuthors') merged[key] = kept[key]
    return { defaults: merged, version: at }
  }, [view, work, imported, imports, levels])
  const viewKey = `${view.typeID}/${view.podTip ?? 0}/${view.fields.map((f) => f.key).join(',')}/${work?.workID ?? 0}/${version}/${imports}`

  return (
    <div className="page nir-page">
      <header className="nir-header">
        <h1>
          {workID === null ? t.editorTitleNew : t.editorTitle}: {view.typeName}
        </h1>
        {statusName ? (
          <p className="nir-status">
            {t.status}: <strong>{statusName}</strong>
          </p>
        ) : null}
        <Link href={`/listpublication/${NIR_AUTHOR_SLUG}`} className="nir-back">
          <i className="pi pi-list" aria-hidden="true" /> {t.backToList}
        </Link>
      </header>
      {readOnly ? <PlainMessage severity="info" text={t.readOnly} className="nir-readonly" /> : null}
      <WorkRecommend actor={actor} />
      <div className="nir-layout">
        <WorkForm
          key={viewKey}
          actor={actor}
          defaults={defaults}
          onCarry={(values) => {
            carried.current = values
          }}
        />
        <WorkChecks actor={actor} />
      </div>
      <LoadedPart>
        <WorkFiles key={workID ?? 'new'} workID={workID} readOnly={readOnly} />
      </LoadedPart>
      <Dialog
        visible={confirming}
        header={t.delete}
        onHide={() => actor.send({ type: 'delete.cancel' })}
        style={{ width: 'min(420px, 94vw)' }}
        footer={
          <div className="dialog-actions">
            <Button label={t.deleteNo} outlined onClick={() => actor.send({ type: 'delete.cancel' })} />
            <Button
              label={t.deleteYes}
              severity="danger"
              autoFocus
              disabled={busy}
              onClick={() => actor.send({ type: 'delete.confirm' })}
            />
          </div>
        }
      >
        <p>{t.deleteConfirm}</p>
      </Dialog>
    </div>
  )
}
