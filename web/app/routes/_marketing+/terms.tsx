import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LegalPage } from '#app/components/content/LegalPage.tsx'
import { getLegalPage } from '#app/content/cms.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = {
  pageTitle: ({ data }) => (data?.page ? { name: 'named', values: { name: data.page.title } } : 'terms'),
} satisfies PageTitleHandle<typeof loader>

export async function loader() {
  const page = await getLegalPage('terms')
  return json({ page: page.value })
}

export default function TermsPage() {
  const { page } = useLoaderData<typeof loader>()
  return <LegalPage page={page} testId="terms-page" />
}
