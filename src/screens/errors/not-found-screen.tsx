import { Link } from 'wouter'
import { pageTexts } from '@/texts/ru/pages'
import { commonTexts } from '@/texts/ru/common'

export default function NotFoundScreen() {
  return (
    <div className="login-page">
      <section className="login-card" aria-labelledby="nf-title">
        <p className="error-code" aria-hidden>
          404
        </p>
        <h1 id="nf-title">{pageTexts.notFoundTitle}</h1>
        <p>{pageTexts.notFoundText}</p>
        <Link href="/" className="p-button">
          {commonTexts.home}
        </Link>
      </section>
    </div>
  )
}
