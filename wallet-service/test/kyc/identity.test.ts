import { describe, expect, it } from 'vitest'
import { ageOn, yearsBefore } from '../../src/kyc/age.ts'
import { lagosDate } from '../../src/time/lagos.ts'
import { judgeIdentity } from '../../src/kyc/identity.ts'
import { parseProviderDate } from '../../src/kyc/providers/dates.ts'
import { SandboxIdentityProvider } from '../../src/kyc/providers/sandbox.ts'
import { IdentityProviderUnavailable } from '../../src/kyc/providers/types.ts'
import { ManualClock } from '../support/manual-clock.ts'

describe('ages', () => {
  it('counts whole years, turning 18 on the birthday itself', () => {
    expect(ageOn('2008-03-15', '2026-03-14')).toBe(17)
    expect(ageOn('2008-03-15', '2026-03-15')).toBe(18)
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17)
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18)
    expect(ageOn('1990-12-31', '2026-01-01')).toBe(35)
  })

  it('dates days in Lagos (UTC+1): 23:30 UTC is already the next day', () => {
    expect(lagosDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01')
    expect(lagosDate(new Date('2026-06-30T22:59:59Z'))).toBe('2026-06-30')
  })

  it('goes back whole years, from 29 February to the 28th', () => {
    expect(yearsBefore('2026-06-30', 16)).toBe('2010-06-30')
    expect(yearsBefore('2024-02-29', 16)).toBe('2008-02-29')
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-02-28')
  })
})

describe('dates of birth as identity APIs write them', () => {
  it.each([
    ['1990-05-16', '1990-05-16'],
    ['1990-5-6', '1990-05-06'],
    ['1990-05-16T00:00:00.000Z', '1990-05-16'],
    ['16-05-1990', '1990-05-16'],
    ['16/05/1990', '1990-05-16'],
    ['16-May-1990', '1990-05-16'],
    ['2-Aug-1904', '1904-08-02'],
    ['01-JAN-2000', '2000-01-01'],
    ['16 September 1990', '1990-09-16'],
  ])('reads %s', (text, iso) => expect(parseProviderDate(text)).toBe(iso))

  it.each(['', '1990-02-30', '31-04-1990', '16-Foo-1990', 'May 16, 1990', '19900516'])('refuses %s', (text) =>
    expect(parseProviderDate(text)).toBeNull(),
  )
})

describe('judging a provider answer', () => {
  const record = { firstName: 'CHINEDU', middleName: 'JOHN', lastName: 'OKAFOR', dateOfBirth: '1990-05-16' }
  const judge = (change: Partial<Parameters<typeof judgeIdentity>[0]>) =>
    judgeIdentity({ registeredName: 'Chinedu Okafor', typedDateOfBirth: '1990-05-16', record, today: '2026-01-10', ...change })

  it('verifies the registered name (the withdrawals matcher: any order, a middle name missing) with the typed date', () => {
    expect(judge({})).toEqual({ outcome: 'verified' })
    expect(judge({ registeredName: 'Okafor Chinedu John' })).toEqual({ outcome: 'verified' })
  })

  it('judges in order: not found, then the name, then the age, then the typed date', () => {
    expect(judge({ record: null })).toEqual({ outcome: 'rejected', reason: 'not_found' })
    expect(judge({ registeredName: 'Emeka Okafor', record: { ...record, dateOfBirth: '2012-01-01' } })).toEqual({
      outcome: 'rejected',
      reason: 'name_mismatch',
    })
    expect(judge({ record: { ...record, dateOfBirth: '2008-01-11' }, typedDateOfBirth: '1990-05-16' })).toEqual({
      outcome: 'rejected',
      reason: 'under_18',
    })
    expect(judge({ record: { ...record, dateOfBirth: '2008-01-10' }, typedDateOfBirth: '2008-01-10' })).toEqual({ outcome: 'verified' })
    expect(judge({ typedDateOfBirth: '1990-06-16' })).toEqual({ outcome: 'rejected', reason: 'dob_mismatch' })
  })
})

describe('the sandbox provider', () => {
  const sandbox = new SandboxIdentityProvider(new ManualClock(Date.parse('2026-01-10T12:00:00Z')))
  const holder = { fullName: 'Ada Grace Okafor', dateOfBirth: '1995-07-01' }
  const lookup = (idNumber: string) => sandbox.lookup({ idType: 'NIN', idNumber, holder })

  it('answers by the last digit', async () => {
    const registered = { firstName: 'Ada', middleName: 'Grace', lastName: 'Okafor' }
    expect(await lookup('12345678900')).toEqual({ ...registered, dateOfBirth: '1995-07-01' })
    expect(await lookup('12345678905')).toEqual({ ...registered, dateOfBirth: '1995-07-01' })
    expect(await lookup('12345678901')).toEqual({ firstName: 'Kunle', middleName: null, lastName: 'Adewale', dateOfBirth: '1995-07-01' })
    expect(await lookup('12345678902')).toEqual({ ...registered, dateOfBirth: '2010-01-10' })
    expect(await lookup('12345678903')).toBeNull()
    await expect(lookup('12345678909')).rejects.toBeInstanceOf(IdentityProviderUnavailable)
  })

  it('answers someone else for 1 even when the player is the first other person', async () => {
    const kunle = await sandbox.lookup({
      idType: 'BVN',
      idNumber: '22200000001',
      holder: { fullName: 'Kunle Adewale', dateOfBirth: '1990-01-01' },
    })
    expect(kunle).toMatchObject({ firstName: 'Chioma', lastName: 'Obi' })
  })
})
