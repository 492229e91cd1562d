import { describe, expect, it } from 'vitest'
import { deviceTypeOfRequest } from './device.server.ts'

const requestWith = (headers: Record<string, string>) => new Request('http://localhost/sports-betting', { headers })

describe('deviceTypeOfRequest', () => {
  it('follows the mobile client hint when the browser sends it', () => {
    expect(deviceTypeOfRequest(requestWith({ 'sec-ch-ua-mobile': '?1' }))).toBe('mobile')
    expect(deviceTypeOfRequest(requestWith({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' }))).toBe(
      'desktop',
    )
  })

  it('falls back to the user agent', () => {
    expect(deviceTypeOfRequest(requestWith({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' }))).toBe('mobile')
    expect(deviceTypeOfRequest(requestWith({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' }))).toBe('desktop')
    expect(deviceTypeOfRequest(requestWith({}))).toBe('desktop')
  })
})
