import { CONTROL_URL } from './urls.ts'

async function control(service: 'wallet' | 'cms' | 'web', action: 'stop' | 'start') {
  if (!CONTROL_URL) throw new Error('stopping services needs the platform started by the test harness (not E2E_EXTERNAL)')
  const response = await fetch(`${CONTROL_URL}/services/${service}/${action}`, { method: 'POST' })
  if (!response.ok) throw new Error(`could not ${action} ${service}: ${await response.text()}`)
}

export const stopService = (service: 'wallet' | 'cms' | 'web') => control(service, 'stop')
export const startService = (service: 'wallet' | 'cms' | 'web') => control(service, 'start')
export const stopCms = () => stopService('cms')
export const startCms = () => startService('cms')
