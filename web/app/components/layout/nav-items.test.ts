import { describe, expect, it } from 'vitest'
import { isCurrentSection, moreNavItems, primaryNavItems } from './nav-items.ts'

const visitorItem = (key: string) => primaryNavItems(null).find((item) => item.key === key)!

describe('the current section of the nav', () => {
  it("does not mark a visitor's Sports Betting (a link to /login) as current on the login page", () => {
    expect(isCurrentSection(visitorItem('nav.sportsBetting'), '/login')).toBe(false)
    expect(isCurrentSection(visitorItem('nav.sportsBetting'), '/sports-betting')).toBe(true)
  })

  it('marks a section on the pages below it, and Virtual on both lobbies', () => {
    expect(isCurrentSection(visitorItem('nav.casinoGames'), '/dashboard/spinit/play')).toBe(true)
    expect(isCurrentSection(visitorItem('nav.virtual'), '/dashboard/virtual')).toBe(true)
    expect(isCurrentSection(visitorItem('nav.home'), '/homeless')).toBe(false)
    expect(isCurrentSection(moreNavItems[0]!, '/contact')).toBe(true)
  })
})
