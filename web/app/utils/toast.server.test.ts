import { describe, expect, it } from 'vitest'
import { createToastHeader, getToast, redirectWithToast } from './toast.server.ts'

function requestWithCookie(setCookie: string) {
  return new Request('http://localhost/home', { headers: { Cookie: setCookie.split(';')[0]! } })
}

describe('flash-cookie toasts', () => {
  it('carries a toast to the next request exactly once', async () => {
    const setCookie = await createToastHeader({ type: 'success', description: 'Logout successful' })
    expect(setCookie).toMatch(/^en_toast=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)

    const { toast, headers } = await getToast(requestWithCookie(setCookie))
    expect(toast).toMatchObject({ type: 'success', description: 'Logout successful' })
    expect(toast?.id).toBeTruthy()
    // The response clears the cookie so the toast is not shown again.
    const clearing = new Headers(headers).get('Set-Cookie')
    expect(clearing).toMatch(/^en_toast=;|Expires=Thu, 01 Jan 1970/)
  })

  it('has no toast and sets no cookie when none is pending', async () => {
    const { toast, headers } = await getToast(new Request('http://localhost/home'))
    expect(toast).toBeNull()
    expect(headers).toBeUndefined()
  })

  it('redirects with the toast cookie attached', async () => {
    const response = await redirectWithToast('/home', { type: 'error', description: 'login fail' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/home')
    expect(response.headers.get('Set-Cookie')).toMatch(/^en_toast=/)
  })
})
