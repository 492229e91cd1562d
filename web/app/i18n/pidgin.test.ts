import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { availableNamespaces } from './resources.server.ts'

// The web merges Pidgin over English key by key, so a key Pidgin lacks, or a Pidgin value left in English,
// shows English to a Pidgin player without any error. This reads the raw files (not the merged messages).
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../locales')

type Value = string | string[] | Messages
type Messages = { [key: string]: Value }

const files = new Map<string, Messages>()
function readMessages(language: string, namespace: string): Messages {
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`)
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(file, 'utf8')) as Messages)
  return files.get(file)!
}

/** Every leaf of a namespace as `key.path` → value; a list (a page's rules, one per line) is one leaf. */
function leaves(messages: Messages, prefix = ''): Map<string, string | string[]> {
  const found = new Map<string, string | string[]>()
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key
    if (kindOf(value) === 'object') for (const [k, v] of leaves(value as Messages, full)) found.set(k, v)
    else found.set(full, value as string | string[])
  }
  return found
}

function kindOf(value: unknown) {
  if (Array.isArray(value)) return 'array'
  return value !== null && typeof value === 'object' ? 'object' : typeof value
}

function placeholders(value: string | string[]) {
  const text = Array.isArray(value) ? value.join('\n') : value
  return [...new Set([...text.matchAll(/{{\s*([^}]+?)\s*}}/g)].map((match) => match[1]))].sort()
}

/** Case, spacing and punctuation apart, the same text: "Change password" is still "Change Password". */
const sameText = (a: string, b: string) => {
  const normal = (text: string) =>
    text
      .toLowerCase()
      .replace(/[\s.,:;!?…]+/g, ' ')
      .trim()
  return normal(a) === normal(b)
}

// Pidgin values that may equal the English one (case, spacing and punctuation apart), each with its reason.
// Keep it short: a text Pidgin says differently is translated, however short. Keys are `namespace:key.path`.
const NAME = 'a name: brand, game, bet, league, sport or language'
const SECTION = 'a section of the site, named as Pidgin speakers name it'
const TERM = 'a betting, lottery or fairness term Pidgin speakers use as it is'
const WORD = 'a word Pidgin speakers use as it is'
const FORMAT = 'numbers, abbreviations and placeholders only'
const UNIT = 'a count with its unit: Pidgin says it the same'
const E2E = 'Pidgin says it as it is; a browser test (tests/e2e) expects it on the Pidgin page'

const ALLOWED_AS_ENGLISH: Readonly<Record<string, string>> = {
  'accounts:login.passwordLabel': WORD, // Password
  'accounts:login.register': WORD, // Register
  'accounts:signup.typeIndividual': WORD, // Individual
  'accounts:signup.typeAgent': WORD, // Agent
  'accounts:password.password': WORD, // Password
  'accounts:dashboard.cardVirtual': SECTION, // Virtual Games
  'accounts:dashboard.cardSports': SECTION, // Sports Betting
  'accounts:dashboard.cardCasino': SECTION, // Casino
  'accounts:dashboard.playNow': 'the button common:home.playNow, which a browser test expects on the Pidgin home', // Play Now
  'accounts:settings.menuLabel': WORD, // Settings
  'accounts:settings.notification': WORD, // Notification
  'accounts:settings.realityCheck': TERM, // Reality check
  'accounts:settings.terms': TERM, // Terms and Conditions
  'accounts:signup.termsLink': TERM, // Terms and Conditions, the link in the signup's terms box
  'accounts:settings.changePassword': WORD, // Change Password
  'accounts:termsPanel.brand': NAME, // 9ja Lottery
  'accounts:changePassword.submit': WORD, // Change Password
  'accounts:realityCheck.title': TERM, // Reality check
  'accounts:realityCheck.minutes_one': UNIT, // {{count}} minute
  'agents:title': WORD, // My Shop, the agent's area
  'agents:menu.tickets': TERM, // Tickets
  'agents:menu.commission': TERM, // Commission
  'agents:overview.float': TERM, // Float, the shop's money
  'agents:overview.count_one': UNIT, // {{count}} time
  'agents:overview.count_other': UNIT, // {{count}} times
  'common:nav.agentShop': WORD, // My Shop
  'common:pageTitles.agentShop': WORD, // My Shop | 9ja Lottery
  'accounts:realityCheck.minutes_other': UNIT, // {{count}} minutes
  'accounts:realityCheck.hoursMinutes': FORMAT, // {{hours}} h {{minutes}} min

  'betting:bet.kind.single': TERM, // Single
  'betting:bet.odds': TERM, // Odds
  'betting:bet.stake': TERM, // Stake
  'betting:bet.score': FORMAT, // {{score}}, HT {{halfTime}}
  'betting:booking.title': TERM, // Booking code {{code}}
  'betting:myBets.title': WORD, // My Bets
  'betting:myBets.crash.round': TERM, // Round {{round}}
  'betting:sportsbook.menu': SECTION, // Sportsbook
  'betting:sportsbook.leagues.liveBetting': SECTION, // Live Betting
  'betting:sportsbook.leagues.npfl': NAME, // Nigeria NPFL
  'betting:sportsbook.leagues.worldCup2026': NAME, // FIFA World Cup 2026
  'betting:sportsbook.leagues.championsLeague': NAME, // UEFA Champions League
  'betting:sportsbook.leagues.premierLeague': NAME, // England Premier League
  'betting:sportsbook.leagues.laLiga': NAME, // Spain LaLiga
  'betting:sportsbook.leagues.nba': NAME, // NBA
  'betting:sportsbook.leagues.europaLeague': NAME, // UEFA Europa League
  'betting:sportsbook.leagues.conferenceLeague': NAME, // UEFA Conference League
  'betting:sportsbook.leagues.serieA': NAME, // Italy Serie A
  'betting:sportsbook.leagues.bundesliga': NAME, // Germany Bundesliga
  'betting:sportsbook.leagues.ligue1': NAME, // France Ligue 1
  'betting:sportsbook.leagues.eredivisie': NAME, // Netherlands Eredivisie
  'betting:sportsbook.leagues.primeiraLiga': NAME, // Portugal Primeira Liga
  'betting:sportsbook.leagues.championship': NAME, // England Championship
  'betting:sportsbook.leagues.faCup': NAME, // England FA Cup
  'betting:sportsbook.leagues.copaDelRey': NAME, // Spain Copa del Rey
  'betting:sportsbook.leagues.scottishPremiership': NAME, // Scotland Premiership
  'betting:sportsbook.leagues.superLig': NAME, // Turkey Süper Lig
  'betting:sportsbook.leagues.saudiProLeague': NAME, // Saudi Pro League
  'betting:sportsbook.leagues.mls': NAME, // USA MLS
  'betting:sportsbook.leagues.cafChampionsLeague': NAME, // CAF Champions League
  'betting:sportsbook.leagues.afcon': NAME, // Africa Cup of Nations
  'betting:sportsbook.leagues.copaLibertadores': NAME, // Copa Libertadores
  'betting:sportsbook.leagues.euroleague': NAME, // EuroLeague Basketball
  'betting:sportsbook.sports.tennis': NAME, // Tennis
  'betting:sportsbook.sports.basketball': NAME, // Basketball
  'betting:sportsbook.sports.volleyball': NAME, // Volleyball
  'betting:sportsbook.sports.handball': NAME, // Handball
  'betting:sportsbook.sports.rugby': NAME, // Rugby
  'betting:sportsbook.sports.iceHockey': NAME, // Ice Hockey
  'betting:sportsbook.sports.tableTennis': NAME, // Table Tennis
  'betting:numbers.drawAt': FORMAT, // Draw #{{drawId}} · {{time}}
  'betting:numbers.against': TERM, // against
  'betting:numbers.lines_one': UNIT, // {{count}} line
  'betting:numbers.lines_other': UNIT, // {{count}} lines

  'common:brand': NAME, // 9ja Lottery
  'common:nav.home': WORD, // Home
  'common:nav.sportsBetting': SECTION, // Sports Betting
  'common:nav.virtual': SECTION, // Virtual
  'common:nav.casinoGames': SECTION, // Casino Games
  'common:nav.terms': TERM, // Terms & Conditions
  'common:nav.menu': WORD, // Menu
  'common:nav.account': WORD, // My account
  'common:nav.wallet': WORD, // Wallet
  'common:nav.myBets': WORD, // My Bets
  'common:nav.changePassword': WORD, // Change Password
  'common:language.en': NAME, // English
  'common:language.pcm': NAME, // Pidgin
  'common:home.playNow': E2E, // Play Now
  'common:home.virtualBannerTitle': SECTION, // Virtual Games
  'common:home.loginBannerTitle': NAME, // Spin It
  'common:home.betSlip': E2E, // Bet Slip
  'common:home.bookTitle': TERM, // Booking code
  'common:home.checkBetPlaceholder': TERM, // Bet ID
  'common:contact.title': WORD, // Contact Us
  'common:contact.email': WORD, // Email
  'common:contact.phone': WORD, // Phone
  'common:contact.handle': WORD, // Handle
  'common:betSlip.singles_one': UNIT, // Single
  'common:betSlip.singles_other': UNIT, // Singles ({{count}})
  'common:betSlip.multiple': TERM, // Multiple
  'common:betSlip.stake': TERM, // Stake
  'common:betSlip.ticketLines_one': UNIT, // {{count}} line
  'common:betSlip.ticketLines_other': UNIT, // {{count}} lines
  'common:betSlip.ticketDraw': TERM, // Draw #{{drawId}}
  'common:numbers.kinds.nap': TERM, // Nap {{size}}
  'common:numbers.kinds.pick': TERM, // Pick {{size}}
  'common:numbers.kinds.perm': TERM, // Perm {{size}}
  'common:numbers.kinds.against': TERM, // Against
  'common:numbers.kinds.banker': TERM, // 1 Banker
  'common:numbers.kinds.jackpot': TERM, // Jackpot
  'common:numbers.options.range.1': FORMAT, // 1-30
  'common:numbers.options.range.2': FORMAT, // 31-60
  'common:numbers.options.range.3': FORMAT, // 61-90
  'common:numbers.options.odd-even.0': WORD, // Even
  'common:numbers.options.odd-even.1': WORD, // Odd
  'common:numbers.options.high-low.0': WORD, // Low (1-45)
  'common:numbers.options.high-low.1': WORD, // High (46-90)
  'common:numbers.againstNumbers': TERM, // {{top}} against {{bottom}}
  'common:pageTitles.site': NAME, // 9ja Lottery
  'common:pageTitles.named': NAME, // {{name}} | 9ja Lottery: a game's, or a CMS page's in its editors' words
  'common:pageTitles.spinIt': NAME, // Spin It | 9ja Lottery

  'games:lobby.categories.2': SECTION, // Spin Games
  'games:lobby.categories.3': SECTION, // Aviator Games
  'games:lobby.categories.4': SECTION, // Sports Virtual
  'games:lobby.categories.5': SECTION, // Number Games
  'games:lobby.playNow': 'the button common:home.playNow, which a browser test expects on the Pidgin home', // Play Now
  'games:lobby.cards.virtual': SECTION, // Virtual Games
  'games:lobby.cards.sports': SECTION, // Sports Betting
  'games:lobby.cards.casino': SECTION, // Casino
  'games:spinEntry.title': NAME, // Spin it
  'games:spinEntry.casinoTitle': SECTION, // Casino Games
  'games:spinEntry.royaleTitle': NAME, // Spin 2 Win Royale
  'games:spinIt.title': NAME, // Spin It
  'games:spinIt.cashOut': TERM, // Cash Out
  'games:roulette.title': NAME, // Spin 2 Win Royale
  'games:roulette.chip': WORD, // Chip
  'games:roulette.result': FORMAT, // {{number}} {{colour}}
  'games:roulette.red': WORD, // Red
  'games:roulette.black': WORD, // Black
  'games:roulette.green': WORD, // Green
  'games:roulette.odd': WORD, // Odd
  'games:roulette.even': WORD, // Even
  'games:roulette.low': FORMAT, // 1-18
  'games:roulette.high': FORMAT, // 19-36
  'games:roulette.dozen1': FORMAT, // 1st 12
  'games:roulette.dozen2': FORMAT, // 2nd 12
  'games:roulette.dozen3': FORMAT, // 3rd 12
  'games:roulette.voisins-du-zero': NAME, // Voisins du Zéro
  'games:roulette.tiers-du-cylindre': NAME, // Tiers du Cylindre
  'games:roulette.orphelins': NAME, // Orphelins
  'games:roulette.jeu-zero': NAME, // Jeu Zéro
  'games:roulette.sectorCost': UNIT, // {{count}} numbers
  'games:sports.title': SECTION, // Sports Betting
  'games:virtualSports.title': SECTION, // Virtual sports
  'games:virtualSports.football.matchday': TERM, // Matchday {{matchday}}
  'games:virtualSports.football.table': TERM, // League table
  'games:virtualSports.football.halfTime': FORMAT, // HT {{home}} - {{away}}
  'games:virtualSports.football.tableTitle': TERM, // Virtual Football: league table
  'games:virtualSports.football.club': WORD, // Club
  'games:virtualSports.football.played': FORMAT, // P
  'games:virtualSports.football.won': FORMAT, // W
  'games:virtualSports.football.drawn': FORMAT, // D
  'games:virtualSports.football.lost': FORMAT, // L
  'games:virtualSports.football.goalDifference': FORMAT, // GD
  'games:virtualSports.football.goalDifferenceLong': TERM, // Goal difference
  'games:virtualSports.football.points': FORMAT, // Pts
  'games:virtualSports.football.form': TERM, // Form
  'games:virtualSports.football.seasonMatchday': TERM, // Season {{season}}, matchday {{matchday}}
  'games:virtualSports.race.number': FORMAT, // No.
  'games:virtualSports.race.runner': TERM, // Runner
  'games:virtualSports.race.win': TERM, // Win
  'games:virtualSports.race.place': TERM, // Place
  'games:virtualSports.race.winOf': TERM, // Win: {{number}}
  'games:virtualSports.race.placeOf': TERM, // Place: {{number}}
  'games:virtualSports.race.first': FORMAT, // 1st
  'games:virtualSports.race.second': FORMAT, // 2nd
  'games:virtualSports.race.third': FORMAT, // 3rd
  'games:virtualSports.race.pickFor': FORMAT, // {{runner}} {{place}}
  'games:virtualSports.fairness.title': SECTION, // Virtual sports
  'games:virtualSports.fairness.eventId': TERM, // Event ID
  'games:virtualSports.fairness.commitment': TERM, // Chain commitment
  'games:virtualSports.fairness.chainIndex': TERM, // Chain index
  'games:virtualSports.fairness.placed': FORMAT, // {{position}}. no. {{runner}}
  'games:virtualSports.fairness.score': FORMAT, // {{home}} - {{away}} (HT {{htHome}} - {{htAway}}; goals {{goals}})
  'games:fairness.clientSeed': TERM, // Client seed
  'games:crash.panel.label': TERM, // Bet {{n}}
  'games:crash.panel.manual': TERM, // Bet
  'games:crash.panel.auto': TERM, // Auto
  'games:crash.panel.bet': TERM, // Bet
  'games:crash.panel.cashOut': TERM, // Cash out
  'games:crash.panel.autoCashOut': TERM, // Auto cash-out
  'games:crash.history.hash': TERM, // Hash:
  'games:crash.tabs.all': E2E, // All bets
  'games:crash.tabs.mine': E2E, // My bets
  'games:crash.tabs.top': E2E, // Top wins
  'games:crash.topWins.periods.day': WORD, // Today
  'games:crash.allBets.summary': FORMAT, // {{count}} bets · ₦{{total}}
  'games:crash.myBets.round': WORD, // Round
  'games:crash.limits.rtp': FORMAT, // RTP
  'games:crash.fairness.title': SECTION, // Crash games
  'games:crash.fairness.round': WORD, // Round
  'games:crash.fairness.crashPoint': TERM, // Crash point
  'games:crash.fairness.hash': TERM, // Hash
  'games:numbers.title': SECTION, // Number games
  'games:numbers.jackpot.title': TERM, // Jackpot pool
  'games:numbers.drawAt': FORMAT, // Draw #{{drawId}} · {{time}}
  'games:numbers.times_one': UNIT, // {{count}} time
  'games:numbers.times_other': UNIT, // {{count}} times
  'games:numbers.hotCold.hot': WORD, // Hot
  'games:numbers.hotCold.cold': WORD, // Cold
  'games:numbers.types.nap': TERM, // Nap
  'games:numbers.types.pick': TERM, // Pick
  'games:numbers.builder.title': E2E, // Build your ticket
  'games:numbers.rules.rtp': FORMAT, // RTP
  'games:numbers.rules.seconds_one': UNIT, // {{count}} second
  'games:numbers.rules.seconds_other': UNIT, // {{count}} seconds
  'games:numbers.rules.minutes_one': UNIT, // {{count}} minute
  'games:numbers.rules.minutes_other': UNIT, // {{count}} minutes
  'games:numbers.rules.minutesSeconds': FORMAT, // {{minutes}} min {{seconds}} s
  'games:numbers.fairness.title': SECTION, // Number games
  'games:numbers.fairness.drawId': TERM, // Draw ID
  'games:numbers.fairness.commitment': TERM, // Chain commitment
  'games:numbers.fairness.chainIndex': TERM, // Chain index

  'protection:breaks.timeOut.days.1': UNIT, // 24 hours
  'protection:breaks.timeOut.days.7': UNIT, // 7 days
  'protection:breaks.timeOut.days.30': UNIT, // 30 days
  'protection:breaks.selfExclusion.months.6': UNIT, // 6 months
  'protection:breaks.selfExclusion.months.12': UNIT, // 1 year
  'protection:breaks.selfExclusion.months.60': UNIT, // 5 years
  'protection:realityCheck.title': TERM, // Reality check
  'protection:realityCheck.session.minutes_one': UNIT, // {{count}} minute
  'protection:realityCheck.session.minutes_other': UNIT, // {{count}} minutes
  'protection:realityCheck.minutes_one': UNIT, // {{count}} minute
  'protection:realityCheck.minutes_other': UNIT, // {{count}} minutes
  'protection:activity.net': TERM, // Net

  'wallet:title': WORD, // Wallet
  'wallet:history.page': FORMAT, // Page {{page}}
  'wallet:deposit.accountNumber': TERM, // Account number
  'wallet:deposit.bankName': WORD, // Bank
  'wallet:deposit.reference': TERM, // Reference
  'wallet:withdraw.bank': WORD, // Bank
  'wallet:withdraw.accountNumber': TERM, // Account number
}

describe('Pidgin translations', () => {
  const namespaces = [...availableNamespaces].sort()

  it('has a Pidgin file for every English namespace the web ships', () => {
    const jsonFiles = (language: string) => readdirSync(path.join(LOCALES_DIR, language)).filter((file) => file.endsWith('.json'))
    expect(namespaces.length).toBeGreaterThan(0)
    expect(jsonFiles('en').sort()).toEqual(namespaces.map((namespace) => `${namespace}.json`))
    expect(jsonFiles('pcm').sort()).toEqual(namespaces.map((namespace) => `${namespace}.json`))
  })

  it.each(namespaces)('%s: has every English key, of the same type and with the same placeholders', (namespace) => {
    const english = readMessages('en', namespace)
    const pidgin = readMessages('pcm', namespace)
    const problems: string[] = []
    const compare = (en: Messages, pcm: Messages | undefined, prefix: string) => {
      for (const [key, value] of Object.entries(en)) {
        const full = prefix ? `${prefix}.${key}` : key
        const translated = pcm?.[key]
        if (translated === undefined) {
          problems.push(`${full}: missing`)
        } else if (kindOf(translated) !== kindOf(value)) {
          problems.push(`${full}: ${kindOf(translated)} instead of ${kindOf(value)}`)
        } else if (kindOf(value) === 'object') {
          compare(value as Messages, translated as Messages, full)
        } else if (Array.isArray(translated) && translated.some((line) => typeof line !== 'string')) {
          problems.push(`${full}: a list of something else than texts`)
        } else if (Array.isArray(translated) && translated.length !== (value as string[]).length) {
          problems.push(`${full}: ${translated.length} lines instead of ${(value as string[]).length}`)
        } else {
          const expected = placeholders(value as string | string[]).join(', ')
          const found = placeholders(translated as string | string[]).join(', ')
          if (found !== expected) problems.push(`${full}: placeholders [${found}] instead of [${expected}]`)
        }
      }
      for (const key of Object.keys(pcm ?? {})) {
        if (!(key in en)) problems.push(`${prefix ? `${prefix}.${key}` : key}: not an English key`)
      }
    }
    compare(english, pidgin, '')
    expect(problems).toEqual([])
  })

  it.each(namespaces)('%s: says in Pidgin every text it can (no value left as the English one)', (namespace) => {
    const english = leaves(readMessages('en', namespace))
    const pidgin = leaves(readMessages('pcm', namespace))
    const untranslated: string[] = []
    for (const [key, value] of english) {
      const translated = pidgin.get(key)
      if (translated === undefined) continue // reported by the test above
      const englishLines = Array.isArray(value) ? value : [value]
      const pidginLines = Array.isArray(translated) ? translated : [translated]
      const same = englishLines.some((line) => pidginLines.some((pidginLine) => sameText(line, pidginLine)))
      if (same && !ALLOWED_AS_ENGLISH[`${namespace}:${key}`]) untranslated.push(`${key}: ${JSON.stringify(value)}`)
    }
    expect(untranslated).toEqual([])
  })

  it('allows English only where the Pidgin value is English (no stale allowlist entry)', () => {
    const stale = Object.keys(ALLOWED_AS_ENGLISH).filter((entry) => {
      const [namespace, key] = entry.split(':') as [string, string]
      const english = leaves(readMessages('en', namespace)).get(key)
      const pidgin = leaves(readMessages('pcm', namespace)).get(key)
      return typeof english !== 'string' || typeof pidgin !== 'string' || !sameText(english, pidgin)
    })
    expect(stale).toEqual([])
  })
})
