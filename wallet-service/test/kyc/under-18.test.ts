import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/database.ts'
import { login, loginToken, outbox, registerVerified } from '../accounts/helpers.ts'
import { loadHouseAccounts, postEntry, walletAccountId } from '../../src/ledger/ledger.ts'
import { balanceOf, checkInvariantsAfterEach, openSandboxAccount, post, sandboxTransfer } from '../payments/helpers.ts'
import { MANY_SIGNUPS, verify } from './helpers.ts'
import { description } from '../../src/ledger/descriptions.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ KYC_UNVERIFIED_DEPOSIT_DAILY_NAIRA: '10000', ...MANY_SIGNUPS })
})
afterAll(async () => t.close())
checkInvariantsAfterEach(() => t)

/** A registered player with two live sessions and their deposit code. */
async function player(fullName: string) {
  const person = await registerVerified(t, fullName, 'Young#2026')
  const token = await loginToken(t, person.emailAddress, person.password)
  const otherDevice = await loginToken(t, person.emailAddress, person.password)
  const { rows } = await t.pool.query<{ id: string; deposit_code: string }>('select id, deposit_code from users where public_id = $1', [
    person.Id,
  ])
  return { ...person, token, otherDevice, userId: rows[0]!.id, depositCode: rows[0]!.deposit_code }
}

/** A game's stake or win on the wallet, as the games post them. */
async function gameEntry(userId: string, kobo: bigint) {
  const house = await loadHouseAccounts(t.pool)
  const wallet = await walletAccountId(t.pool, userId)
  const other = kobo > 0n ? house['house:game_wins'] : house['house:game_stakes']
  await postEntry(t.pool, {
    kind: kobo > 0n ? 'game_win' : 'game_stake',
    userId,
    description: description('spinStake', { game: 'Spin It', stake: '₦100' }),
    postings: [
      { accountId: wallet, amountKobo: kobo },
      { accountId: other, amountKobo: -kobo },
    ],
  })
}

const houseBalance = async (code: string) =>
  (await t.pool.query<{ balance_kobo: string }>('select balance_kobo::text from ledger_house_balances where code = $1', [code])).rows[0]!
    .balance_kobo

