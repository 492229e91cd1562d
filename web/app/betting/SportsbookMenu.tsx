import { useTranslation } from 'react-i18next'

/** Spec section 2's sports page: the sportsbook's 25 leagues and competitions, in its order. */
const LEAGUES = [
  'liveBetting',
  'npfl',
  'worldCup2026',
  'championsLeague',
  'premierLeague',
  'laLiga',
  'nba',
  'europaLeague',
  'conferenceLeague',
  'serieA',
  'bundesliga',
  'ligue1',
  'eredivisie',
  'primeiraLiga',
  'championship',
  'faCup',
  'copaDelRey',
  'scottishPremiership',
  'superLig',
  'saudiProLeague',
  'mls',
  'cafChampionsLeague',
  'afcon',
  'copaLibertadores',
  'euroleague',
] as const

/** …and its 8 sports. */
const SPORTS = ['soccer', 'tennis', 'basketball', 'volleyball', 'handball', 'rugby', 'iceHockey', 'tableTennis'] as const

/**
 * The sportsbook's menu as the spec lists it. Its markets and odds are the sportsbook's own, in its
 * frame: nothing here is priced. Marked as the sportsbook's when one is configured; otherwise it says
 * what live sports will cover.
 */
export function SportsbookMenu({ fromSportsbook }: { fromSportsbook: boolean }) {
  const { t } = useTranslation('betting')
  return (
    <nav className="sportsbook-menu panel-card" aria-label={t('sportsbook.menu')} data-testid="sportsbook-menu">
      <p className="muted" data-testid="sportsbook-menu-source">
        {fromSportsbook ? t('sportsbook.fromSportsbook') : t('sportsbook.comingWithSportsbook')}
      </p>
      <h2 className="panel-title">{t('sportsbook.leaguesTitle')}</h2>
      <ul className="sportsbook-list" data-testid="sportsbook-leagues">
        {LEAGUES.map((league) => (
          <li key={league}>{t(`sportsbook.leagues.${league}`)}</li>
        ))}
      </ul>
      <h2 className="panel-title">{t('sportsbook.sportsTitle')}</h2>
      <ul className="sportsbook-list" data-testid="sportsbook-sports">
        {SPORTS.map((sport) => (
          <li key={sport}>{t(`sportsbook.sports.${sport}`)}</li>
        ))}
      </ul>
    </nav>
  )
}
