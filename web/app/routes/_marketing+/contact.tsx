import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ContentUnavailable } from '#app/components/content/ContentUnavailable.tsx'
import { getSiteSettings } from '#app/content/cms.server.ts'
import { getLanguage } from '#app/i18n/i18n.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { pageTitle: 'contact' } satisfies PageTitleHandle

export async function loader({ request }: LoaderFunctionArgs) {
  const settings = await getSiteSettings(getLanguage(request))
  return json({ settings: settings.value })
}

export default function ContactPage() {
  const { settings } = useLoaderData<typeof loader>()
  const { t } = useTranslation()

  // Support works by email: the form writes the player's details into a new message to support.
  function composeEmail(event: FormEvent<HTMLFormElement>) {
    if (!settings) return
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = [
      `${t('contact.fullName')}: ${String(form.get('fullName') ?? '')}`,
      `${t('contact.accountId')}: ${String(form.get('accountId') ?? '')}`,
      '',
      String(form.get('message') ?? ''),
    ].join('\n')
    const query = new URLSearchParams({ subject: t('contact.emailSubject'), body }).toString()
    window.location.href = `mailto:${settings.supportEmail}?${query.replace(/\+/g, '%20')}`
  }

  return (
    <main className="page contact-page" data-testid="contact-page">
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      {settings ? (
        <>
          <dl className="contact-details">
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${settings.supportEmail}`} data-testid="contact-email">
                {settings.supportEmail}
              </a>
            </dd>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} data-testid="contact-phone">
                {settings.phone}
              </a>
            </dd>
            <dt>{t('contact.handle')}</dt>
            <dd data-testid="contact-handle">{settings.handle}</dd>
          </dl>
          {settings.socialLinks.length > 0 ? (
            <section>
              <h2>{t('contact.social')}</h2>
              <ul className="social-links">
                {settings.socialLinks.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} rel="noopener noreferrer" target="_blank">
                      {link.platform}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <form className="contact-form" method="get" action={`mailto:${settings.supportEmail}`} onSubmit={composeEmail}>
            <p>{t('contact.askDetails')}</p>
            <label>
              {t('contact.fullName')}
              <input name="fullName" type="text" autoComplete="name" required />
            </label>
            <label>
              {t('contact.accountId')}
              <input name="accountId" type="text" autoComplete="username" required />
            </label>
            <label>
              {t('contact.message')}
              <textarea name="message" rows={4} />
            </label>
            <button type="submit" className="button">
              {t('contact.send')}
            </button>
          </form>
        </>
      ) : (
        <ContentUnavailable />
      )}
    </main>
  )
}
