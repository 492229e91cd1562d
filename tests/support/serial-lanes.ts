/**
 * Files that must not run beside the parallel group: they stop and start its services, move its clock,
 * spawn servers that count what comes to them, assert timings and frame rates that a busy machine would
 * spoil, or read every page's CMS content while other files edit some of it (the editing files run in the
 * parallel group, never beside these). They run once the other files are done, in three lanes, each a
 * project whose files run one at a time:
 *  - alone: the files that nothing may run beside;
 *  - then two lanes that `npm test` runs side by side, as two vitest runs on ports of their own
 *    (scripts/test.ts): the files that move the platform's clock (and the one that judges sessions idle by
 *    it), and the files that read the CMS or run servers of their own, which neither moves nor reads it.
 * In one vitest run (`--project 'serial*'`) the three lanes run one after another: vitest 3.2 runs the
 * one-fork projects of a group in one loop.
 */
export const SERIAL_LANES = {
  alone: [
    // Stops the platform's wallet-service while its own runs the games: every other file would lose it.
    'e2e/live/shared-round.test.ts',
    // Frame times at a 4x CPU throttle: another file's pages would take the cores from its frames.
    'e2e/virtual-sports/frames.test.ts',
    // Picks places on one race card at both widths within that race's betting time, each pick a round trip:
    // beside the parallel files a tricast's price did not show within 30 s, and beside the own-servers lane
    // a pick was not taken within 30 s (clean-clone runs, 2026-11-27 and 28).
    'e2e/virtual-sports/races-card.test.ts',
    // Stops the platform's CMS and web: beside the clock's lane a page of the clock test was refused
    // mid-login (a clean-clone run, 2026-11-28).
    'e2e/site/cms-down.test.ts',
  ],
  clock: [
    // Moves the whole platform's clock: every file running beside it would see its events jump.
    'e2e/virtual-sports/clock.test.ts',
    // Moves the clock to a race's start for its live-race tests.
    'e2e/virtual-sports/races.test.ts',
    // Ends a session idle for 4 s: a clock moved meanwhile would end it sooner.
    'e2e/security/idle-session.test.ts',
  ],
  ownServers: [
    'e2e/site/pages.test.ts',
    'e2e/live/relay.test.ts',
    'e2e/live/web-workers.test.ts',
    'e2e/security/restart.test.ts',
    'e2e/security/slow-wallet.test.ts',
    // Runs a platform of its own with two instances of the wallet-service and the web, and kills one of each.
    'e2e/instances/kill.test.ts',
  ],
}

export type SerialLane = keyof typeof SERIAL_LANES

/** A lane's vitest project, by name (`vitest --project`). */
export const serialLaneProject = (lane: SerialLane) => `serial: ${lane}`
