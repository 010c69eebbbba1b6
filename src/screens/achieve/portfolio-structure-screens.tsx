import { Link, useLocation } from 'wouter'
import { WORK_LEVELS, WORK_RESULTS } from '@/api/achieve'
import {
  attrResource,
  categoryAdminResource,
  categoryResource,
  kindOptions,
  pointsResource,
  typeAdminResource,
  typeResource,
} from '@/api/portfolio-resources'
import { ResourceScreen } from '@/kit/resource-screen'
import { useResourceRows } from '@/kit/use-resource'
import { canDo } from '@/lib/resource/define-resource'
import type { ScreenProps } from '@/lib/screen-props'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { FilterSelect } from '@/ui/filter-select'
import { achieveTexts } from '@/texts/ru/achieve'
import { portfolioTexts as t } from '@/texts/ru/portfolio'
import './achieve.css'

const w = achieveTexts.work
const levels = WORK_LEVELS.map((l) => ({ id: l, name: w.levels[l] }))
const results = WORK_RESULTS.map((r) => ({ id: r, name: w.results[r] }))

/** The name of a category from the lookup list ('…' while it loads). */
function useCategoryName(categoryID: number): string {
  const rows = useResourceRows(categoryResource)
  return (rows.find((c) => c.id === categoryID)?.name as string | undefined) ?? '…'
}

/** /Portfolio/ListCategories: the categories, each opening its types; the admin gets a link to edit them. */
export function CategoriesScreen() {
  const roles = SessionContext.useSelector(selectRoles)
  return (
    <ResourceScreen resource={categoryResource} title={t.categoriesTitle} exportFileName="portfolio-categories">
      <nav className="ach-links" aria-label={t.categoriesTitle}>
        <Link href="/portfolio">{w.myTitle}</Link>
        <Link href="/Portfolio/Overview">{t.view.overviewTitle}</Link>
        {canDo(categoryAdminResource, 'edit', roles) && <Link href="/Portfolio/Admin/EditCategories">{t.toEdit}</Link>}
      </nav>
    </ResourceScreen>
  )
}

/** /Portfolio/ListTypes/{categoryID}: the types of a category (what the student's editor offers). */
export function TypesScreen({ params }: ScreenProps) {
  const categoryID = Number(params.categoryID) || 0
  const name = useCategoryName(categoryID)
  return (
    <ResourceScreen resource={typeResource} title={t.typesTitle(name)} params={{ categoryID }}>
      <nav className="ach-links" aria-label={t.backToCategories}>
        <Link href="/Portfolio/ListCategories">{t.backToCategories}</Link>
        <Link href={`/Portfolio/ListWorksByCategory/${encodeURIComponent(name)}`}>{t.view.byCategory(name)}</Link>
      </nav>
    </ResourceScreen>
  )
}

/** /Portfolio/Admin/EditCategories: create, rename, delete (an empty) category; each opens its types. */
export function EditCategoriesScreen() {
  return (
    <ResourceScreen
      resource={categoryAdminResource}
      title={t.editCategoriesTitle}
      exportFileName="portfolio-categories"
    >
      <nav className="ach-links" aria-label={t.editCategoriesTitle}>
        <Link href="/Portfolio/ListCategories">{t.categoriesTitle}</Link>
        <Link href="/Portfolio/Admin/PointsSettings">{t.toPoints}</Link>
      </nav>
    </ResourceScreen>
  )
}

/** /Portfolio/Admin/EditTypes/{categoryID}: the category's types; each opens its attributes. */
export function EditTypesScreen({ params }: ScreenProps) {
  const categoryID = Number(params.categoryID) || 0
  const name = useCategoryName(categoryID)
  return (
    <ResourceScreen resource={typeAdminResource} title={t.editTypesTitle(name)} params={{ categoryID }}>
      <nav className="ach-links" aria-label={t.backToEditCategories}>
        <Link href="/Portfolio/Admin/EditCategories">{t.backToEditCategories}</Link>
        <Link href={`/Portfolio/Admin/PointsSettings/${categoryID}`}>{t.toPoints}</Link>
      </nav>
    </ResourceScreen>
  )
}

/** /Portfolio/Admin/EditAttrs/{typeID}: the fields a work of the type asks for. */
export function EditAttrsScreen({ params }: ScreenProps) {
  const typeID = Number(params.typeID) || 0
  const type = useResourceRows(typeResource).find((x) => x.id === typeID)
  return (
    <ResourceScreen
      resource={attrResource}
      title={t.editAttrsTitle((type?.name as string | undefined) ?? '…')}
      params={{ typeID }}
      lists={{ kinds: kindOptions }}
    >
      <nav className="ach-links" aria-label={t.backToTypes}>
        {type && <Link href={`/Portfolio/Admin/EditTypes/${String(type.categoryID)}`}>{t.backToTypes}</Link>}
      </nav>
      <p>{t.attrsHint}</p>
    </ResourceScreen>
  )
}

/** /Portfolio/Admin/PointsSettings/{categoryID?}: points per category, level and result. */
export function PointsSettingsScreen({ params }: ScreenProps) {
  const [, navigate] = useLocation()
  const categoryID = Number(params.categoryID) || 0
  const categories = useResourceRows(categoryResource)
  const options = [
    { value: 0, label: t.allCategories },
    ...categories.map((c) => ({ value: Number(c.id), label: String(c.name) })),
  ]
  return (
    <ResourceScreen
      resource={pointsResource}
      title={t.pointsTitle}
      params={{ categoryID }}
      lists={{ categories, levels, results }}
      exportFileName="portfolio-points"
    >
      <nav className="ach-links" aria-label={t.pointsTitle}>
        <Link href="/Portfolio/Admin/EditCategories">{t.backToEditCategories}</Link>
      </nav>
      <p>{t.pointsHint}</p>
      <FilterSelect
        label={t.pointsCategory}
        options={options}
        value={categoryID}
        onChange={(id) => navigate(id ? `/Portfolio/Admin/PointsSettings/${id}` : '/Portfolio/Admin/PointsSettings')}
      />
    </ResourceScreen>
  )
}
