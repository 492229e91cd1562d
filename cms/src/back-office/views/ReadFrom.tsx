import type { staffReport } from '@9ja/contract'
import type { z } from 'zod'

import { when } from './format'

/**
 * Which database answered a report (the staff API reads reports from REPORTING_DATABASE_URL when set):
 * a replica lags the primary, so its line says how far it had caught up.
 */
export function ReadFrom({ answer }: { answer: Pick<z.infer<typeof staffReport>, 'database' | 'replayedAt'> }) {
  if (answer.database === 'primary') return <p>Read from the primary database.</p>
  if (!answer.replayedAt) return <p>Read from the reporting replica, which has not replayed a transaction yet.</p>
  return <p>Read from the reporting replica, up to the transactions committed by {when(answer.replayedAt)}.</p>
}
