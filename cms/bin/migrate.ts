// Applies pending CMS migrations (src/migrations) through the Local API. The orchestrator and
// `npm run migrate -w cms` use this rather than `payload migrate`, whose CLI under an asynchronous
// module loader sometimes exits 0 or hangs before running anything (seen 3 times in 10 here).
import { getPayload } from 'payload'
import config from '../src/payload.config'

const payload = await getPayload({ config })
await payload.db.migrate()
// The postgres adapter keeps a connection checked out after destroy(), so end explicitly.
process.exit(0)
