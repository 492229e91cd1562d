import { json } from '@remix-run/node'
import { useLoaderData, type MetaFunction } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LegalPage } from '#app/components/content/LegalPage.tsx'
import { getLegalPage } from '#app/content/cms.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.page?.title ?? 'Rules'} | 9ja Lottery` }]

export async function loader() {
  const page = await getLegalPage('rules')
  return json({ page: page.value })
}

export default function RulesPage() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return <LegalPage page={page} testId="rules-page" tagline={t('rules.tagline')} />
}
