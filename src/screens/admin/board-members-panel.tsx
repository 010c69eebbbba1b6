import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import type { BoardMember } from '@/api/boards'
import { memberSearchSchema, type BoardChange } from '@/api/boards-changes'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { SubmitButton } from '@/ui/form/submit-button'
import type { BoardFailure } from '@/machines/admin/board.machine'
import { boardMemberSearchMachine } from '@/machines/admin/board-member-search.machine'
import { selectFound, selectSearchFailure, selectSearching } from '@/machines/admin/board-member-search.selectors'
import { boardsTexts as t } from '@/texts/ru/boards'
import { boardFailureText } from './boards-texts'

export interface MembersPanelProps {
  boardID: number
  ownerID: number
  members: readonly BoardMember[]
  busy: boolean
  error: BoardFailure | null
  onChange: (change: BoardChange) => void
}

/** The owner's list of the board's members: remove one, or find people by name and add them. */
export function MembersPanel(props: MembersPanelProps) {
  const search = useActorRef(boardMemberSearchMachine, { input: { boardID: props.boardID } })
  const searching = useSelector(search, selectSearching)
  const found = useSelector(search, selectFound)
  const searchFailure = useSelector(search, selectSearchFailure)
  const form = useAppForm(memberSearchSchema, { defaultValues: { query: '' } })
  const error = boardFailureText(props.error, t.changeFailed)
  return (
    <section className="boards-members-panel" aria-labelledby="board-members-title">
      <h2 id="board-members-title">{t.membersManage}</h2>
      {error ? <Message severity="error" role="alert" text={error} /> : null}
      <ul className="boards-member-list">
        {props.members.map((m) => (
          <li key={m.userID}>
            {m.fio}
            {m.userID === props.ownerID ? (
              <span className="boards-owner"> ({t.memberOwner})</span>
            ) : (
              <Button
                type="button"
                className="p-button-text p-button-sm"
                icon="pi pi-user-minus"
                label={t.memberRemove(m.fio)}
                disabled={props.busy}
                onClick={() => props.onChange({ kind: 'member.remove', userID: m.userID })}
              />
            )}
          </li>
        ))}
      </ul>
      <AppForm
        form={form}
        busy={searching}
        className="boards-inline-form"
        onSubmit={(v) => search.send({ type: 'member.search', query: v.query })}
      >
        <TextField name="query" label={t.memberSearch} autoComplete="off" />
        <SubmitButton label={t.memberSearchButton} icon="pi pi-search" />
      </AppForm>
      {searchFailure ? (
        <Message severity="error" role="alert" text={boardFailureText(searchFailure, t.changeFailed) ?? ''} />
      ) : null}
      {found ? (
        found.length ? (
          <ul className="boards-member-list" aria-label={t.memberFound}>
            {found.map((m) => (
              <li key={m.userID}>
                <Button
                  type="button"
                  className="p-button-outlined p-button-sm"
                  icon="pi pi-user-plus"
                  label={t.memberAdd(m.fio)}
                  disabled={props.busy}
                  onClick={() => {
                    props.onChange({ kind: 'member.add', userID: m.userID })
                    search.send({ type: 'member.added', userID: m.userID })
                  }}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">{t.memberNoneFound}</p>
        )
      ) : null}
    </section>
  )
}
