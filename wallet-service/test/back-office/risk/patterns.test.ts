import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { patternsQuery, unusualPatterns } from '../../../src/back-office/risk/patterns.ts'
import { createTestApp, type TestApp } from '../../support/database.ts'
import { createTestUser, creditWallet, type TestUser } from '../../support/users.ts'
import { login, registerVerified, type Registered } from '../../accounts/helpers.ts'
import { openSandboxAccount, post } from '../../payments/helpers.ts'
import { riskContext } from './helpers.ts'

let t: TestApp
beforeAll(async () => {
  // Three accounts on one address make a pattern here (the default is five); two players on one payout
  // account and three funded from one bank account are the defaults.
  t = await createTestApp({ RISK_ACCOUNTS_PER_ADDRESS: '3' })
})
afterAll(async () => t.close())

const patterns = (query: Record<string, unknown> = {}, context = riskContext(t)) =>
  unusualPatterns(t.pool, patternsQuery.parse(query), context)

async function loggedIn(account: Registered, address: string) {
  const response = await login(t, account.phoneNumber, account.password, address)
  expect(response.statusCode).toBe(200)
}

async function publicIdOf(account: Registered): Promise<string> {
  const { rows } = await t.pool.query<{ public_id: string }>('select public_id from users where phone_number = $1', [account.phoneNumber])
  return rows[0]!.public_id
}

describe('players with unusual patterns', () => {
  it('names the accounts that logged in from one client address, from the threshold on', async () => {
    const [ada, bola, chidi, dayo] = [
      await registerVerified(t, 'Ada Obi'),
      await registerVerified(t, 'Bola Ade'),
      await registerVerified(t, 'Chidi Eze'),
      await registerVerified(t, 'Dayo Ojo'),
    ]
    // 10.9.9.9: three accounts, Ada twice. 10.8.8.8: two accounts (Dayo three times), one short of a pattern.
    for (const account of [ada, bola, chidi, ada]) await loggedIn(account, '10.9.9.9')
    for (const account of [dayo, dayo, dayo, bola]) await loggedIn(account, '10.8.8.8')

    const found = await patterns()
    expect(found.sharedAddresses).toEqual([
      {
        clientAddress: '10.9.9.9',
        accounts: [
          expect.objectContaining({ publicId: await publicIdOf(ada), fullName: 'Ada Obi', userType: 'individual', times: 2, amount: null }),
          expect.objectContaining({ publicId: await publicIdOf(bola), fullName: 'Bola Ade', times: 1 }),
          expect.objectContaining({ publicId: await publicIdOf(chidi), fullName: 'Chidi Eze', times: 1 }),
        ],
      },
    ])

    // A stretch that ends two days from now and lasts one day holds none of these logins.
    const later = { now: () => t.clock.now() + 2 * 24 * 60 * 60 * 1000, sleep: t.clock.sleep }
    expect((await patterns({ days: '1' }, riskContext(t, { clock: later }))).sharedAddresses).toEqual([])
  })

  async function player(fullName: string): Promise<TestUser> {
    const user = await createTestUser(t.pool, { fullName })
    await creditWallet(t.pool, user.userId, 1_000_000n)
    return user
  }

  const withdraw = async (user: TestUser, accountNumber: string, amount: string) => {
    const answer = await post(t, '/agent/withdraw-fund', { token: user.token, amount, bankCode: '058', accountNumber })
    expect(answer.body.message).toBe('Withdrawal successful')
  }

  it('names the players who withdrew to one bank account, and not a player withdrawing to their own twice', async () => {
    // Withdrawals go only to an account in the player's own name: two players of the same name pass that check.
    const [first, second, other] = [await player('Sade Bello'), await player('Sade Bello'), await player('Emeka Nwosu')]
    await openSandboxAccount(t, { accountNumber: '5000000001', accountName: 'Sade Bello' })
    await openSandboxAccount(t, { accountNumber: '5000000003', accountName: 'Emeka Nwosu' })
    await withdraw(first, '5000000001', '1000')
    await withdraw(first, '5000000001', '500')
    await withdraw(second, '5000000001', '2000')
    await withdraw(other, '5000000003', '300')
    await withdraw(other, '5000000003', '300')

    expect((await patterns()).sharedPayoutAccounts).toEqual([
      {
        bankCode: '058',
        bankName: 'Guaranty Trust Bank',
        accountNumber: '5000000001',
        accountNames: ['Sade Bello'],
        accounts: [
          expect.objectContaining({ publicId: first.publicId, fullName: 'Sade Bello', times: 2, amount: 1500 }),
          expect.objectContaining({ publicId: second.publicId, fullName: 'Sade Bello', times: 1, amount: 2000 }),
        ],
      },
    ])
  })

  const transfer = (user: TestUser, senderAccountNumber: string, amount: string, senderName = 'Musa Bako') =>
    post(t, '/sandbox/transfers', { depositCode: user.depositCode, amount, senderName, senderBankCode: '033', senderAccountNumber })

  it('names the players one bank account funded, from three of them on', async () => {
    const [a, b, c, d] = [await player('Ife Ola'), await player('Jide Ola'), await player('Kemi Ola'), await player('Lola Ade')]
    for (const [user, amount] of [
      [a, '100'],
      [b, '200'],
      [c, '300'],
      [a, '400'],
    ] as const) {
      expect((await transfer(user, '7000000001', amount)).body.data.webhook).toBe('credited')
    }
    // Another account funds two players: one short.
    await transfer(c, '7000000002', '100', 'Ngozi Uba')
    await transfer(d, '7000000002', '100', 'Ngozi Uba')

    expect((await patterns()).sharedFundingAccounts).toEqual([
      {
        bankCode: '033',
        bankName: 'United Bank For Africa',
        accountNumber: '7000000001',
        accountNames: ['Musa Bako'],
        accounts: [
          expect.objectContaining({ publicId: a.publicId, fullName: 'Ife Ola', times: 2, amount: 500 }),
          expect.objectContaining({ publicId: b.publicId, times: 1, amount: 200 }),
          expect.objectContaining({ publicId: c.publicId, times: 1, amount: 300 }),
        ],
      },
    ])
  })
})
