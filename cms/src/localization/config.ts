import { defaultLanguage, languageCodes, LANGUAGES } from '@9ja/languages'
import type { Config } from 'payload'

/**
 * The platform's five languages as Payload's locales (`@9ja/languages`, the one list the web uses too).
 * A text not yet written in a language is answered in English (`fallback`).
 */
export const localization: NonNullable<Config['localization']> = {
  locales: languageCodes.map((code) => {
    const { englishName, ownName } = LANGUAGES[code]
    return { code, label: englishName === ownName ? englishName : `${englishName} (${ownName})` }
  }),
  defaultLocale: defaultLanguage,
  fallback: true,
}
