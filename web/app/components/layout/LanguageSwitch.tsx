import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '@9ja/languages'
import { defaultLanguage, isSupportedLanguage, supportedLanguages } from '#app/i18n/config.ts'

/**
 * A plain form POST, so it works before JavaScript runs; the resource route stores the choice in the
 * `lng` cookie and sends the browser back here, where the server renders in the new language.
 * Each language is offered by its own name, in its own language (`lang`), whatever the page's.
 *
 * - `menu`: the desktop header has no room for five buttons side by side, so one <details> names the
 *   current language and opens the list (it opens without JavaScript; the header closes it on an
 *   outside click or Escape, as it does its other menus).
 * - `list`: the mobile menu's full-width panel shows every language at once.
 */
export function LanguageSwitch({ variant }: { variant: 'menu' | 'list' }) {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const form = (
    <form method="post" action="/resources/language" className={`language-switch language-switch-${variant}`}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <span className="visually-hidden">{t('language.label')}</span>
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="submit"
          name="lng"
          value={language}
          lang={language}
          className="language-option"
          aria-pressed={i18n.language === language}
          data-testid={`language-${language}`}
        >
          {LANGUAGES[language].ownName}
        </button>
      ))}
    </form>
  )
  if (variant === 'list') return form

  const current = isSupportedLanguage(i18n.language) ? i18n.language : defaultLanguage
  return (
    <details className="dropdown language-menu">
      {/* A hidden label, not aria-label: the visible name stays in the accessible name ("Language English"). */}
      <summary className="nav-link" data-testid="language-menu-button">
        <svg className="language-globe" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.4 2.6 3.6 5.6 3.6 9s-1.2 6.4-3.6 9c-2.4-2.6-3.6-5.6-3.6-9s1.2-6.4 3.6-9z" />
        </svg>
        <span className="visually-hidden">{t('language.label')}</span>
        <span lang={current}>{LANGUAGES[current].ownName}</span>
      </summary>
      <div className="dropdown-panel dropdown-panel-right language-menu-panel">{form}</div>
    </details>
  )
}
