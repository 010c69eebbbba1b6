import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { newsFormSchema, type News, type NewsFormInput } from '@/api/nir-news'
import { newsEditMachine } from '@/machines/nir/nir-news-edit.machine'
import {
  selectBusy,
  selectError,
  selectFailed,
  selectFormKey,
  selectJustSaved,
  selectLoading,
  selectNews,
  selectRemoved,
} from '@/machines/nir/nir-news-edit.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import { NEWS_SCIENCE_LINK_MAX, NEWS_SCIENCE_TEXT_MAX, NEWS_SCIENCE_TITLE_MAX } from '@/lib/constants/nir'
import { nirNewsTexts as t } from '@/texts/ru/nir-news'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { DateFormField } from '@/ui/form/date-form-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { dateToIso } from '@/ui/date-field-parse'
import { confirm } from '@/ui/confirm'
import { FeedLink, NewsLoadFailure, newsErrorText, newsIdOf } from './news-parts'
import './nir.css'
import './news.css'

type EditActor = ReturnType<typeof useActorRef<typeof newsEditMachine>>

/** /NewsScience/NewsScienceAdd/ and /NewsScience/NewsEdit/{newsID?}: add, edit or delete a science news item. */
export default function NewsEditScreen({ params }: ScreenProps) {
  const newsID = newsIdOf(params.newsID)
  return (
    <div className="page nir-page news-page">
      <header className="nir-header">
        <h1>{newsID === null ? t.addTitle : t.editTitle}</h1>
      </header>
      <FeedLink />
      {Number.isNaN(newsID) ? <Message severity="warn" text={t.badID} /> : <NewsEditor newsID={newsID} />}
    </div>
  )
}

function NewsEditor({ newsID }: { newsID: number | null }) {
  const actor = useActorRef(newsEditMachine, { input: { newsID } })
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const removed = useSelector(actor, selectRemoved)
  const news = useSelector(actor, selectNews)
  const formKey = useSelector(actor, selectFormKey)
  const error = useSelector(actor, selectError)
  if (loading) return <p role="status">{t.loading}</p>
  if (failed) return <NewsLoadFailure error={error} onRetry={() => actor.send({ type: 'load.retry' })} />
  if (removed) return <Message severity="success" text={t.removed} role="status" />
  return <NewsForm key={formKey} actor={actor} news={news} />
}

function NewsForm({ actor, news }: { actor: EditActor; news: News | null }) {
  const busy = useSelector(actor, selectBusy)
  const error = useSelector(actor, selectError)
  const saved = useSelector(actor, selectJustSaved)
  const defaults: NewsFormInput = {
    title: news?.title ?? '',
    text: news?.text ?? '',
    date: news?.date ?? dateToIso(new Date()),
    link: news?.link ?? '',
  }
  const form = useAppForm(newsFormSchema, { defaultValues: defaults })
  const remove = async () => {
    if (news && (await confirm(t.confirmRemove(news.title)))) actor.send({ type: 'news.remove' })
  }
  return (
    <>
      {saved ? <Message severity="success" text={t.saved} role="status" className="news-back" /> : null}
      <AppForm
        form={form}
        busy={busy}
        error={newsErrorText(error)}
        label={news ? t.editTitle : t.addTitle}
        className="nir-form news-form"
        onSubmit={(values) => actor.send({ type: 'news.save', values })}
      >
        <TextField name="title" label={t.title} required maxLength={NEWS_SCIENCE_TITLE_MAX} />
        <DateFormField name="date" label={t.date} required />
        <TextAreaField
          name="text"
          label={t.text}
          required
          rows={8}
          maxLength={NEWS_SCIENCE_TEXT_MAX}
          hint={t.textHint}
        />
        <TextField name="link" label={t.link} maxLength={NEWS_SCIENCE_LINK_MAX} hint={t.linkHint} inputMode="url" />
        <div className="app-form-actions">
          <SubmitButton label={t.save} icon="pi pi-check" />
          {news ? (
            <Button
              type="button"
              label={t.remove}
              icon="pi pi-trash"
              outlined
              disabled={busy}
              onClick={() => void remove()}
            />
          ) : null}
        </div>
      </AppForm>
    </>
  )
}
