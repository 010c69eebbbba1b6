import type { ReactNode } from 'react'
import { AppFooter } from './app-footer'
import { shellTexts } from '@/texts/ru/shell'
import './shell.css'

/** The visitor-only frame (/sovet): a plain title bar, the content and the footer — no menu, no account controls. */
export function VisitorLayout({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <div className="shell shell-visitor">
      <header className="toolbar" role="banner">
        <img
          src={`${import.meta.env.BASE_URL}img/icons/svg/logo.svg`}
          alt=""
          width={28}
          height={28}
          className="toolbar-logo"
        />
        <span className="toolbar-title">{title ?? shellTexts.visitorTitle}</span>
      </header>
      <div className="shell-main">
        <main id="main" className="content" tabIndex={-1}>
          {children}
        </main>
        <AppFooter />
      </div>
    </div>
  )
}
