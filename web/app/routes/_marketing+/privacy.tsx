import { json } from '@remix-run/node'
import { useLoaderData, type MetaFunction } from '@remix-run/react'
import { LegalPage } from '#app/components/content/LegalPage.tsx'
import { getLegalPage } from '#app/content/cms.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.page?.title ?? 'Privacy'} | 9ja Lottery` }]

export async function loader() {
  const page = await getLegalPage('privacy')
  return json({ page: page.value })
}

export default function PrivacyPage() {
  const { page } = useLoaderData<typeof loader>()
  return <LegalPage page={page} testId="privacy-page" />
}
