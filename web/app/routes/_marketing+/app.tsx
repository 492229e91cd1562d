import { useTranslation } from 'react-i18next'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'
import { InstallAppButton } from '#app/installable/InstallAppButton.tsx'

export const handle = { pageTitle: 'installApp' } satisfies PageTitleHandle

/** Each phone's way to add the site to its home screen; the footer's links point at these sections by id. */
const PLATFORMS = [
  { id: 'android', title: 'installApp.androidTitle', steps: 'installApp.androidSteps' },
  { id: 'iphone', title: 'installApp.iphoneTitle', steps: 'installApp.iphoneSteps' },
] as const

/** How to put the site on a phone's home screen as an app (the footer's app links lead here; no store lists it). */
export default function InstallAppPage() {
  const { t } = useTranslation()
  return (
    <main className="page install-page" data-testid="install-page">
      <h1>{t('installApp.title')}</h1>
      <p>{t('installApp.intro')}</p>
      <InstallAppButton />
      {PLATFORMS.map((platform) => (
        <section key={platform.id} id={platform.id} aria-labelledby={`install-${platform.id}`}>
          <h2 id={`install-${platform.id}`}>{t(platform.title)}</h2>
          <ol className="install-steps">
            {(t(platform.steps, { returnObjects: true }) as string[]).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
      <p>{t('installApp.weakConnection')}</p>
    </main>
  )
}
