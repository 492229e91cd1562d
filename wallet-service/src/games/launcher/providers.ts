import { createHash, randomBytes } from 'node:crypto'
import type { Config } from '../../config.ts'
import type { Queryable } from '../../db/queryable.ts'
import { DomainError } from '../../domain-error.ts'
import type { Game } from '../registry.ts'

/** `at`: the clock's instant of the launch, from which its token lives. */
export type LaunchRequest = { userId: string; game: Game; deviceType: 'mobile' | 'desktop'; at: Date }

/**
 * Who answers a launch. The in-house provider serves our own game pages; an external
 * aggregator or sportsbook is another implementation of the same interface.
 */
export interface GameProvider {
  launch(db: Queryable, request: LaunchRequest): Promise<{ launcherUrl: string }>
}

const hashLaunchToken = (token: string) => createHash('sha256').update(token).digest()

/** A one-time, short-lived token that carries the launch to the game page. */
async function issueLaunchToken(db: Queryable, request: LaunchRequest, ttlSeconds: number): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await db.query(
    `insert into game_launch_tokens (token_hash, user_id, game_id, expires_at)
     values ($1, $2, $3, $5::timestamptz + make_interval(secs => $4))`,
    [hashLaunchToken(token), request.userId, request.game.id, ttlSeconds, request.at],
  )
  return token
}

export class InHouseProvider implements GameProvider {
  constructor(private readonly config: Pick<Config, 'GAMES_PLAY_BASE_URL' | 'GAMES_LAUNCH_TOKEN_TTL_SECONDS'>) {}

  async launch(db: Queryable, request: LaunchRequest) {
    if (!request.game.playable) throw new DomainError('GAME_NOT_AVAILABLE', 'This game is not available yet')
    const token = await issueLaunchToken(db, request, this.config.GAMES_LAUNCH_TOKEN_TTL_SECONDS)
    const query = new URLSearchParams({ launch: token, device: request.deviceType })
    return { launcherUrl: `${this.config.GAMES_PLAY_BASE_URL}/play/${request.game.slug}?${query}` }
  }
}

export class SportsbookProvider implements GameProvider {
  constructor(private readonly config: Pick<Config, 'SPORTSBOOK_LAUNCH_URL' | 'GAMES_LAUNCH_TOKEN_TTL_SECONDS'>) {}

  async launch(db: Queryable, request: LaunchRequest) {
    if (!this.config.SPORTSBOOK_LAUNCH_URL) {
      throw new DomainError('SPORTSBOOK_NOT_CONFIGURED', 'Live sports currently not avaialble')
    }
    const token = await issueLaunchToken(db, request, this.config.GAMES_LAUNCH_TOKEN_TTL_SECONDS)
    const url = new URL(this.config.SPORTSBOOK_LAUNCH_URL)
    url.searchParams.set('launch', token)
    url.searchParams.set('device', request.deviceType)
    return { launcherUrl: url.toString() }
  }
}

/**
 * Redeems a launch token once, for the player it was issued to. Returns the game, or null when
 * the token is unknown, used, expired or someone else's.
 */
export async function redeemLaunchToken(db: Queryable, userId: string, token: string, at: Date): Promise<{ gameId: number } | null> {
  const { rows } = await db.query<{ game_id: number }>(
    `update game_launch_tokens set used_at = $3
      where token_hash = $1 and user_id = $2 and used_at is null and expires_at > $3
     returning game_id`,
    [hashLaunchToken(token), userId, at],
  )
  return rows[0] ? { gameId: rows[0].game_id } : null
}
