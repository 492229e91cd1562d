import { randomBytes } from 'node:crypto'
import { chainLinkAfter } from '@9ja/fairness/node'
import type { Queryable } from '../../db/queryable.ts'

/** Links between two kept checkpoints: finding any link costs at most this many hashes. */
const CHECKPOINT_EVERY = 1000

/**
 * One hash chain (packages/fairness/src/crash.ts): link[0] = seed, link[k + 1] = SHA-256(link[k]).
 * Walking the chain once keeps every CHECKPOINT_EVERY-th link, so later lookups hash at most that
 * many times instead of the whole chain (100,000 links by default) per round.
 */
export class HashChain {
  private constructor(
    readonly seed: string,
    readonly length: number,
    private readonly checkpoints: string[],
    readonly commitment: string,
  ) {}

  /**
   * Walks the chain from its seed (a runner does it once per chain, when it takes the game over).
   * It yields to the event loop between checkpoints: a whole chain is about 0.2 s of hashing, which
   * would otherwise stall every request the process is answering.
   */
  static async walk(seed: string, length: number): Promise<HashChain> {
    const checkpoints: string[] = []
    let link = seed
    for (let index = 0; index < length; index++) {
      if (index % CHECKPOINT_EVERY === 0) {
        checkpoints.push(link)
        if (index > 0) await new Promise((resolve) => setImmediate(resolve))
      }
      link = chainLinkAfter(link)
    }
    return new HashChain(seed, length, checkpoints, link)
  }

  /** A new chain from a fresh random seed. */
  static generate(length: number): Promise<HashChain> {
    return HashChain.walk(randomBytes(32).toString('hex'), length)
  }

  /** link[index], 0 <= index <= length. */
  link(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index > this.length) throw new RangeError(`no link ${index} in a chain of ${this.length}`)
    if (index === this.length) return this.commitment
    let link = this.checkpoints[Math.floor(index / CHECKPOINT_EVERY)]!
    for (let at = index - (index % CHECKPOINT_EVERY); at < index; at++) link = chainLinkAfter(link)
    return link
  }

  /** The link round (or event) r of the chain plays (they count from 1; the first plays the link under the commitment). */
  roundLink(chainIndex: number): string {
    return this.link(this.length - chainIndex)
  }
}

/** The tables of the families that play hash chains (crash rounds, sports events, number draws): same columns, see migrations 0012, 0014 and 0017. */
export type ChainTable = 'crash_chains' | 'sports_chains' | 'number_chains'

/** A link handed out: the chain it belongs to, its place in it, and the link itself (secret until its round or event is over). */
export type ChainLinkUse = { chainId: number; chainIndex: number; commitment: string; link: string }

type ChainRow = { id: string; seed: string; length: number; next_index: number; commitment: string }

/**
 * Hands out a family's links in chain order: the next link of the game's newest chain with links
 * left, or of a new chain (its commitment stored, so public, before any round or event plays it).
 * Each chain is walked once per process and kept.
 */
export class ChainLinks {
  private readonly chains = new Map<number, HashChain>()
  private fresh: HashChain | null = null

  constructor(private readonly table: ChainTable) {}

  private newestSql(lock: boolean): string {
    return `select id, seed, length, next_index, commitment from ${this.table}
      where game = $1 and next_index <= length order by id desc limit 1${lock ? ' for update' : ''}`
  }

  private async walked(row: ChainRow): Promise<HashChain> {
    let chain = this.chains.get(Number(row.id))
    if (!chain) {
      chain = await HashChain.walk(row.seed, row.length)
      if (chain.commitment !== row.commitment) throw new Error(`${this.table} ${row.id} does not hash to its commitment`)
      this.chains.set(Number(row.id), chain)
    }
    return chain
  }

  /**
   * Walks the game's current chain, or makes the next one, before a transaction takes links: that
   * takes a while (about 0.2 s for 100,000 links), and the transaction then only checks.
   */
  async prepare(db: Queryable, game: string, chainLength: number): Promise<void> {
    const newest = (await db.query<ChainRow>(this.newestSql(false), [game])).rows[0]
    if (newest) await this.walked(newest)
    else this.fresh ??= await HashChain.generate(chainLength)
  }

  /** Inside the caller's transaction: takes the game's next `count` links in chain order, starting new chains as they run out. */
  async take(client: Queryable, game: string, chainLength: number, count: number): Promise<ChainLinkUse[]> {
    const taken: ChainLinkUse[] = []
    while (taken.length < count) {
      let row = (await client.query<ChainRow>(this.newestSql(true), [game])).rows[0]
      if (!row) {
        const fresh = this.fresh ?? (await HashChain.generate(chainLength))
        this.fresh = null
        row = (
          await client.query<ChainRow>(
            `insert into ${this.table} (game, seed, commitment, length) values ($1, $2, $3, $4)
             returning id, seed, length, next_index, commitment`,
            [game, fresh.seed, fresh.commitment, fresh.length],
          )
        ).rows[0]!
        this.chains.set(Number(row.id), fresh)
      }
      const chain = await this.walked(row)
      const links = Math.min(count - taken.length, row.length - row.next_index + 1)
      for (let at = 0; at < links; at++) {
        const chainIndex = row.next_index + at
        taken.push({ chainId: Number(row.id), chainIndex, commitment: row.commitment, link: chain.roundLink(chainIndex) })
      }
      await client.query(`update ${this.table} set next_index = next_index + $2 where id = $1`, [row.id, links])
    }
    return taken
  }
}
