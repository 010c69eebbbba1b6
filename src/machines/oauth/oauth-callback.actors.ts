import { fromPromise } from '@/machines/from-promise'
import { exchangeOAuthCode, type TokenAnswer } from '@/api/auth'

/** The provider's code exchanged for a cabinet token. */
export const exchangeCode = fromPromise<TokenAnswer, { service: string; code: string; redirectUri: string }>(
  ({ input, signal }) => exchangeOAuthCode(input, { signal }),
)