describe('an identity under 18 (sandbox numbers ending in 2)', () => {
  it('closes the account: sessions end, deposits go back to the account they came from, winnings are forfeited, login says why', async () => {
    const tobi = await player('Tobi Adewale')
    const parentAccount = '7100000001'
    await openSandboxAccount(t, { accountNumber: parentAccount, accountName: 'ADEWALE FOLAKE' })
    const fromParent = { senderName: 'ADEWALE FOLAKE', senderBankCode: '058', senderAccountNumber: parentAccount }
    expect((await post(t, '/sandbox/transfers', { depositCode: tobi.depositCode, amount: '8000', ...fromParent })).statusCode).toBe(200)
    await post(t, '/sandbox/transfers', { depositCode: tobi.depositCode, amount: '4000', ...fromParent })
    await gameEntry(tobi.userId, 300_000n)
    await gameEntry(tobi.userId, -100_000n)
    // ₦12,000 put in (₦2,000 of it held over the cap), ₦2,000 won on balance: ₦12,000 in the wallet, ₦2,000 held.
    expect(await balanceOf(t, tobi.token)).toBe(12000)
    const forfeitedBefore = BigInt(await houseBalance('house:forfeited_winnings'))

    const answer = await verify(t, tobi.token, { lastDigit: 2, dateOfBirth: '1990-05-16' })
    expect(answer.statusCode).toBe(200)
    expect(answer.body.data).toMatchObject({ kycStatus: 'rejected', reason: 'under_18', accountClosed: true })
    const closedBecause =
      'Your identity check shows you are under 18. You must be 18 or older to play, so this account is now closed. ' +
      '₦12,000 of your deposits is being returned to Guaranty Trust Bank ****0001. Winnings of ₦2,000 are forfeited.'
    expect(answer.body.message).toBe(closedBecause)

    for (const token of [tobi.token, tobi.otherDevice]) expect((await post(t, '/agent/wallet-balance', { token })).statusCode).toBe(401)
    const refused = await login(t, tobi.emailAddress, tobi.password)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_CLOSED' })
    expect(refused.json().message).toMatch(
      /^This account was closed on \d{1,2} [A-Z][a-z]+ \d{4} because its identity check showed its owner is under 18\. ₦12,000 of your deposits is being returned to Guaranty Trust Bank \*\*\*\*0001\. Winnings of ₦2,000 are forfeited\.$/,
    )
    // The reason is told only to whoever knows the password.
    expect((await login(t, tobi.emailAddress, 'Wrong#2026')).statusCode).toBe(401)

    const payout = await t.pool.query(
      `select w.status, w.amount_kobo::text, w.bank_code, w.account_number, w.account_name, s.status as bank_status
         from account_closures c join withdrawals w on w.id = c.refund_withdrawal_id left join sandbox_payouts s on s.reference = w.reference
        where c.user_id = $1`,
      [tobi.userId],
    )
    expect(payout.rows).toEqual([
      {
        status: 'succeeded',
        amount_kobo: '1200000',
        bank_code: '058',
        account_number: parentAccount,
        account_name: 'ADEWALE FOLAKE',
        bank_status: 'success',
      },
    ])
    const wallet = await t.pool.query('select balance_kobo::text from ledger_accounts where user_id = $1', [tobi.userId])
    expect(wallet.rows[0].balance_kobo).toBe('0')
    expect(BigInt(await houseBalance('house:forfeited_winnings')) - forfeitedBefore).toBe(200_000n)
    const stillHeld = await t.pool.query('select count(*)::int as n from kyc_held_deposits where user_id = $1 and released_at is null', [
      tobi.userId,
    ])
    expect(stillHeld.rows[0].n).toBe(0)
    const user = await t.pool.query('select kyc_status, kyc_reason from users where id = $1', [tobi.userId])
    expect(user.rows[0]).toEqual({ kyc_status: 'rejected', kyc_reason: 'under_18' })

    for (const to of [tobi.emailAddress, tobi.phoneNumber]) {
      const [message] = await outbox(t, to)
      expect(message?.text).toContain(closedBecause)
    }

    // Money arriving later is not credited to the closed account: it is parked for a person to send back.
    const late = await sandboxTransfer(t, tobi.depositCode, '500')
    expect(late.body.data.webhook).toBe('parked')
    const parked = await t.pool.query(
      `select p.reason from parked_payment_events p join payment_events e on e.id = p.event_id where e.reference = $1`,
      [late.body.data.reference],
    )
    expect(parked.rows[0].reason).toBe(
      `Account number ${tobi.depositCode} belongs to an account closed under 18: return the transfer to its sender`,
    )
  })

  it('leaves the refund in the closed wallet, for a person to send, when no bank account to return it to is known', async () => {
    const ada = await player('Ada Chukwu')
    await sandboxTransfer(t, ada.depositCode, '3000')
    await gameEntry(ada.userId, -50_000n)
    const answer = await verify(t, ada.token, { lastDigit: 2 })
    expect(answer.body.message).toBe(
      'Your identity check shows you are under 18. You must be 18 or older to play, so this account is now closed. ' +
        '₦2,500 of your deposits will be returned to you: please contact support with your phone number.',
    )
    const closure = await t.pool.query(
      'select refund_kobo::text, forfeited_kobo::text, refund_withdrawal_id from account_closures where user_id = $1',
      [ada.userId],
    )
    expect(closure.rows).toEqual([{ refund_kobo: '250000', forfeited_kobo: '0', refund_withdrawal_id: null }])
    const wallet = await t.pool.query('select balance_kobo::text from ledger_accounts where user_id = $1', [ada.userId])
    expect(wallet.rows[0].balance_kobo).toBe('250000')
    expect((await login(t, ada.emailAddress, ada.password)).json().message).toContain(
      '₦2,500 of your deposits will be returned to you: please contact support with your phone number.',
    )
  })

  it('judges the name first: someone else’s under-18 number closes nothing', async () => {
    // A number ending in 1 returns another person; their age is not the player's.
    const bola = await player('Bola Tinubu')
    const answer = await verify(t, bola.token, { lastDigit: 1 })
    expect(answer.body.data.reason).toBe('name_mismatch')
    expect((await post(t, '/agent/wallet-balance', { token: bola.token })).statusCode).toBe(200)
  })
})
