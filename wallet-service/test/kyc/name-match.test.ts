import { describe, expect, it } from 'vitest'
import { namesMatch, nameTokens } from '../../src/kyc/name-match.ts'

describe('account name matching for withdrawals', () => {
  it('ignores case, punctuation, accents and spacing', () => {
    expect(nameTokens('  OKAFOR,  Chinedu-John. ')).toEqual(['okafor', 'chinedu', 'john'])
    expect(namesMatch('Chinedu Okafor', 'CHINEDU   OKAFOR')).toBe(true)
    expect(namesMatch('Adébáyọ̀ Ògúnlésì', 'ADEBAYO OGUNLESI')).toBe(true)
  })

  it('accepts the names in any order', () => {
    expect(namesMatch('Chinedu Okafor', 'OKAFOR CHINEDU')).toBe(true)
    expect(namesMatch('Chinedu John Okafor', 'Okafor, John Chinedu')).toBe(true)
  })

  it('accepts a middle name missing on either side', () => {
    expect(namesMatch('Chinedu John Okafor', 'OKAFOR CHINEDU')).toBe(true)
    expect(namesMatch('Chinedu Okafor', 'OKAFOR CHINEDU JOHN')).toBe(true)
  })

  it('refuses when the first or last registered name is missing', () => {
    expect(namesMatch('Chinedu John Okafor', 'JOHN OKAFOR')).toBe(false)
    expect(namesMatch('Chinedu John Okafor', 'CHINEDU JOHN')).toBe(false)
  })

  it('refuses a different person, a relative, initials and single names', () => {
    expect(namesMatch('Chinedu Okafor', 'Emeka Okafor')).toBe(false)
    expect(namesMatch('Chinedu Okafor', 'Chinedu Okafor Emeka Obi')).toBe(true)
    expect(namesMatch('Chinedu John Okafor', 'CHINEDU OKAFOR EMEKA')).toBe(false)
    expect(namesMatch('Chinedu Okafor', 'C. OKAFOR')).toBe(false)
    expect(namesMatch('Chinedu', 'CHINEDU')).toBe(false)
    expect(namesMatch('Chinedu Okafor', '')).toBe(false)
  })
})
