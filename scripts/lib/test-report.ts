import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './services.ts'

/** One test file of a vitest JSON report: its tests' outcome and when its first test started and its last ended. */
export type FileOutcome = {
  /** Relative to the repository. */
  file: string
  passed: number
  failed: number
  /** The file failed without a failing test: it did not load, or a hook (beforeAll, afterAll...) failed. */
  brokeOutsideTests: boolean
  /** Each failing test (or the file's own failure) by its full name, with the first line of its message. */
  failures: string[]
  /** The same failures in full: the message's lines and the first frames in the project's code, for a log that keeps only the tail. */
  failureDetails: string[]
  startTime: number
  endTime: number
}

type JsonReport = {
  testResults: {
    name: string
    status: 'passed' | 'failed'
    message?: string
    startTime: number
    endTime: number
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[]
  }[]
}

/** The files of a vitest JSON report (`--reporter=json`), or null when the run wrote none (it crashed). */
export function readReport(reportPath: string): FileOutcome[] | null {
  if (!existsSync(reportPath)) return null
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as JsonReport
  return report.testResults.map((result) => {
    const count = (status: string) => result.assertionResults.filter((test) => test.status === status).length
    const failed = count('failed')
    const firstLine = (message: string | undefined) => (message ?? '').trim().split('\n')[0]?.slice(0, 300) ?? ''
    const failures = result.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    const failureDetails = result.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${test.fullName}:\n${(test.failureMessages ?? []).map(failureDetail).join('\n')}`)
    if (result.status === 'failed' && failed === 0) {
      failures.push(`(the file itself): ${firstLine(result.message)}`)
      failureDetails.push(`(the file itself):\n${failureDetail(result.message)}`)
    }
    return {
      file: path.relative(ROOT, result.name),
      passed: count('passed'),
      failed,
      brokeOutsideTests: result.status === 'failed' && failed === 0,
      failures,
      failureDetails,
      startTime: result.startTime,
      endTime: result.endTime,
    }
  })
}

/** A failure's message (up to 40 lines) and its first three stack frames outside node_modules, indented. */
function failureDetail(stack: string | undefined): string {
  const lines = (stack ?? '').trim().split('\n')
  const isFrame = (line: string) => /^\s*at /.test(line)
  const message = lines.filter((line) => !isFrame(line)).slice(0, 40)
  const frames = lines.filter((line) => isFrame(line) && !line.includes('node_modules')).slice(0, 3)
  return [...message, ...frames].map((line) => `      ${line.trim()}`).join('\n')
}

/**
 * A suite's outcome: its tests, plus one failure for each file that broke outside its tests (it did
 * not load, or a hook such as beforeAll failed) and one for a suite that found no tests. `wallMs` is
 * from its first test's start to its last test's end, `filesMs` its files' times added up.
 */
export type SuiteOutcome = { name: string; passed: number; failed: number; wallMs: number; filesMs: number; files: FileOutcome[] }

export function suiteOutcome(name: string, files: FileOutcome[]): SuiteOutcome {
  const passed = files.reduce((sum, file) => sum + file.passed, 0)
  let failed = files.reduce((sum, file) => sum + file.failed + (file.brokeOutsideTests ? 1 : 0), 0)
  if (passed + failed === 0) failed += 1
  const wallMs = files.length === 0 ? 0 : Math.max(...files.map((file) => file.endTime)) - Math.min(...files.map((file) => file.startTime))
  const filesMs = files.reduce((sum, file) => sum + file.endTime - file.startTime, 0)
  return { name, passed, failed, wallMs, filesMs, files }
}

/** The slowest files across suites, by their tests' wall time. */
export function slowestFiles(suites: SuiteOutcome[], count: number): FileOutcome[] {
  return suites
    .flatMap((suite) => suite.files)
    .sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))
    .slice(0, count)
}
