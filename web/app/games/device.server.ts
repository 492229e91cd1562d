import { z } from 'zod'

/**
 * The device a launch is for, decided on the server where the window's width is unknown: the
 * browser's own mobile hint (`Sec-CH-UA-Mobile`, sent by Chromium-based browsers) when present, else
 * the user agent's `Mobi`/`Android` token, the test MDN recommends for "is this a phone".
 */
export function deviceTypeOfRequest(request: Request): 'mobile' | 'desktop' {
  const mobileHint = request.headers.get('sec-ch-ua-mobile')
  if (mobileHint) return mobileHint.trim() === '?1' ? 'mobile' : 'desktop'
  return /Mobi|Android/i.test(request.headers.get('user-agent') ?? '') ? 'mobile' : 'desktop'
}

const launchDevice = z.enum(['mobile', 'desktop'])

/** The device a relaunch is for: the one the page named (`?device=`), else the request's own. */
export function launchDeviceOf(request: Request, named: string | null): 'mobile' | 'desktop' {
  const device = launchDevice.safeParse(named)
  return device.success ? device.data : deviceTypeOfRequest(request)
}
