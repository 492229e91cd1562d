import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * How long the slow browser files take on this 2-core machine (seconds, a whole `npm test` run with 3-4
 * parallel workers; the top ten from stop 39's CI run). Vitest starts the files whose earlier durations it knows longest first, but a clean
 * clone has no such record, so it would start the largest files first: the short files that wait on
 * number draws then ran last, one or two at a time, and the cores idled for two minutes at the group's end.
 * Files not listed (each under 25 s) run after these, largest first as vitest does. Update the figures
 * from the "slowest test files" that `npm test` prints when a file moves far from its place.
 */
const SECONDS_MEASURED: Record<string, number> = {
  'e2e/site/every-page.test.ts': 300,
  'e2e/betting/bet-slip.test.ts': 188,
  'e2e/back-office/adjustments.test.ts': 163,
  'e2e/games/crash-lobby.test.ts': 133,
  'e2e/back-office/support.test.ts': 133,
  'e2e/agents/tickets.test.ts': 111,
  'e2e/accounts/protection.test.ts': 109,
  'e2e/back-office/reports.test.ts': 109,
  'e2e/games/spin-it.test.ts': 93,
  'e2e/numbers/visitor.test.ts': 87,
  'e2e/virtual-sports/football.test.ts': 82,
  'e2e/games/contrast.test.ts': 80,
  'e2e/games/crash.test.ts': 79,
  'e2e/accounts/kyc.test.ts': 68,
  'e2e/games/lobby.test.ts': 55,
  'e2e/wallet/wallet.test.ts': 55,
  'e2e/accounts/passwords.test.ts': 54,
  'e2e/numbers/play-millionaire-kendo.test.ts': 53,
  'e2e/numbers/play-jackpot-game.test.ts': 52,
  'e2e/numbers/play-perfect-guess.test.ts': 51,
  'e2e/games/crash-limits.test.ts': 48,
  'e2e/accounts/login.test.ts': 47,
  'e2e/accounts/signup.test.ts': 43,
  'e2e/games/crash-shared-round.test.ts': 43,
  'e2e/numbers/play-one-sure.test.ts': 41,
  'e2e/forms/progressive-enhancement.test.ts': 39,
  'e2e/numbers/slip.test.ts': 36,
  'e2e/virtual-sports/fairness-and-lobby.test.ts': 34,
  'e2e/games/roulette-and-fairness.test.ts': 33,
  'e2e/games/crash-next-round.test.ts': 30,
  'e2e/accounts/session.test.ts': 28,
  'e2e/games/play-page.test.ts': 28,
}

/** Starts the browser files that take longest first, so the parallel group ends with its short files side by side. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const bySize = await super.sort(files)
    const seconds = (file: TestSpecification) => SECONDS_MEASURED[file.moduleId.slice(file.moduleId.indexOf('e2e/'))] ?? 0
    // Array.prototype.sort is stable: unlisted files keep vitest's own order among themselves.
    return bySize.sort((a, b) => seconds(b) - seconds(a))
  }
}
