// A module of its own: protection.ts keeps the breaks and messages.ts words them, and both read these.

export type BlockKind = 'time-out' | 'self-exclusion'
/** A time-out or a self-exclusion in force: no stakes and no deposits until `until`. */
export type Block = { kind: BlockKind; from: Date; until: Date }
