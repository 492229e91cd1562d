import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../support/database.ts'
import { ManualClock } from '../../support/manual-clock.ts'
import { ReportingDatabase } from '../../../src/back-office/reports/reporting-database.ts'
import { reportsSettings } from '../../../src/back-office/reports/settings.ts'
import type { Pool } from '../../../src/db/pool.ts'

let database: { url: string; pool: Pool; close: () => Promise<void> }
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => database.close())

/** A logger whose warnings the test reads. */
function recordingLogger() {
  const lines: { level: number; msg: string }[] = []
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) })
  return { logger, warnings: () => lines.filter((line) => line.level === 40).map((line) => line.msg) }
}

const countUsers = async (reporting: ReportingDatabase) =>
  reporting.read(async (db) => (await db.query<{ n: number }>('select count(*)::int as n from users')).rows[0]!.n)

describe('where the reports read', () => {
  it('reads the primary when no reporting database is set, and says so', async () => {
    const { logger, warnings } = recordingLogger()
    const reporting = new ReportingDatabase(database.pool, reportsSettings.parse({}), logger, new ManualClock(0))
    expect(await countUsers(reporting)).toEqual({ source: { database: 'primary', replayedAt: null }, result: 0 })
    expect(warnings()).toEqual([])
    await reporting.close()
  })

  it('reads the reporting database when it answers, and never writes through it', async () => {
    const reporting = new ReportingDatabase(
      database.pool,
      reportsSettings.parse({ REPORTING_DATABASE_URL: database.url }),
      pino({ level: 'silent' }),
      new ManualClock(0),
    )
    // Not a replica (a server that replays nothing has no replay time): the report says which it read and how fresh.
    expect((await countUsers(reporting)).source).toEqual({ database: 'replica', replayedAt: null })
    await expect(reporting.read((db) => db.query(`update platform_clock set offset_ms = offset_ms + 1`))).rejects.toMatchObject({
      code: '25006',
    })
    await reporting.close()
  })

  it('answers from the primary when the reporting database refuses connections, warns once, and tries it again after a pause', async () => {
    const { logger, warnings } = recordingLogger()
    const clock = new ManualClock(1_000_000)
    const refusing = 'postgres://postgres@127.0.0.1:1/reports'
    const reporting = new ReportingDatabase(
      database.pool,
      reportsSettings.parse({ REPORTING_DATABASE_URL: refusing, REPORTING_DATABASE_RETRY_MS: '30000' }),
      logger,
      clock,
    )
    const fallback = { source: { database: 'primary', replayedAt: null }, result: 0 }
    expect(await countUsers(reporting)).toEqual(fallback)
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]).toContain('REPORTING_DATABASE_URL')
    clock.jumpTo(1_000_000 + 29_999)
    expect(await countUsers(reporting)).toEqual(fallback)
    expect(warnings()).toHaveLength(1)
    clock.jumpTo(1_000_000 + 30_000)
    expect(await countUsers(reporting)).toEqual(fallback)
    expect(warnings()).toHaveLength(2)
    await reporting.close()
  })
})
