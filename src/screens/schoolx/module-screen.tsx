import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Link } from 'wouter'
import type { ScreenProps } from '@/lib/screen-props'
import { modulePageMachine } from '@/machines/schoolx/module-page.machine'
import * as sel from '@/machines/schoolx/module-page.selectors'
import { schoolxTexts } from '@/texts/ru/schoolx'
import { PageLoading } from '@/ui/page-loading'
import './schoolx.css'

const t = schoolxTexts.modules.module
const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null)

/** `/modules/module/{mode}/{id?}/{themeID?}`: a module with its description, places, teachers and themes. */
export default function ModuleScreen({ params }: ScreenProps) {
  const actor = useActorRef(modulePageMachine, { input: { moduleID: idOf(params.id) } })
  const loading = useSelector(actor, sel.selectIsLoading)
  const notFound = useSelector(actor, sel.selectNotFound)
  const failed = useSelector(actor, sel.selectFailed)
  const module = useSelector(actor, sel.selectModule)
  const themeID = idOf(params.themeID)
  const back = (
    <p>
      <Link href="/modules/list/all">{t.back}</Link>
    </p>
  )
  if (loading) return <PageLoading />
  if (notFound || failed || !module)
    return (
      <div className="page schoolx">
        {back}
        <h1>{t.title}</h1>
        {failed ? (
          <div role="alert">
            <p>{t.loadFailed}</p>
            <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'module.retry' })} />
          </div>
        ) : (
          <p>{t.notFound}</p>
        )}
      </div>
    )
  return (
    <div className="page schoolx">
      {back}
      <h1>{module.name}</h1>
      <p className="schoolx-muted">
        {t.course(module.course)} · {t.places(module.places)}
      </p>
      <p className="schoolx-note">{module.description}</p>
      <h2>{t.teachers}</h2>
      {module.teachers.length ? (
        <ul>
          {module.teachers.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p>{t.noTeachers}</p>
      )}
      <h2>{t.themes}</h2>
      <ol className="schoolx-themes">
        {module.themes.map((theme) => (
          <li key={theme.themeID} aria-current={theme.themeID === themeID ? 'true' : undefined}>
            <Link href={`/modules/module/view/${module.moduleID}/${theme.themeID}`}>{theme.name}</Link>
            {theme.themeID === themeID && <span className="schoolx-muted"> — {t.currentTheme}</span>}
          </li>
        ))}
      </ol>
      <p>
        <Link href={`/modules/ModuleRating/${module.moduleID}`}>{t.rating}</Link>
      </p>
    </div>
  )
}
