import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { supportedLanguages } from '#app/i18n/config.ts'

/**
 * A plain form POST, so it works before JavaScript runs; the resource route stores the choice in the
 * `lng` cookie and sends the browser back here, where the server renders in the new language.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  return (
    <form method="post" action="/resources/language" className="language-switch">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <span className="visually-hidden">{t('language.label')}</span>
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="submit"
          name="lng"
          value={language}
          className="language-option"
          aria-pressed={i18n.language === language}
          data-testid={`language-${language}`}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </form>
  )
}
