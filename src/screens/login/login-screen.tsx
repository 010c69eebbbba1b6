import { LoginPanel } from './login-panel'

export default function LoginScreen() {
  return (
    <div className="login-page">
      <LoginPanel />
    </div>
  )
}
