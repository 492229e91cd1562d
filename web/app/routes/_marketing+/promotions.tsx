import { json } from '@remix-run/node'
import { useLoaderData, type MetaFunction } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ContentUnavailable } from '#app/components/content/ContentUnavailable.tsx'
import { getPromotions } from '#app/content/cms.server.ts'

export const meta: MetaFunction = () => [{ title: 'Promotions | 9ja Lottery' }]

export async function loader() {
  const promotions = await getPromotions()
  return json({ promotions: promotions.value })
}

export default function PromotionsPage() {
  const { promotions } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <main className="page" data-testid="promotions-page">
      <h1>{t('promotions.title')}</h1>
      {promotions ? (
        <ul className="promotion-stack">
          {promotions.map((promotion, index) => (
            <li key={promotion.id} className="promotion">
              <img
                src={promotion.image.src}
                alt={promotion.image.alt}
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
