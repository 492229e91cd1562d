/** The four How to Play entries of the spec, in the order the accordion shows them. */
export const howToPlay: { title: string; markdown: string }[] = [
  {
    title: 'Crash Games',
    markdown: `Crash games (Jet Crash, Danfo Crash, Fire Crash, Bank Heist, Ball Joggle) start each round at a 1.00x multiplier that keeps climbing until it crashes at a random point.

1. Enter your stake (minimum ₦100) and place your bet before the round starts.
2. Watch the multiplier rise. Your possible win is your stake times the current multiplier.
3. Tap **Cash Out** at any moment before the crash to collect your stake times the multiplier.
4. If the round crashes before you cash out, the stake is lost.

Tip: the crash point is random for every round, so decide your cash-out target before you start.`,
  },
  {
    title: 'Horse Racing',
    markdown: `Virtual horse races run with 6, 8, 10 or 12 horses, and every race result lists the horses that finish in positions 1 to 4.

1. Open Horse Race from the Virtual games and choose a race.
2. Look at the runners and their odds, then pick the horse you back.
3. Enter your stake (minimum ₦100) and confirm the bet before the race starts.
4. Watch the race. A winning bet pays stake times odds and is added to your balance automatically.`,
  },
  {
    title: 'Spin Games',
    markdown: `Spin It is a wheel of 24 segments.

1. Enter your bet amount. The minimum is ₦100, and your wallet must hold at least that amount.
2. Tap **Spin Now**. The wheel spins for a few seconds and stops on one segment.
3. The segment decides the result: a win (your prize is shown and added to your balance), a free **Spin Again**, or a loss.
4. If you change the amount, confirm the new amount before the next spin.`,
  },
  {
    title: 'Spin 2 Win Royale',
    markdown: `Spin 2 Win Royale is European roulette: a wheel of 37 pockets numbered 0 to 36, with red and black numbers and a single green zero.

Bet types and what a winning bet returns (stake included):

- **Number** (straight up, any of 0 to 36): 36 times the stake.
- **Colour** (red or black): 2 times the stake.
- **Odd or even**: 2 times the stake.
- **Low or high** (1 to 18 or 19 to 36): 2 times the stake.
- **Dozen** (1 to 12, 13 to 24 or 25 to 36): 3 times the stake.
- **Sector** (Voisins du Zéro, Tiers du Cylindre, Orphelins, Jeu Zéro): an equal stake on every number of that part of the wheel; the winning number returns 36 times its stake.

Place one or more bets within the minimum and maximum stake, then spin. Zero loses every colour, odd/even, low/high and dozen bet. Each market has a maximum payout per spin, shown on the table.`,
  },
]
