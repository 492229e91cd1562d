import { describe, expect, it } from 'vitest'
import { pluralProblems, staleSameAsEnglish, structureProblems, untranslatedProblems, type Messages } from './translation-checks.ts'

const english: Messages = {
  title: 'Wallet',
  balance: 'Balance: {{amount}}',
  help: ['Pay in by transfer.', 'Withdraw to your bank.'],
  limits: { daily: 'Daily limit', minutes_one: '{{count}} minute', minutes_other: '{{count}} minutes' },
}
const translated: Messages = {
  title: 'Àpò owó',
  balance: 'Iye tó kù: {{amount}}',
  help: ['Sanwó nípa transfer.', 'Gba owó sí bánkì rẹ.'],
  limits: { daily: 'Òpin ojoojúmọ́', minutes_one: 'ìṣẹ́jú {{count}}', minutes_other: 'ìṣẹ́jú {{count}}' },
}
const ONE_OTHER = ['one', 'other']
const withChange = (change: (messages: Messages) => void): Messages => {
  const copy = structuredClone(translated)
  change(copy)
  return copy
}
const limitsOf = (messages: Messages) => messages.limits as Messages

describe('translation checks', () => {
  it('find nothing wrong in a complete translation', () => {
    expect(structureProblems(english, translated, ONE_OTHER)).toEqual([])
    expect(pluralProblems(english, translated, ONE_OTHER)).toEqual([])
    expect(untranslatedProblems('wallet', english, translated, {})).toEqual([])
  })

  it('name a missing key and an extra one, at any depth', () => {
    const messages = withChange((copy) => {
      delete limitsOf(copy).daily
      copy.extra = 'Ẹ̀bùn'
    })
    expect(structureProblems(english, messages, ONE_OTHER)).toEqual(['limits.daily: missing', 'extra: not an English key'])
    expect(structureProblems(english, {}, ONE_OTHER)).toContain('limits: missing')
  })

  it('name a value of another type, and a list of another length or of other things', () => {
    expect(
      structureProblems(
        english,
        withChange((copy) => (copy.title = ['Àpò owó'])),
        ONE_OTHER,
      ),
    ).toEqual(['title: array instead of string'])
    expect(
      structureProblems(
        english,
        withChange((copy) => (copy.limits = 'Òpin')),
        ONE_OTHER,
      ),
    ).toEqual(['limits: string instead of object'])
    expect(
      structureProblems(
        english,
        withChange((copy) => (copy.help = ['Sanwó.'])),
        ONE_OTHER,
      ),
    ).toEqual(['help: 1 lines instead of 2'])
    expect(
      structureProblems(
        english,
        withChange((copy) => (copy.help = ['Sanwó.', 2 as unknown as string])),
        ONE_OTHER,
      ),
    ).toEqual(['help: a list of something else than texts'])
  })

  it('name a placeholder lost, renamed or added', () => {
    expect(
      structureProblems(
        english,
        withChange((copy) => (copy.balance = 'Iye tó kù')),
        ONE_OTHER,
      ),
    ).toEqual(['balance: placeholders [] instead of [amount]'])
    expect(
      structureProblems(
        english,
        withChange((copy) => (copy.balance = 'Iye: {{owo}}')),
        ONE_OTHER,
      ),
    ).toEqual(['balance: placeholders [owo] instead of [amount]'])
    expect(
      structureProblems(
        english,
        withChange((copy) => (copy.title = 'Àpò {{name}}')),
        ONE_OTHER,
      ),
    ).toEqual(['title: placeholders [name] instead of []'])
  })

  it('ask for every plural form the language uses, and accept those English lacks', () => {
    const dropped = withChange((copy) => delete limitsOf(copy).minutes_other)
    expect(pluralProblems(english, dropped, ONE_OTHER)).toEqual(['limits.minutes: no plural form _other (the language uses one, other)'])
    // A language with a "few" form (as Slavic languages have): English's two forms are not enough, and its own is no extra key.
    const forms = ['one', 'few', 'other']
    expect(pluralProblems(english, translated, forms)).toEqual(['limits.minutes: no plural form _few (the language uses one, few, other)'])
    const withFew = withChange((copy) => (limitsOf(copy).minutes_few = 'ìṣẹ́jú {{count}}'))
    expect(pluralProblems(english, withFew, forms)).toEqual([])
    expect(structureProblems(english, withFew, forms)).toEqual([])
    expect(structureProblems(english, withFew, ONE_OTHER)).toEqual(['limits.minutes_few: not an English key'])
  })

  it('name a value left in English (case and punctuation apart, any line of a list) unless listed with its reason', () => {
    const leftInEnglish = withChange((copy) => {
      copy.title = 'wallet.'
      copy.help = ['Sanwó nípa transfer.', 'Withdraw to your bank']
    })
    expect(untranslatedProblems('wallet', english, leftInEnglish, {})).toEqual(['title: "Wallet"', `help: ${JSON.stringify(english.help)}`])
    expect(untranslatedProblems('wallet', english, leftInEnglish, { 'wallet:title': 'a word', 'wallet:help': 'kept' })).toEqual([])
    // An entry of another namespace does not excuse this one.
    expect(untranslatedProblems('wallet', english, leftInEnglish, { 'common:title': 'a word', 'wallet:help': 'kept' })).toEqual([
      'title: "Wallet"',
    ])
  })

  it('name a same-as-English entry whose value is translated now, or whose key or namespace is gone', () => {
    const files = { english, translated: withChange((copy) => (copy.title = 'Wallet')) }
    const read = (namespace: string) => (namespace === 'wallet' ? files : null)
    expect(staleSameAsEnglish({ 'wallet:title': 'a word' }, read)).toEqual([])
    expect(staleSameAsEnglish({ 'wallet:balance': 'a word', 'wallet:gone': 'x', 'common:title': 'y' }, read)).toEqual([
      'wallet:balance',
      'wallet:gone',
      'common:title',
    ])
  })
})
