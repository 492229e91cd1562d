import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Accordion } from '#app/components/content/Accordion.tsx'
import { ContentUnavailable } from '#app/components/content/ContentUnavailable.tsx'
import { getHowToPlay } from '#app/content/cms.server.ts'
import { getLanguage } from '#app/i18n/i18n.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { pageTitle: 'howToPlay' } satisfies PageTitleHandle

export async function loader({ request }: LoaderFunctionArgs) {
  const entries = await getHowToPlay(getLanguage(request))
  return json({ entries: entries.value })
}

export default function HowToPlayPage() {
  const { entries } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <main className="page" data-testid="how2play-page">
      <h1>{t('howToPlay.title')}</h1>
      {entries ? <Accordion name="how-to-play" items={entries} /> : <ContentUnavailable />}
    </main>
  )
}
