import type { Config } from '../../config.ts'
import { DojahIdentityProvider } from './dojah.ts'
import { PremblyIdentityProvider } from './prembly.ts'
import { SandboxIdentityProvider } from './sandbox.ts'
import type { IdentityProvider } from './types.ts'
import type { Clock } from '../../time/clock.ts'

/** The identity provider KYC_PROVIDER names. The sandbox never runs in production. */
export function createIdentityProvider(config: Config, clock: Clock): IdentityProvider {
  if (config.KYC_PROVIDER === 'dojah') return new DojahIdentityProvider(config)
  if (config.KYC_PROVIDER === 'prembly') return new PremblyIdentityProvider(config)
  if (config.NODE_ENV === 'production') throw new Error('wallet-service: KYC_PROVIDER=sandbox is not allowed when NODE_ENV=production')
  return new SandboxIdentityProvider(clock)
}
