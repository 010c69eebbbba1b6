import { useId, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { ConfirmDialog } from 'primereact/confirmdialog'
import { InputText } from 'primereact/inputtext'
import type { ActorRefFrom } from 'xstate'
import type { MailFolder } from '@/api/mail'
import { foldersMachine } from '@/machines/mail/folders.machine'
import {
  selectConfirmFolder,
  selectConfirming,
  selectFolderError,
  selectFolders,
  selectFoldersReady,
  selectFoldersLoading,
} from '@/machines/mail/folders.selectors'
import { mailTexts as t } from '@/texts/ru/mail'
import { MailNav } from './mail-nav'
import './mail.css'

type FoldersRef = ActorRefFrom<typeof foldersMachine>

/** /mailFolder: create, rename and delete the user's folders. */
export default function FoldersScreen() {
  const actor = useActorRef(foldersMachine)
  const folders = useSelector(actor, selectFolders)
  const loading = useSelector(actor, selectFoldersLoading)
  const confirming = useSelector(actor, selectConfirming)
  const error = useSelector(actor, selectFolderError)
  const confirmFolder = useSelector(actor, selectConfirmFolder)
  return (
    <div className="page mail-page">
      <MailNav kind="manage" folders={folders} />
      <section className="mail-main" aria-labelledby="folders-title">
        <h1 id="folders-title">{t.manageFolders}</h1>
        <CreateFolder actor={actor} />
        {error && (
          <p role="alert" className="mail-error">
            {error === 'invalid' || error === 'failed' ? t.folderNameRequired : error}
          </p>
        )}
        {loading && folders.length === 0 ? (
          <p role="status">{t.loading}</p>
        ) : folders.length === 0 ? (
          <p>{t.noFolders}</p>
        ) : null}
        <ul className="mail-folder-list">
          {folders.map((f) => (
            <FolderRow key={f.folderID} actor={actor} folder={f} />
          ))}
        </ul>
      </section>
      <ConfirmDialog
        visible={confirming}
        onHide={() => actor.send({ type: 'delete.cancel' })}
        message={t.deleteConfirm}
        header={t.deleteFolder(confirmFolder?.name ?? '')}
        acceptLabel={t.yes}
        rejectLabel={t.no}
        accept={() => actor.send({ type: 'delete.confirm' })}
        reject={() => actor.send({ type: 'delete.cancel' })}
      />
    </div>
  )
}

function CreateFolder({ actor }: { actor: FoldersRef }) {
  const id = useId()
  const [name, setName] = useState('')
  const ready = useSelector(actor, selectFoldersReady)
  const error = useSelector(actor, selectFolderError)
  return (
    <form
      className="mail-search"
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'folder.create', name })
        const stop = actor.subscribe((s) => {
          if (s.matches('loading') || s.matches('ready')) {
            if (s.matches('loading')) setName('')
            stop.unsubscribe()
          }
        })
      }}
    >
      <label htmlFor={`${id}-name`}>{t.folderName}</label>
      <InputText
        id={`${id}-name`}
        value={name}
        maxLength={50}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" className="mail-button mail-primary" disabled={!ready}>
        <span className="pi pi-plus" aria-hidden /> {t.createFolder}
      </button>
    </form>
  )
}

function FolderRow({ actor, folder }: { actor: FoldersRef; folder: MailFolder }) {
  const id = useId()
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(folder.name)
  const ready = useSelector(actor, selectFoldersReady)
  return (
    <li className="mail-folder-row">
      {editing ? (
        <form
          className="mail-search"
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: 'folder.rename', folderID: folder.folderID, name })
            setEditing(false)
          }}
        >
          <label htmlFor={`${id}-rename`} className="sr-only">
            {t.renameFolder(folder.name)}
          </label>
          <InputText
            id={`${id}-rename`}
            value={name}
            maxLength={50}
            autoFocus
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
          />
          <button type="submit" className="mail-button mail-primary" disabled={!ready}>
            {t.save}
          </button>
          <button type="button" className="mail-button" onClick={() => setEditing(false)}>
            {t.cancel}
          </button>
        </form>
      ) : (
        <>
          <span className="pi pi-folder" aria-hidden />
          <span className="mail-folder-name">{folder.name}</span>
          <span className="mail-muted">{t.folderCounts(folder.count, folder.unread)}</span>
          <button
            type="button"
            className="mail-icon-button"
            aria-label={t.renameFolder(folder.name)}
            onClick={() => (setName(folder.name), setEditing(true))}
          >
            <span className="pi pi-pencil" aria-hidden />
          </button>
          <button
            type="button"
            className="mail-icon-button"
            aria-label={t.deleteFolder(folder.name)}
            onClick={() => actor.send({ type: 'folder.delete', folderID: folder.folderID })}
          >
            <span className="pi pi-trash" aria-hidden />
          </button>
        </>
      )}
    </li>
  )
}
