import { ConfigError, loadConfig } from './config.ts'
import { startService, type RunningService } from './service.ts'

let service: RunningService
try {
  service = await startService(loadConfig())
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

async function shutdown(signal: string) {
  service.app.log.info({ signal }, 'shutting down')
  await service.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))
