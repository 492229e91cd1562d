import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, openPageWithoutJavaScript } from '../../support/browser.ts'
import { WEB_URL } from '../../support/urls.ts'
import { gotoPage, logIn, type Account } from '../accounts/accounts-support.ts'
import { createAgent } from './agents-support.ts'
import { expectNoHorizontalOverflow } from '../virtual-sports/sports-support.ts'
import { bankTransfer, player, type Player } from '../wallet/wallet-support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

/** A phone at the counter: 360 px wide, logged in as `account`. */
async function phoneOf(account: Account | Player): Promise<Page> {
  const page = await openPage(browser, { width: 360 })
  await logIn(page, account)
  return page
}

describe("agents' cash at 360 px", () => {
  it("cashes in a walk-in customer: the masked name to confirm, the float down, the customer's balance up", async () => {
    const agent = await createAgent('Mama Ngozi Stores', 20000, 'Ngozi Eze')
    const customer = await player('Kelechi Adeyemi')
    const shop = await phoneOf(agent)
    await gotoPage(shop, '/dashboard/agent/cash-in')
    expect(await shop.getByTestId('agent-float').textContent()).toBe('Your float: ₦20,000')

    await shop.getByTestId('cash-in-phone').fill('09000000001')
    await shop.getByTestId('cash-in-amount').fill('5000')
    await shop.getByTestId('cash-in-continue').click()
    expect(await shop.getByTestId('agent-cash-refusal').textContent()).toBe(
      'No player has the phone number 09000000001. Check it with the customer.',
    )

    await shop.getByTestId('cash-in-phone').fill(customer.phoneNumber)
    await shop.getByTestId('cash-in-continue').click()
    const confirmation = shop.getByTestId('cash-in-confirmation')
    await confirmation.waitFor()
    expect(await confirmation.textContent()).toContain(`Pay ₦5,000 from your float into the wallet of ${customer.phoneNumber}:`)
    expect(await shop.getByTestId('cash-in-customer').textContent()).toBe('Ke***i A.')
    await expectNoHorizontalOverflow(shop)
    await shop.getByTestId('cash-in-confirm').click()
    const done = shop.getByTestId('cash-in-done')
    await done.waitFor()
    expect(await done.textContent()).toContain("₦5,000 is in Ke***i A.'s wallet.")
    expect(await done.textContent()).toContain('Your float is now ₦15,000.')
    expect(await shop.getByTestId('agent-float').textContent()).toBe('Your float: ₦15,000')
    await expectNoHorizontalOverflow(shop)

    const wallet = await phoneOf(customer)
    await gotoPage(wallet, '/dashboard/wallet?tab=history')
    expect(await wallet.getByTestId('wallet-page-balance').textContent()).toBe('₦5,000')
    expect(await wallet.getByTestId('wallet-history-line').first().textContent()).toContain(
      'Cash paid in at Mama Ngozi Stores for Ke***i A.',
    )
  })

  it("pays a player's cash-out code from the Withdraw tab: a wrong code counts, the right one hands the cash over", async () => {
    const agent = await createAgent('Bello Kiosk', 1000, 'Tunde Bello')
    const customer = await player('Amaka Obi', { verified: true })
    await bankTransfer(customer.depositCode, '3000')
    const wallet = await phoneOf(customer)
    await gotoPage(wallet, '/dashboard/wallet?tab=withdraw')
    await wallet.getByTestId('withdraw-method-agent').click()
    await wallet.getByTestId('agent-cash-out-amount').fill('1500')
    await wallet.getByTestId('agent-cash-out-submit').click()
    const codeCard = wallet.getByTestId('agent-cash-out-code')
    await codeCard.waitFor()
    expect(await codeCard.textContent()).toContain('₦1,500 is ready to collect')
    expect(await codeCard.textContent()).toContain("Show the reference and the code at any agent's shop")
    const reference = (await wallet.getByTestId('agent-cash-out-reference').textContent())!
    const code = (await wallet.getByTestId('agent-cash-out-secret').textContent())!
    expect(reference).toMatch(/^[A-Z2-9]{8}$/)
    expect(code).toMatch(/^\d{6}$/)
    expect(await wallet.getByTestId('agent-cash-out-expires').textContent()).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)
    // The page reads its balance again after the request (Remix revalidates its loader).
    await expect.poll(() => wallet.getByTestId('wallet-page-balance').textContent()).toBe('₦1,500')
    await expectNoHorizontalOverflow(wallet)

    const shop = await phoneOf(agent)
    await gotoPage(shop, '/dashboard/agent/cash-out')
    await shop.getByTestId('cash-out-reference').fill(reference.toLowerCase())
    await shop.getByTestId('cash-out-code').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'))
    await shop.getByTestId('cash-out-pay').click()
    await expect
      .poll(() => shop.getByTestId('agent-cash-refusal').textContent())
      .toBe('The code is wrong. 4 attempts left before this cash-out is cancelled.')
    await shop.getByTestId('cash-out-code').fill(code)
    await shop.getByTestId('cash-out-pay').click()
    const done = shop.getByTestId('cash-out-done')
    await done.waitFor()
    expect(await done.textContent()).toContain('Hand this cash to Am***a O.:')
    expect(await shop.getByTestId('cash-out-amount').textContent()).toBe('₦1,500')
    expect(await shop.getByTestId('agent-float').textContent()).toBe('Your float: ₦2,500')
    await expectNoHorizontalOverflow(shop)
  })

  it('cashes in as plain HTML before any script loads, a Confirm sent twice moving the money once', async () => {
    const agent = await createAgent('Ade Corner Shop', 10000, 'Bola Ade')
    const customer = await player('Ifeoma Nnaji')
    const loggedIn = await phoneOf(agent)
    const shop = await openPageWithoutJavaScript(browser, { width: 360 })
    await shop.context().addCookies((await loggedIn.context().cookies()).filter((cookie) => cookie.name === '__session'))
    await shop.goto(`${WEB_URL}/dashboard/agent/cash-in`)
    await shop.getByTestId('cash-in-phone').fill(customer.phoneNumber)
    await shop.getByTestId('cash-in-amount').fill('2500')
    await shop.getByTestId('cash-in-continue').click()
    expect(await shop.getByTestId('cash-in-customer').textContent()).toBe('If***a N.')
    const confirmForm = shop.getByTestId('cash-in-confirmation')
    const fields = Object.fromEntries(
      await confirmForm
        .locator('input[type="hidden"]')
        .evaluateAll((inputs) => inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    ) as Record<string, string>
    expect(fields.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    await shop.getByTestId('cash-in-confirm').click()
    expect(await shop.getByTestId('cash-in-done').textContent()).toContain('Your float is now ₦7,500.')
    // The same Confirm again (a double tap, a resend after a dropped connection) is the same cash-in.
    const again = await shop.request.post(`${WEB_URL}/dashboard/agent/cash-in`, {
      form: { ...fields, intent: 'confirm' },
      headers: { Origin: WEB_URL },
    })
    expect(again.status()).toBe(200)
    await shop.goto(`${WEB_URL}/dashboard/agent/cash-in`)
    expect(await shop.getByTestId('agent-float').textContent()).toBe('Your float: ₦7,500')
  })

  it("asks for Cash at an agent in the Withdraw tab as plain HTML, the reference and code in the page's answer", async () => {
    const customer = await player('Chidi Okoro', { verified: true })
    await bankTransfer(customer.depositCode, '2000')
    const loggedIn = await phoneOf(customer)
    const wallet = await openPageWithoutJavaScript(browser, { width: 360 })
    await wallet.context().addCookies((await loggedIn.context().cookies()).filter((cookie) => cookie.name === '__session'))
    await wallet.goto(`${WEB_URL}/dashboard/wallet?tab=withdraw`)
    await wallet.getByTestId('withdraw-method-agent').click()
    await wallet.getByTestId('agent-cash-out-amount').fill('800')
    await wallet.getByTestId('agent-cash-out-submit').click()
    expect(await wallet.getByTestId('agent-cash-out-code').textContent()).toContain('₦800 is ready to collect')
    expect(await wallet.getByTestId('agent-cash-out-secret').textContent()).toMatch(/^\d{6}$/)
    expect(await wallet.getByTestId('wallet-page-balance').textContent()).toBe('₦1,200')
  })
})
