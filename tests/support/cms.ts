import type { Page } from 'playwright-core'
import { CMS_URL } from './urls.ts'

/**
 * Logs `user` in to the CMS admin; done when the admin shows them its nav, whose "Back office" group
 * every staff role has.
 */
export async function logInToCms(page: Page, user: { email: string; password: string }) {
  // Chromium sometimes asks for /favicon.ico although the admin declares its own icons; the CMS
  // has none there, and the 404 would be logged as a console error that says nothing about the admin.
  await page.context().route('**/favicon.ico', (route) => route.fulfill({ status: 204 }))
  await page.goto(`${CMS_URL}/admin`)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('link', { name: 'Back office home' }).waitFor()
}

/**
 * Follows a link of the admin's nav. Up to 1440 px wide the admin starts with its nav closed (a drawer):
 * the menu button opens it first.
 */
export async function followNavLink(page: Page, name: string) {
  const link = page.getByRole('link', { name, exact: true })
  const openMenu = page.getByRole('button', { name: 'Open Menu' }).first()
  if (await openMenu.isVisible()) await openMenu.click()
  await link.click()
}
