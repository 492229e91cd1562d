// `npm run seed:cms -w seed`: seeds the CMS once its migrations have run (idempotent).
import { runCmsSeed } from './index'

const report = await runCmsSeed()
console.log(report.created.length ? `cms seed: created ${report.created.length} items` : 'cms seed: nothing to do, content already present')
// Payload keeps a pooled connection open after destroy(); exit explicitly.
process.exit(0)
