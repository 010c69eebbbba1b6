import { Link } from 'wouter'
import { referenceTexts as t } from '@/texts/ru/reference'

export function BackToAdmin() {
  return (
    <Link href="/Admin" className="ref-back">
      <i className="pi pi-arrow-left" aria-hidden /> {t.back}
    </Link>
  )
}
