import { createElement, type ComponentType } from 'react'
import { lazy } from '@/lib/lazy'
import type { ScreenProps } from '@/lib/screen-props'
import type { RouteRecord } from './types'
import type { StatPageKey } from '@/screens/nir/stat-screen'
import { shellRoutes } from './shell.routes'
import { NIR_ADMIN_ROLE, NIR_AUTHOR_SLUG, NIR_CABINETS, NIR_GOST_SLUG, NIR_TYPE_CABINETS } from '@/lib/constants/nir'
import { nirTexts } from '@/texts/ru/nir'
import { menuTexts } from '@/texts/ru/menu'

const WorkEditorScreen = lazy(() => import('@/screens/nir/work-editor-screen'))
const PublicationListScreen = lazy(() => import('@/screens/nir/publication-list-screen'))
const GostListScreen = lazy(() => import('@/screens/nir/gost-list-screen'))
const NirStatScreen = lazy(() => import('@/screens/nir/stat-screen'))
const FinNirClaimScreen = lazy(() => import('@/screens/nir/finnir-claim-screen'))
const FinNirShowScreen = lazy(() => import('@/screens/nir/finnir-show-screen'))
const FinNirRegisterScreen = lazy(() => import('@/screens/nir/finnir-register-screen'))
const ContractListScreen = lazy(() => import('@/screens/nir/contract-list-screen'))
const ContractShowScreen = lazy(() => import('@/screens/nir/contract-show-screen'))
const ContractEditScreen = lazy(() => import('@/screens/nir/contract-edit-screen'))
const SkifScreen = lazy(() => import('@/screens/nir/skif-screen'))
const NirsListScreen = lazy(() => import('@/screens/nir/nirs-list-screen'))
const NirsSemesterScreen = lazy(() => import('@/screens/nir/nirs-semester-screen'))
const NewsFeedScreen = lazy(() => import('@/screens/nir/news-feed-screen'))
const NewsEditScreen = lazy(() => import('@/screens/nir/news-edit-screen'))
const FinNirAuthorCab = lazy(() =>
  import('@/screens/nir/finnir-cabinet-screen').then((m) => ({ default: m.FinNirAuthorCabScreen })),
)
const FinNirUniCab = lazy(() =>
  import('@/screens/nir/finnir-cabinet-screen').then((m) => ({ default: m.FinNirUniCabScreen })),
)

/** The shell's record of a spec path (its access, layout, title, name and roles stay as spec 1 §2 has them). */
function shell(path: string): RouteRecord {
  const record = shellRoutes.find((r) => r.path === path)
  if (!record) throw new Error(`no shell route ${path}`)
  return record
}

/** The list screen for one fixed role slug (these routes are literal paths, without a :role parameter). */
function listFor(role: string): ComponentType<ScreenProps> {
  const Screen = (props: ScreenProps) => createElement(PublicationListScreen, { params: { ...props.params, role } })
  Screen.displayName = `PublicationList(${role})`
  return Screen
}

/** A statistics page by its key (spec 1 §2 «Science»: six statistics paths). */
function statFor(page: StatPageKey): ComponentType<ScreenProps> {
  const Screen = (props: ScreenProps) => createElement(NirStatScreen, { ...props, page })
  Screen.displayName = `NirStat(${page})`
  return Screen
}
const STAT_ROUTES: [string, StatPageKey][] = [
  ['/nir/Stat/statMic', 'statMic'],
  ['/nirStat', 'nirStat'],
  ['/Science/GlobalStat', 'globalStat'],
  ['/nirStatType', 'nirStatType'],
  ['/nirsStatType', 'nirsStatType'],
  ['/nirsStatTypeInfo', 'nirsStatTypeInfo'],
]

const cabinetNames = menuTexts.listpublication as Record<string, string>
const list = shell('/listpublication/:role')

/**
 * Routes of the research works area. The statistics pages come first (/nir/Stat/statMic before the
 * editor's pattern /nir/{typeID}/{workID?} does not swallow it; /listpublication/{role} becomes real for
 * the author's own list, the verification cabinets and the other science cabinets of spec 1 §6 (a type
 * cabinet confirms the act of accepted works of its kinds, or returns one to its author).
 */
export const nirRoutes: RouteRecord[] = [
  { ...shell('/FinNir/Claim'), screen: FinNirClaimScreen, area: 'nir' },
  { ...shell('/FinNir/EditClaim/:workID'), screen: FinNirClaimScreen, area: 'nir' },
  { ...shell('/FinNir/Show/:workID'), screen: FinNirShowScreen, area: 'nir' },
  { ...shell('/FinNir/AuthorCab'), screen: FinNirAuthorCab, area: 'nir' },
  { ...shell('/FinNir/UNICab'), screen: FinNirUniCab, area: 'nir' },
  { ...shell('/FinNir/Register/:workID?'), screen: FinNirRegisterScreen, area: 'nir' },
  { ...shell('/ContractWork/show/:workID'), screen: ContractShowScreen, area: 'nir' },
  { ...shell('/ContractWork/edit/:workID'), screen: ContractEditScreen, area: 'nir' },
  { ...shell('/ContractWork/:workID?'), screen: ContractListScreen, area: 'nir' },
  { ...shell('/Skif/:workID?'), screen: SkifScreen, area: 'nir' },
  { ...shell('/NIRSemestr/NIRSList'), screen: NirsListScreen, area: 'nir' },
  { ...shell('/NIRSemestr/NIRSemestr/:SID?/:SEM?/:BaseList?'), screen: NirsSemesterScreen, area: 'nir' },
  { ...shell('/NewsScience/NewsScience'), screen: NewsFeedScreen, area: 'nir' },
  { ...shell('/NewsScience/NewsScienceAdd/'), screen: NewsEditScreen, area: 'nir' },
  { ...shell('/NewsScience/NewsEdit/:newsID?'), screen: NewsEditScreen, area: 'nir' },
  ...STAT_ROUTES.map(([path, page]) => ({ ...shell(path), screen: statFor(page), area: 'nir' })),
  { ...shell('/nir/:typeID/:workID?'), screen: WorkEditorScreen, area: 'nir' },
  {
    ...list,
    path: `/listpublication/${NIR_AUTHOR_SLUG}`,
    screen: listFor(NIR_AUTHOR_SLUG),
    area: 'nir',
    name: 'Мои научные работы',
  },
  {
    ...list,
    path: `/listpublication/${NIR_GOST_SLUG}`,
    screen: GostListScreen,
    area: 'nir',
    name: nirTexts.gost.title,
  },
  ...NIR_CABINETS.map((c) => ({
    ...list,
    path: `/listpublication/${c.slug}`,
    screen: listFor(c.slug),
    area: 'nir',
    name: cabinetNames[c.slug] ?? list.name,
    roles: [c.role],
  })),
  ...NIR_TYPE_CABINETS.map((c) => ({
    ...list,
    path: `/listpublication/${c.slug}`,
    screen: listFor(c.slug),
    area: 'nir',
    name: cabinetNames[c.slug] ?? list.name,
    roles: [c.role, NIR_ADMIN_ROLE],
  })),
]
