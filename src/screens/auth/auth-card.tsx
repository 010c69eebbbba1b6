import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { oauthTexts } from '@/texts/ru/login'

export function AuthCard({
  icon,
  title,
  children,
  role,
}: {
  icon: string
  title: string
  children?: ReactNode
  role?: 'alert' | 'status'
}) {
  return (
    <div className="login-page">
      <section className="login-card" role={role}>
        <span className={`${icon} auth-card-icon`} aria-hidden />
        <h1>{title}</h1>
        {children}
        <Link href="/login" className="p-button p-button-outlined auth-card-link">
          {oauthTexts.toLogin}
        </Link>
      </section>
    </div>
  )
}
