import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Accordion } from '#app/components/content/Accordion.tsx'
import { ContentUnavailable } from '#app/components/content/ContentUnavailable.tsx'
import { getHowToPlay } from '#app/content/cms.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { pageTitle: 'howToPlay' } satisfies PageTitleHandle

export async function loader() {
  const entries = await getHowToPlay()
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
