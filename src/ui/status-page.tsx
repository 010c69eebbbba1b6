import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { shellPageTexts as t } from '@/texts/ru/shell-pages'
import './status-page.css'

/** A service page: a code, a title, a text and the ways on (home, back, or what the caller adds). */
export function StatusPage({
  code,
  title,
  text,
  children,
  home = true,
  back = false,
}: {
  code?: string
  title: string
  text: ReactNode
  children?: ReactNode
  home?: boolean
  back?: boolean
}) {
  return (
    <section className="status-page" aria-labelledby="status-title">
      {code && (
        <p className="status-code" aria-hidden>
          {code}
        </p>
      )}
      <h1 id="status-title">{title}</h1>
      <div>{text}</div>
      <div className="status-actions">
        {children}
        {back && (
          <button type="button" className="p-button p-button-outlined" onClick={() => history.back()}>
            {t.back}
          </button>
        )}
        {home && (
          <Link href="/" className="p-button">
            {t.home}
          </Link>
        )}
      </div>
    </section>
  )
}
