import type { Language } from '@9ja/languages'

import { ha } from './ha'
import { ig } from './ig'
import { pcm } from './pcm'
import type { ContentTranslation } from './types'
import { yo } from './yo'

export type { ContentTranslation }

/** The seed's promotions, FAQ, rules and How to Play in every language besides English. */
export const translations: Record<Exclude<Language, 'en'>, ContentTranslation> = { pcm, yo, ha, ig }
