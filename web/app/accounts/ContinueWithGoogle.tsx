import { useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RootLoaderData } from '#app/root-loader-data.ts'

/**
 * "Continue with Google" on login and signup: a plain link (a GET that redirects to the provider, so it
 * works before JavaScript loads and the page's form-action policy has no say), then "or" above the form.
 * Offered only when a provider is set (OIDC_ISSUER): a button that could only answer "not configured" is not shown.
 */
export function ContinueWithGoogle({ from }: { from?: string | null }) {
  const { t } = useTranslation('accounts')
  const offered = useRouteLoaderData<RootLoaderData>('root')?.publicEnv.GOOGLE_SIGN_IN ?? false
  if (!offered) return null
  const href = from ? `/auth/google?from=${encodeURIComponent(from)}` : '/auth/google'
  return (
    <div className="oidc-continue">
      <a href={href} className="button button-block button-outline" data-testid="continue-with-google" rel="nofollow">
        {t('oidc.continue')}
      </a>
      <p className="oidc-or muted" aria-hidden="true">
        {t('oidc.or')}
      </p>
    </div>
  )
}
