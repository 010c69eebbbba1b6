import { oauthTexts } from '@/texts/ru/login'
import { AuthCard } from './auth-card'

export default function OAuthUserNotFoundScreen() {
  return (
    <AuthCard icon="pi pi-user-minus" title={oauthTexts.userNotFoundTitle} role="alert">
      <p>{oauthTexts.userNotFound}</p>
    </AuthCard>
  )
}
