import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server.ts'

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    const env = parseEnv({})
    expect(env.CMS_URL).toBe('http://127.0.0.1:3001')
    expect(env.WALLET_URL).toBe('http://127.0.0.1:4000')
    expect(env.CMS_CACHE_TTL_MS).toBe(30_000)
    expect(env.INACTIVITY_TIMEOUT_MS).toBe(300_000)
    expect(env.INACTIVITY_WARNING_MS).toBe(10_000)
    // Spec section 9: the Spin It wheel turns 8 s, its result modal opens 2 s later.
    expect([env.SPIN_IT_SPIN_MS, env.SPIN_IT_RESULT_DELAY_MS]).toEqual([8000, 2000])
  })

  it('requires SESSION_SECRET in production, in one line naming the setting', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow('Invalid setting SESSION_SECRET: is required in production')
  })

  it('refuses a short SESSION_SECRET', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/^Invalid setting SESSION_SECRET: /)
  })

  it('refuses a bad URL or number', () => {
    expect(() => parseEnv({ CMS_URL: 'not a url' })).toThrow(/^Invalid setting CMS_URL: /)
    expect(() => parseEnv({ CMS_CACHE_TTL_MS: '-5' })).toThrow(/^Invalid setting CMS_CACHE_TTL_MS: /)
  })

  it('treats an empty value as unset and trims trailing slashes from URLs', () => {
    const env = parseEnv({ CMS_URL: 'http://cms.internal:3001/', WALLET_URL: '' })
    expect(env.CMS_URL).toBe('http://cms.internal:3001')
    expect(env.WALLET_URL).toBe('http://127.0.0.1:4000')
  })

  it('reads TRUST_PROXY as off, a hop count or a list of addresses/CIDRs, and refuses anything else', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1'])
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/^Invalid setting TRUST_PROXY: /)
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/^Invalid setting TRUST_PROXY: /)
  })

  it('refuses a short CLIENT_ADDRESS_SECRET and a frame origin that is not an origin', () => {
    expect(() => parseEnv({ CLIENT_ADDRESS_SECRET: 'short' })).toThrow(/^Invalid setting CLIENT_ADDRESS_SECRET: /)
    expect(parseEnv({ GAME_FRAME_ORIGINS: 'https://sports.example.ng' }).GAME_FRAME_ORIGINS).toEqual(['https://sports.example.ng'])
    expect(() => parseEnv({ GAME_FRAME_ORIGINS: 'https://sports.example.ng/path' })).toThrow(/^Invalid setting GAME_FRAME_ORIGINS: /)
  })

  it('logs at info unless LOG_LEVEL says otherwise, nothing in unit tests, and refuses a level pino does not have', () => {
    expect(parseEnv({}).LOG_LEVEL).toBe('info')
    expect(parseEnv({ NODE_ENV: 'test' }).LOG_LEVEL).toBe('silent')
    expect(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug')
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/^Invalid setting LOG_LEVEL: /)
  })
})
