import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LegalPage } from '#app/components/content/LegalPage.tsx'
import { getLegalPage } from '#app/content/cms.server.ts'
import { getLanguage } from '#app/i18n/i18n.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = {
  pageTitle: ({ data }) => (data?.page ? { name: 'named', values: { name: data.page.title } } : 'terms'),
} satisfies PageTitleHandle<typeof loader>

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await getLegalPage('terms', getLanguage(request))
  return json({ page: page.value })
}

export default function TermsPage() {
  const { page } = useLoaderData<typeof loader>()
  return <LegalPage page={page} testId="terms-page" />
}
