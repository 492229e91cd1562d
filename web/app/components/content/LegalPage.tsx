import { useTranslation } from 'react-i18next'
import { ContentUnavailable } from './ContentUnavailable.tsx'
import { SanitizedHtml } from './SanitizedHtml.tsx'

/** `lang`: the language of the text (English where it is not written in the player's), for screen readers. */
type LegalContent = { title: string; html: string; lastUpdated: string | null; lang: string }

export function LegalPage({ page, tagline, testId }: { page: LegalContent | null; tagline?: string; testId: string }) {
  const { t } = useTranslation()
  if (!page) {
    return (
      <main className="page" data-testid={testId}>
        <ContentUnavailable />
      </main>
    )
  }
  const lastUpdated = page.lastUpdated
  return (
    <main className="page legal-page" data-testid={testId}>
      <h1 lang={page.lang}>{page.title}</h1>
      {tagline ? <p className="tagline">{tagline}</p> : null}
      {lastUpdated ? <p className="muted">{t('content.lastUpdated', { date: lastUpdated })}</p> : null}
      <SanitizedHtml html={page.html} lang={page.lang} />
    </main>
  )
}
