import { oauthTexts } from '@/texts/ru/login'
import { AuthCard } from './auth-card'

export default function OAuthErrorScreen() {
  return (
    <AuthCard icon="pi pi-exclamation-triangle" title={oauthTexts.errorTitle} role="alert">
      <p>{oauthTexts.error}</p>
    </AuthCard>
  )
}
