import { Link } from 'wouter'
import { shellPageTexts as t } from '@/texts/ru/shell-pages'
import './section.css'

export interface SectionLinkView {
  text: string
  url?: string
  href?: string
}

export interface SectionScreenProps {
  name: string
  params: string[]
  breadcrumb: SectionLinkView[]
  subPages: SectionLinkView[]
}

export function LinkTo({ link, icon }: { link: SectionLinkView; icon?: string }) {
  const inner = (
    <>
      {icon && <span className={icon} aria-hidden />}
      <span>{link.text}</span>
    </>
  )
  if (link.url) return <Link href={link.url}>{inner}</Link>
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {inner}
      <span className="sr-only"> {t.openInNewTab}</span>
    </a>
  )
}

/**
 * The honest page of a section whose own screen is specified elsewhere (or nowhere): its name and
 * parameters, the menu path that leads to it, and the pages this user may open from here.
 */
export default function SectionScreen({ name, params, breadcrumb, subPages }: SectionScreenProps) {
  return (
    <div className="section-page">
      <nav aria-label={t.breadcrumb}>
        <ol className="breadcrumb">
          {breadcrumb.map((crumb, i) => (
            <li key={i} aria-current={i === breadcrumb.length - 1 ? 'page' : undefined}>
              {crumb.url && i < breadcrumb.length - 1 ? (
                <Link href={crumb.url}>{crumb.text}</Link>
              ) : (
                <span>{crumb.text}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1>{name}</h1>
      {params.length > 0 && (
        <ul className="section-params" aria-label={t.parameters}>
          {params.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <p className="muted">{t.sectionNote}</p>
      <section className="section-card" aria-labelledby="section-sub-pages">
        <h2 id="section-sub-pages">{t.subPages}</h2>
        {subPages.length === 0 ? (
          <p>{t.noSubPages}</p>
        ) : (
          <ul className="section-links">
            {subPages.map((link) => (
              <li key={link.url ?? link.href}>
                <LinkTo link={link} icon="pi pi-angle-right" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
