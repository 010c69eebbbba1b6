import { useMemo } from 'react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { Skeleton } from 'primereact/skeleton'
import type { FeedCategory, FeedItem } from '@/api/feed'
import type { feedMachine } from '@/machines/feed/feed.machine'
import {
  selectCategory,
  selectFailed,
  selectFeedCategories,
  selectFeedItems,
  selectIsLoading,
  selectNewCount,
  selectPeriodDays,
  selectVisibleItems,
} from '@/machines/feed/feed.selectors'
import { FEED_PERIOD_DAYS } from '@/lib/constants/feed'
import { formatRuDateTime } from '@/lib/dates'
import { feedDateTexts, feedTexts as t } from '@/texts/ru/feed'
import { FilterSelect } from '@/ui/filter-select'
import './home.css'

type FeedRef = ActorRefFrom<typeof feedMachine>

const ruTime = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' })
const ruDateYear = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** Dates in Russian: 'Сегодня, 10:15', 'Вчера, 09:00', '20 ноября, 09:00', with the year when it is not this one. */
export function feedDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso)
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
  const diff = Math.round((day(now) - day(date)) / 864e5)
  if (diff === 0) return `${feedDateTexts.today}, ${ruTime.format(date)}`
  if (diff === 1) return `${feedDateTexts.yesterday}, ${ruTime.format(date)}`
  return date.getFullYear() === now.getFullYear() ? formatRuDateTime(iso) : ruDateYear.format(date)
}

function ItemTitle({ item }: { item: FeedItem }) {
  if (!item.href) return <>{item.title}</>
  if (/^https?:\/\//.test(item.href))
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer">
        {item.title}
      </a>
    )
  return <Link href={item.href}>{item.title}</Link>
}

function FeedEntry({ item, category }: { item: FeedItem; category: FeedCategory | undefined }) {
  return (
    <li className={`feed-item ${item.isNew ? 'is-new' : ''}`}>
      <span className={`feed-item-icon ${category?.icon ?? 'pi pi-bell'}`} aria-hidden />
      <div className="feed-item-body">
        <h3>
          <ItemTitle item={item} />
          {item.isNew && <span className="feed-new">{t.newBadge}</span>}
        </h3>
        <p>{item.text}</p>
        <small className="muted">
          {category?.name && <span>{category.name} · </span>}
          <time dateTime={item.fullDate}>{feedDate(item.fullDate)}</time>
        </small>
      </div>
    </li>
  )
}

function CategoryFilter({ feed }: { feed: FeedRef }) {
  const categories = useSelector(feed, selectFeedCategories)
  const items = useSelector(feed, selectFeedItems)
  const current = useSelector(feed, selectCategory)
  // One pass over the items per load (not one per category, on every render).
  const counts = useMemo(() => {
    const byCategory = new Map<number, number>()
    for (const item of items) byCategory.set(item.categoryID, (byCategory.get(item.categoryID) ?? 0) + 1)
    return byCategory
  }, [items])
  const used = categories.filter((c) => counts.has(c.categoryID))
  if (used.length === 0) return null
  const option = (categoryID: number | null, name: string, count: number) => (
    <button
      key={categoryID ?? 'all'}
      type="button"
      className="feed-filter-option"
      aria-pressed={current === categoryID}
      onClick={() => feed.send({ type: 'category.select', categoryID })}
    >
      {name} <span className="feed-filter-count">{count}</span>
    </button>
  )
  return (
    <div className="feed-filter" role="group" aria-label={t.categories}>
      {option(null, t.allCategories, items.length)}
      {used.map((c) => option(c.categoryID, c.name, counts.get(c.categoryID) ?? 0))}
    </div>
  )
}

function PeriodSelect({ feed }: { feed: FeedRef }) {
  const days = useSelector(feed, selectPeriodDays)
  return (
    <FilterSelect
      className="feed-period"
      label={t.period}
      value={days}
      options={FEED_PERIOD_DAYS.map((d) => ({ value: d, label: t.periods[d] }))}
      onChange={(next) => next !== null && feed.send({ type: 'period.select', days: next })}
    />
  )
}

/** The feed: category filter, 'new' flags, Russian dates; `limit` shortens it (home page). */
export function FeedView({ feed, limit, withPeriod = false }: { feed: FeedRef; limit?: number; withPeriod?: boolean }) {
  const loading = useSelector(feed, selectIsLoading)
  const failed = useSelector(feed, selectFailed)
  const visible = useSelector(feed, selectVisibleItems)
  const categories = useSelector(feed, selectFeedCategories)
  const newCount = useSelector(feed, selectNewCount)
  const category = useSelector(feed, selectCategory)
  const byID = useMemo(() => new Map(categories.map((c) => [c.categoryID, c])), [categories])
  const shown = limit ? visible.slice(0, limit) : visible
  return (
    <section className="feed" aria-busy={loading}>
      <div className="feed-toolbar">
        {newCount > 0 && <span className="feed-new-count">{t.newCount(newCount)}</span>}
        {withPeriod && <PeriodSelect feed={feed} />}
        <Button
          type="button"
          icon="pi pi-refresh"
          text
          rounded
          aria-label={t.refresh}
          onClick={() => feed.send({ type: 'feed.refresh' })}
          disabled={loading}
        />
      </div>
      <CategoryFilter feed={feed} />
      {loading && visible.length === 0 && (
        <div aria-label={t.loading}>
          <Skeleton height="4rem" style={{ marginBottom: 8 }} />
          <Skeleton height="4rem" style={{ marginBottom: 8 }} />
          <Skeleton height="4rem" />
        </div>
      )}
      {failed && (
        <div role="alert">
          <p className="form-error">{t.loadFailed}</p>
          <Button label={t.retry} icon="pi pi-refresh" onClick={() => feed.send({ type: 'feed.refresh' })} />
        </div>
      )}
      {!loading && !failed && shown.length === 0 && (
        <p className="muted">{category === null ? t.empty : t.emptyFilter}</p>
      )}
      {shown.length > 0 && (
        <ul className="feed-list">
          {shown.map((item) => (
            <FeedEntry key={item.feedID} item={item} category={byID.get(item.categoryID)} />
          ))}
        </ul>
      )}
    </section>
  )
}
