import { describe, expect, it } from 'vitest'
import { AVIATOR_GAMES, categoryOf, digitsOnly, matchesSearch, NUMBER_GAMES, parseCategory, SPIN_GAMES, SPORTS_VIRTUAL } from './catalog.ts'

const game = (gameTitle: string, type: string, sub_type: string) => ({
  gameId: 1,
  gameTitle,
  thumbnail: '',
  type,
  sub_type,
  slug: 'a-game',
})

describe('lobby classification (spec section 2)', () => {
  it('sends crash to Aviator, virtual with "number" to Number Games, other virtual to Sports Virtual', () => {
    expect(categoryOf(game('Jet Crash', 'virtual', 'crash'))).toBe(AVIATOR_GAMES)
    expect(categoryOf(game('Anything', 'crash', 'x'))).toBe(AVIATOR_GAMES)
    expect(categoryOf(game('Lucky Number Draw', 'virtual', 'lotto'))).toBe(NUMBER_GAMES)
    expect(categoryOf(game('Perfect Guess', 'virtual', 'number'))).toBe(NUMBER_GAMES)
    expect(categoryOf(game('Dog Race', 'virtual', 'sports'))).toBe(SPORTS_VIRTUAL)
    expect(categoryOf(game('Spin 2 Win Royale', 'spin', 'roulette'))).toBe(SPIN_GAMES)
  })

  it('reads the id query, falling back to All Games', () => {
    expect(parseCategory('3')).toBe(3)
    expect([parseCategory(null), parseCategory(''), parseCategory('9'), parseCategory('x')]).toEqual([0, 0, 0, 0])
  })

  it('finds games by a part of their title, in any case', () => {
    const royale = game('Spin 2 Win Royale', 'spin', 'roulette')
    expect(['royale', 'ROYALE', ' win roy ', 'Spin 2']).toEqual(
      ['royale', 'ROYALE', ' win roy ', 'Spin 2'].filter((search) => matchesSearch(royale, search)),
    )
    expect(matchesSearch(royale, 'crash')).toBe(false)
  })

  it('keeps digits only in amounts', () => {
    expect(digitsOnly('₦1,5a0')).toBe('150')
  })
})
