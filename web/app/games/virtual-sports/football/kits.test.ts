import { describe, expect, it } from 'vitest'
import { clashes, GRASS, matchKits } from './kits.ts'

describe("the sides' kits", () => {
  it('dress each side in its club colours, trimmed with its second colour', () => {
    expect(matchKits(['#c8102e', '#ffffff'], ['#0057b8', '#ffd100'])).toEqual({
      home: { shirt: '#c8102e', trim: '#ffffff' },
      away: { shirt: '#0057b8', trim: '#ffd100' },
    })
  })

  it('change the away side into its second colour when its first clashes with the home shirt', () => {
    // Kano Camels' gold against Onitsha Traders' yellow.
    expect(matchKits(['#f4a300', '#1a1a1a'], ['#ffcc00', '#002f6c']).away).toEqual({ shirt: '#002f6c', trim: '#ffcc00' })
  })

  it('keep a side off the colour of the grass', () => {
    // Abuja Eagles' green at home, against Kaduna Crocodiles' green and white.
    const { home, away } = matchKits(['#008751', '#ffffff'], ['#2e8b57', '#f5f5f5'])
    expect(home).toEqual({ shirt: '#ffffff', trim: '#008751' })
    expect(clashes(away.shirt, home.shirt) || clashes(away.shirt, GRASS)).toBe(false)
  })

  it('give clubs without colours two distinct readable kits, and never the same shirt to both sides', () => {
    const { home, away } = matchKits()
    expect(clashes(home.shirt, away.shirt)).toBe(false)
    expect(home.trim).not.toBe(home.shirt)
    expect(away.trim).not.toBe(away.shirt)
    const same = matchKits(['#1e90ff'], ['#1e90ff'])
    expect(clashes(same.home.shirt, same.away.shirt)).toBe(false)
    expect(same.home).toEqual({ shirt: '#1e90ff', trim: '#000000' })
  })
})
