import type { staffReport } from '@9ja/contract'
import type { z } from 'zod'

import { when } from './format'

/**
 * Which database a report was read from (the staff API reads reports from REPORTING_DATABASE_URL when it
 * is set): a replica lags the primary, so the line says how far it had caught up.
 */
export function ReportSource({ report }: { report: Pick<z.infer<typeof staffReport>, 'database' | 'replayedAt'> }) {
  if (report.database === 'primary') {
    return (
      <p>
        <small>Read from the primary database, complete when read.</small>
      </p>
    )
  }
  return (
    <p>
      <small>
        Read from the reporting replica{report.replayedAt && <>, caught up to {when(report.replayedAt)}</>}: anything after that is not in
        it yet.
      </small>
    </p>
  )
}
