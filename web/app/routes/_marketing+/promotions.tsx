import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ContentUnavailable } from '#app/components/content/ContentUnavailable.tsx'
import { getSessionUser } from '#app/accounts/session.server.ts'
import { getPromotions } from '#app/content/cms.server.ts'
import { getLanguage } from '#app/i18n/i18n.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { pageTitle: 'promotions' } satisfies PageTitleHandle

/** A player on a time-out or self-exclusion is not shown offers to play (responsible gambling: marketing stops). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  const restriction = user?.protection?.restriction
  if (restriction && Date.parse(restriction.until) > Date.now()) {
    return json({ promotions: null, onBreak: true }, { headers: { 'Cache-Control': 'private, no-store' } })
  }
  const promotions = await getPromotions(getLanguage(request))
  return json({ promotions: promotions.value, onBreak: false })
}

export default function PromotionsPage() {
  const { promotions, onBreak } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <main className="page" data-testid="promotions-page">
      <h1>{t('promotions.title')}</h1>
      {onBreak ? (
        <p data-testid="promotions-withheld">{t('promotions.withheldOnBreak')}</p>
      ) : promotions ? (
        <ul className="promotion-stack">
          {promotions.map((promotion, index) => (
            <li key={promotion.id} className="promotion">
              <img
                src={promotion.image.src}
                alt={promotion.image.alt}
                lang={promotion.lang}
                title={promotion.title}
                width={promotion.image.width}
                height={promotion.image.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </li>
          ))}
        </ul>
      ) : (
        <ContentUnavailable />
      )}
    </main>
  )
}
