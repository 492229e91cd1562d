/**
 * Who may open another live stream in this process: at most `maxConnections` in all (a process holds
 * only so many sockets) and at most `maxPerAddress` from one client address, so one address cannot
 * take every slot and leave other viewers refused. The per-address cap is a flood guard, not a
 * per-player limit: many phones share one address behind a mobile carrier's NAT, so it stays well
 * above what one household opens.
 */
export class LiveAdmission {
  private total = 0
  private readonly byAddress = new Map<string, number>()

  constructor(private readonly limits: () => { maxConnections: number; maxPerAddress: number }) {}

  /** Takes a slot for `address`, or tells why not: 'busy' (the process is full) or 'address' (this address holds its share). */
  admit(address: string): { admitted: true; release: () => void } | { admitted: false; reason: 'busy' | 'address' } {
    const { maxConnections, maxPerAddress } = this.limits()
    // The address's own share first: one that holds it is told so, full process or not.
    const held = this.byAddress.get(address) ?? 0
    if (held >= maxPerAddress) return { admitted: false, reason: 'address' }
    if (this.total >= maxConnections) return { admitted: false, reason: 'busy' }
    this.total += 1
    this.byAddress.set(address, held + 1)
    let released = false
    return {
      admitted: true,
      release: () => {
        if (released) return
        released = true
        this.total -= 1
        const left = (this.byAddress.get(address) ?? 1) - 1
        if (left === 0) this.byAddress.delete(address)
        else this.byAddress.set(address, left)
      },
    }
  }
}
