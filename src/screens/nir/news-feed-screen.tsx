import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Paginator } from 'primereact/paginator'
import type { News } from '@/api/nir-news'
import { newsFeedMachine } from '@/machines/nir/nir-news-feed.machine'
import {
  selectData,
  selectError,
  selectFailed,
  selectLoading,
  selectPage,
} from '@/machines/nir/nir-news-feed.selectors'
import { NEWS_SCIENCE_PAGE_SIZE } from '@/lib/constants/nir'
import { nirNewsTexts as t } from '@/texts/ru/nir-news'
import { formatDate } from './format'
import { NewsLoadFailure, useNewsEditor } from './news-parts'
import './nir.css'
import './news.css'

/** /NewsScience/NewsScience: the science news, newest first, by pages; editors add and edit items. */
export default function NewsFeedScreen() {
  const actor = useActorRef(newsFeedMachine)
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const data = useSelector(actor, selectData)
  const error = useSelector(actor, selectError)
  const page = useSelector(actor, selectPage)
  const editor = useNewsEditor()
  return (
    <div className="page nir-page news-page">
      <header className="nir-header">
        <h1>{t.feedTitle}</h1>
        {editor ? (
          <Link href="/NewsScience/NewsScienceAdd/" className="p-button p-button-sm">
            <i className="pi pi-plus" aria-hidden="true" />
            &nbsp;{t.add}
          </Link>
        ) : null}
      </header>
      {failed ? <NewsLoadFailure error={error} onRetry={() => actor.send({ type: 'load.retry' })} /> : null}
      {loading ? <p role="status">{t.loading}</p> : null}
      {!failed && data ? (
        <>
          {data.items.length === 0 ? <p>{t.empty}</p> : null}
          <ul className="news-feed" aria-label={t.feedLabel} aria-busy={loading}>
            {data.items.map((item) => (
              <NewsItem key={item.newsID} item={item} editor={editor} />
            ))}
          </ul>
          {data.total > NEWS_SCIENCE_PAGE_SIZE ? (
            <nav aria-label={t.pager}>
              <Paginator
                first={(page - 1) * NEWS_SCIENCE_PAGE_SIZE}
                rows={NEWS_SCIENCE_PAGE_SIZE}
                totalRecords={data.total}
                onPageChange={(e) => actor.send({ type: 'page.go', page: e.page + 1 })}
              />
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  )
}

/** One item: its text is plain text (never markup), the link only an http(s) address. */
function NewsItem({ item, editor }: { item: News; editor: boolean }) {
  const headingID = `news-${item.newsID}`
  return (
    <li>
      <article className="news-item" aria-labelledby={headingID}>
        <h2 id={headingID}>{item.title}</h2>
        <p className="news-meta">
          <time dateTime={item.date}>{formatDate(item.date)}</time>
          {item.author ? (
            <span>
              {' · '}
              {t.author}: {item.author}
            </span>
          ) : null}
        </p>
        <p className="news-text">{item.text}</p>
        <div className="news-actions">
          {item.link ? (
            <a href={item.link} target="_blank" rel="noopener noreferrer" aria-label={t.moreAbout(item.title)}>
              {t.more}
              <i className="pi pi-external-link" aria-hidden="true" />
            </a>
          ) : null}
          {editor ? (
            <Link href={`/NewsScience/NewsEdit/${item.newsID}`} aria-label={t.edit(item.title)}>
              <i className="pi pi-pencil" aria-hidden="true" />
              &nbsp;{t.editShort}
            </Link>
          ) : null}
        </div>
      </article>
    </li>
  )
}
