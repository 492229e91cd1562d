/**
 * BENCH_SMOKE=1 (`npm run bench:smoke`): each bench runs once at a tiny size, in a second or two, to
 * show it still works: its figures print, its targets are not judged. The wallet-service's benches
 * (wallet-service/bench) read these too.
 */
export const BENCH_SMOKE = process.env.BENCH_SMOKE === '1'

/** A bench setting: its environment variable when set, else its full run's or its smoke run's default. */
export function benchSetting(name: string, full: string, smoke: string): string {
  return process.env[name] ?? (BENCH_SMOKE ? smoke : full)
}

/** How a bench reports a target: met or not, or not judged in a smoke run (its sizes are not the target's). */
export function targetVerdict(met: boolean): string {
  return BENCH_SMOKE ? 'not judged (smoke run)' : met ? 'met' : 'NOT met'
}
