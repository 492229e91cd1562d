import { it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { gotoPage, logInThroughPage } from '../accounts/accounts-support.ts'
import { createFundedPlayer } from './games-support.ts'

it('debug', async () => {
  const browser = await launchBrowser()
  const player = await createFundedPlayer(0)
  const page = await openPage(browser, { width: 360 })
  await logInThroughPage(page, player)
  await gotoPage(page, '/play/jet-crash')
  await page.getByTestId('crash-game').waitFor()
  console.log(
    await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.right > 360.5)
        .slice(0, 15)
        .map(({ el, r }) => `${el.tagName}.${el.className} ${Math.round(r.left)}-${Math.round(r.right)}`)
        .join('\n'),
    ),
  )
  for (let i = 0; i < 24; i++) {
    console.log(
      await page.getByTestId('crash-stage').getAttribute('data-phase'),
      await page.evaluate(() => document.documentElement.scrollWidth),
      await page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .map((el) => ({ el, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.right > 360.5)
          .slice(0, 6)
          .map(({ el, r }) => `${el.tagName}.${el.getAttribute('class')} ${Math.round(r.left)}-${Math.round(r.right)}`)
          .join(' | '),
      ),
    )
    await page.waitForTimeout(500)
  }
  await page.screenshot({ path: '/tmp/crash-360.png', fullPage: true })
  await browser.close()
}, 60_000)
