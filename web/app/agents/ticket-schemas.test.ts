import { describe, expect, it } from 'vitest'
import { payTicketSchema } from './ticket-schemas.ts'

const betIdOf = (betId: string) => payTicketSchema.safeParse({ betId })

describe('the pay-a-ticket form', () => {
  it('takes a bet ID typed in any case, or the Check Bet link its QR code gives, pasted whole', () => {
    expect(betIdOf(' hqxxkm49vq ').data).toEqual({ betId: 'HQXXKM49VQ' })
    expect(betIdOf('https://9jalottery.ng/check-bet/HQXXKM49VQ').data).toEqual({ betId: 'HQXXKM49VQ' })
    expect(betIdOf('http://127.0.0.1:3000/check-bet/hqxxkm49vq?from=qr#top').data).toEqual({ betId: 'HQXXKM49VQ' })
  })

  it('refuses nothing typed, and what cannot be a bet ID, with the form’s messages', () => {
    expect(betIdOf('   ').error?.issues[0]?.message).toBe('agents:tickets.pay.betIdRequired')
    expect(betIdOf('HQXXKM49V').error?.issues[0]?.message).toBe('agents:tickets.pay.betIdInvalid')
    expect(betIdOf('HQXXKM49V0').error?.issues[0]?.message).toBe('agents:tickets.pay.betIdInvalid')
    expect(betIdOf('https://9jalottery.ng/booking/ABCDEFGH').error?.issues[0]?.message).toBe('agents:tickets.pay.betIdInvalid')
  })
})
