import { bikeRaceTheme } from '../bike-race/theme.tsx'
import { carRaceTheme } from '../car-race/theme.tsx'
import { dogRaceTheme } from '../dog-race/theme.tsx'
import { horseRaceTheme } from '../horse-race/theme.tsx'
import type { RaceSlug } from '../sports-games.ts'
import type { RaceTheme } from './theme.ts'

export const RACE_THEMES: Record<RaceSlug, RaceTheme> = {
  'dog-race': dogRaceTheme,
  'horse-race': horseRaceTheme,
  'bike-race': bikeRaceTheme,
  'car-race': carRaceTheme,
}
