import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LegalPage } from '#app/components/content/LegalPage.tsx'
import { getLegalPage } from '#app/content/cms.server.ts'
import { getLanguage } from '#app/i18n/i18n.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = {
  pageTitle: ({ data }) => (data?.page ? { name: 'named', values: { name: data.page.title } } : 'rules'),
} satisfies PageTitleHandle<typeof loader>

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await getLegalPage('rules', getLanguage(request))
  return json({ page: page.value })
}

export default function RulesPage() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return <LegalPage page={page} testId="rules-page" tagline={t('rules.tagline')} />
}
