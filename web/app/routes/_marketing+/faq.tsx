import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Accordion } from '#app/components/content/Accordion.tsx'
import { ContentUnavailable } from '#app/components/content/ContentUnavailable.tsx'
import { faqCategories, getFaqs } from '#app/content/cms.server.ts'
import { getLanguage } from '#app/i18n/i18n.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { pageTitle: 'faq' } satisfies PageTitleHandle

export async function loader({ request }: LoaderFunctionArgs) {
  const faqs = await getFaqs(getLanguage(request))
  if (!faqs.value) return json({ groups: null })
  const all = faqs.value
  // Spec section 2: the four groups, always in this order.
  const groups = faqCategories.map((category) => ({
    category,
    items: all.filter((faq) => faq.category === category),
  }))
  return json({ groups })
}

export default function FaqPage() {
  const { groups } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <main className="page" data-testid="faq-page">
      <h1>{t('faq.title')}</h1>
      {groups ? (
        groups.map((group) => (
          <section key={group.category} className="faq-group" data-testid={`faq-group-${group.category}`}>
            <h2>{t(`faq.categories.${group.category}`)}</h2>
            <Accordion name={`faq-${group.category}`} items={group.items} />
          </section>
        ))
      ) : (
        <ContentUnavailable />
      )}
    </main>
  )
}
