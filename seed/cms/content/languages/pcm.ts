import type { ContentTranslation } from './types'

/** Nigerian Pidgin. */
export const pcm: ContentTranslation = {
  promotions: [
    { title: 'Bring your padi come', alt: 'Bring your padi come: share your referral code with padi wey don reach 18' },
    { title: 'Spin from ₦100', alt: 'Spin It from ₦100, one spin, you go see result sharp sharp' },
    { title: 'Crash games', alt: 'Crash games: Jet Crash, Danfo Crash, Fire Crash and plenty more' },
    { title: 'Virtual sports 24/7', alt: 'Virtual sports: football, horse, dog, bike and motor, 24/7' },
    { title: 'Quick payout', alt: 'Your withdrawal dey usually land for your bank account sharp sharp' },
    { title: 'Fair play', alt: 'Certified random number generator dey inside every game' },
    { title: 'Spin 2 Win Royale', alt: 'Spin 2 Win Royale: red or black, odd or even, dozens and more' },
  ],
  faqs: [
    {
      title: 'How I go take open account?',
      markdown:
        'Tap **Sign Up**, put your full name exactly as e dey for your bank account, your phone number and password, then confirm the code wey we send to your phone. You must don reach 18 before you fit register.',
    },
    {
      title: 'I fit get more than one account?',
      markdown:
        'No. One person fit get only one 9ja Lottery account. If one person get plenty accounts, we fit ban am and cancel the bets wey e use those accounts place.',
    },
    {
      title: 'I don forget my password. Wetin I go do?',
      markdown:
        'For the login page, tap the **Forgot password** (reset) button and follow the steps wey we send to your phone or email. If you still no fit enter, contact our support team for support@9jalottery.ng and we go help you collect your account back.',
    },
    {
      title: 'Why dem log me out?',
      markdown:
        'Because of your safety, we dey log you out if you no do anything for some minutes. Warning go show small before e happen; just log in again make you continue from where you stop.',
    },
    {
      title: 'How I go fund my wallet?',
      markdown:
        'Open **Wallet**, choose **Deposit**, pick amount and pay with bank transfer or card. Your balance go update as soon as the payment confirm.',
    },
    {
      title: 'How long withdrawal dey take?',
      markdown:
        'Withdrawal dey usually land sharp sharp. Sometimes bank fit take time to confirm transfer; if your money never land after 24 hours, contact support with the transaction reference.',
    },
    {
      title: 'Which bank account I fit withdraw enter?',
      markdown:
        'Only bank account wey dey your own registered name. The account name must match the name wey dey your 9ja Lottery account; we no dey send withdrawal go another person account.',
    },
    {
      title: 'Why dem refuse my withdrawal?',
      markdown:
        'Di reasons wey dey happen pass na: bank account name wey no match your registered name, amount wey pass the money wey dey your balance, or identity check (BVN or NIN) wey never complete. Check the message for your transaction and correct am, or contact support.',
    },
    {
      title: 'How I go collect my winnings?',
      markdown:
        'Once game round or bet settle, we go add your prize to your wallet balance by heself. You no need to claim am; you fit continue to play or withdraw am go your bank account.',
    },
    {
      title: 'The games dey fair?',
      markdown:
        'Yes. Every game result dey come from certified random number generator, and nobody for 9ja Lottery fit change wetin go happen for any round.',
    },
    {
      title: 'Wetin be the smallest money wey I fit play?',
      markdown:
        'The smallest stake na ₦100, and your wallet must get at least ₦100 before you fit start game. Every game go show you im own limits before you play.',
    },
    {
      title: 'Wetin go happen if my network cut for inside game?',
      markdown:
        'Di moment you place your bet, e don enter our servers and na there the round go settle, so your result and any prize go still enter your balance even if your phone go offline. Check your transaction history when you come back online.',
    },
    {
      title: 'I need download app?',
      markdown:
        'You no need download any app. 9ja Lottery dey work for the browser of any smartphone, tablet or computer; just enter the site and log in.',
    },
    {
      title: 'Who fit play for 9ja Lottery?',
      markdown:
        'Only adults wey don reach 18 and dey live for Nigeria. We fit ask you for proof of your identity and age (BVN or NIN) before withdrawal.',
    },
    {
      title: 'How I go reach support?',
      markdown:
        'Email support@9jalottery.ng, call +234 700 952 5688, or message @9jalottery for social media. Our Contact page get all the ways wey you fit take reach us.',
    },
    {
      title: 'How I go take control my betting?',
      markdown:
        'Set budget for yourself before you play, no dey chase the money wey you don lose, and dey rest well well. If betting no sweet you again, contact support and we go help you pause or close your account.',
    },
  ],
  howToPlay: [
    {
      title: 'Crash Games',
      markdown: `For crash games (Jet Crash, Danfo Crash, Fire Crash, Bank Heist, Ball Joggle), every round dey start from 1.00x multiplier wey go dey climb until e crash for any random point.

1. Put your stake (at least ₦100) and place your bet before the round start.
2. Watch as the multiplier dey rise. Wetin you fit win na your stake times the multiplier wey dey show.
3. Tap **Cash Out** any time before the crash make you collect your stake times the multiplier.
4. If the round crash before you cash out, the stake don go.

Tip: the crash point dey random for every round, so decide where you go cash out before you start.`,
    },
    {
      title: 'Horse Racing',
      markdown: `Virtual horse race dey run with 6, 8, 10 or 12 horses, and every race result go show the horses wey finish for position 1 reach 4.

1. Open Horse Race for the Virtual games and choose one race.
2. Look the runners and their odds, then pick the horse wey you wan back.
3. Put your stake (at least ₦100) and confirm the bet before the race start.
4. Watch the race. If your bet win, e go pay stake times odds and e go enter your balance by heself.`,
    },
    {
      title: 'Spin Games',
      markdown: `Spin It na wheel wey get 24 segments.

1. Put your bet amount. The smallest na ₦100, and your wallet must get at least that amount.
2. Tap **Spin Now**. The wheel go spin for some seconds and stop for one segment.
3. Na the segment go decide the result: win (we go show your prize and add am to your balance), free **Spin Again**, or loss.
4. If you change the amount, confirm the new amount before the next spin.`,
    },
    {
      title: 'Spin 2 Win Royale',
      markdown: `Spin 2 Win Royale na European roulette: wheel wey get 37 pockets, number 0 reach 36, with red and black numbers and one green zero.

The kinds of bet and wetin winning bet go return (stake join):

- **Number** (straight up, any one from 0 reach 36): 36 times the stake.
- **Colour** (red or black): 2 times the stake.
- **Odd or even**: 2 times the stake.
- **Low or high** (1 reach 18 or 19 reach 36): 2 times the stake.
- **Dozen** (1 reach 12, 13 reach 24 or 25 reach 36): 3 times the stake.
- **Sector** (Voisins du Zéro, Tiers du Cylindre, Orphelins, Jeu Zéro): the same stake for every number for that part of the wheel; the number wey win go return 36 times im stake.

Place one or more bets inside the minimum and maximum stake, then spin. If zero comot, every colour, odd/even, low/high and dozen bet go lose. Every market get the maximum wey e fit pay for one spin, e dey show for the table.`,
    },
  ],
  rules: {
    title: 'Rules',
    markdown: `## Play smart, play safe

These rules dey for everybody wey dey play for 9ja Lottery, the betting platform wey 9ja Lottery Gaming Limited dey run. Abeg read dem before you place bet.

### One account for one player

- One person fit open only one account. If one person get plenty accounts, we fit ban am and cancel the bets wey e place with dem.
- Register with your real name, phone number and date of birth. You must don reach 18.
- Keep your password to yourself. Na you get every bet wey dem place from your account.

### Password and how to collect your account back

- If you forget your password, use the reset button for the login page make you set new one.
- If the reset no work, contact our support team for support@9jalottery.ng or +234 700 952 5688. We go confirm say na you before we open the account back.

### Deposit and withdrawal

- We dey pay withdrawal only to bank account wey dey your own name. The account name and details must match the name wey you take register; we no go pay money enter another person account.
- Verify your identity (BVN or NIN) for your profile before your first withdrawal. Until you do am, deposit no fit pass ₦50,000 for one day; money wey land pass the limit go dey hold and e go enter your wallet once you don verify.
- Once bet or game round settle, your prize go enter your wallet balance by heself.

### Fair games

- Every game result dey come from certified random number generator. Nobody, even our staff, fit change wetin go happen for any round.
- Once you place bet, e don final. If network cut for inside round, the round still go settle for our servers.

### Bet with sense

- Betting na for enjoyment, no be work wey you go take chop. Only stake money wey you fit lose.
- Set budget, dey rest and no dey chase the money wey you don lose. If you need rest, contact support and we go help you pause or close your account.
`,
  },
}
