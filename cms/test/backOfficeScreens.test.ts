import { describe, expect, it } from 'vitest'

import type { Role } from '../src/access/roles'
import { SCREENS, mayOpen, screensFor } from '../src/back-office/screens'

const labelsFor = (...roles: Role[]) => screensFor({ roles }).map((screen) => screen.label)

describe('the back office screens each role opens', () => {
  it('follow the staff permissions table: each role sees the screens its work needs, the admin only the audit log', () => {
    expect(labelsFor('finance')).toEqual([
      'Back office home',
      'Adjustments',
      'Withdrawals',
      'Parked transfers',
      'Closures',
      'Players',
      'Agents',
      'Reports',
    ])
    expect(labelsFor('compliance')).toEqual([
      'Back office home',
      'Audit log',
      'Identity checks',
      'Self-exclusions',
      'AML',
      'Closures',
      'Players',
      'Agents',
      'Reports',
    ])
    expect(labelsFor('admin')).toEqual(['Back office home', 'Audit log'])
    expect(labelsFor('support')).toEqual(['Back office home', 'Players', 'Agents'])
    expect(labelsFor('risk')).toEqual(['Back office home', 'Players', 'Agents', 'Risk'])
    expect(labelsFor('editor')).toEqual(['Back office home'])
    expect(labelsFor('finance', 'compliance')).toEqual([
      'Back office home',
      'Audit log',
      'Identity checks',
      'Self-exclusions',
      'AML',
      'Adjustments',
      'Withdrawals',
      'Parked transfers',
      'Closures',
      'Players',
      'Agents',
      'Reports',
    ])
  })

  it('are closed to a user without a role, and to no user', () => {
    expect(screensFor({ roles: [] })).toEqual([])
    expect(mayOpen(null, SCREENS.home)).toBe(false)
    expect(mayOpen({ roles: ['auditor' as never] }, SCREENS.home)).toBe(false)
  })
})
