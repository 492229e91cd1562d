/**
 * The three legal pages. They name one company and describe a betting platform for adults;
 * they replace the spec's inconsistent source pages (one of which read like an investment product).
 */
const company = '9ja Lottery Gaming Limited'

export const legalRules = {
  title: 'Rules',
  lastUpdated: '2026-11-01',
  markdown: `## Play smart, play safe

These rules apply to everyone who plays on 9ja Lottery, the betting platform operated by ${company}. Please read them before you place a bet.

### One account per player

- Each person may open only one account. Multiple accounts belonging to the same person may lead to a ban and to the cancellation of bets placed with them.
- Register with your real name, phone number and date of birth. You must be 18 or older.
- Keep your password to yourself. You are responsible for every bet placed from your account.

### Passwords and account recovery

- If you forget your password, use the reset button on the login page to set a new one.
- If the reset does not work, contact our support team at support@9jalottery.ng or +234 700 952 5688. We will confirm your identity before we restore access.

### Deposits and withdrawals

- Withdrawals are paid only to a bank account in your own name. The account name and details must match the name you registered with; payments to any other person's account are refused.
- Verify your identity (BVN or NIN) on your profile before your first withdrawal. Until then deposits are limited to ₦50,000 a day; money that arrives over the limit is held and added to your wallet once you are verified.
- Prizes are added to your wallet balance automatically when a bet or game round is settled.

### Fair games

- Every game result comes from a certified random number generator. No one, including our staff, can change the outcome of a round.
- Bets are final once placed. A round interrupted by a lost connection is still settled on our servers.

### Bet responsibly

- Betting is entertainment, not a way to earn a living. Only stake money you can afford to lose.
- Set a budget, take breaks and never chase losses. If you need a break, contact support and we will help you pause or close your account.
`,
}

export const legalTerms = {
  title: 'Terms and Conditions',
  lastUpdated: '2026-11-01',
  markdown: `These terms form the agreement between you and ${company} ("9ja Lottery", "we", "us"), the operator of the 9ja Lottery betting platform. By opening an account or placing a bet you accept them.

### 1. Who may play

- You must be at least 18 years old. We verify age and identity and will close any account opened by a minor and void its bets.
- The platform is offered to residents of Nigeria. You are responsible for making sure betting is lawful where you are.

### 2. Registration

- You must give accurate and complete information when you register (full name, phone number, date of birth) and keep it up to date.
- Each person may hold only one account. Duplicate accounts will be closed and bets placed with them may be voided.
- You are responsible for keeping your login details secret and for all activity on your account.

### 3. Your wallet

- Your wallet holds money you deposit and the prizes you win. It is a balance for placing bets, not a savings or investment product, and it earns no interest or return.
- Withdrawals are paid only to a bank account held in your registered name, and only once your identity (BVN or NIN) is verified.
- If the identity check shows you are under 18, your account is closed: your deposits are returned to your bank and winnings are forfeited.
- Prizes are credited automatically when a bet or game round is settled.

### 4. Bets and games

- A bet is accepted once it is confirmed on our servers and cannot be cancelled afterwards.
- Game results are produced by a certified random number generator. Each game shows its minimum and maximum stakes and the way wins are calculated.
- Obvious errors in odds or payouts caused by a technical fault may be corrected, and affected bets may be voided with the stake returned.

### 5. Suspension and closure

- We may suspend or close an account that breaks these terms, for example for duplicate accounts, false registration details, fraud, money laundering, or using another person's bank account.
- During an investigation we may hold withdrawals. Money that is lawfully yours is returned when the account is closed.

### 6. Responsible gambling

- Only bet with money you can afford to lose. Betting should never be treated as a source of income.
- You can ask us at any time to limit, pause or close your account. If you think you have a gambling problem, contact support and seek help from a professional counselling service.

### 7. Changes and contact

- We may update these terms; the date above shows the latest version, and continuing to play means you accept it.
- Questions: support@9jalottery.ng or +234 700 952 5688.
`,
}

export const legalPrivacy = {
  title: 'Privacy Policy',
  lastUpdated: '2026-11-01',
  markdown: `${company} operates the 9ja Lottery betting platform and is responsible for the personal data described here, in line with the Nigeria Data Protection Act 2023.

### What we collect

- **Identity details for KYC**: your full name, and the Bank Verification Number (BVN) or National Identification Number (NIN) and date of birth you enter, checked with an identity verification service to confirm that you are who you say you are, that you are 18 or older and that you hold one account only. We keep a coded form of the number and its last 4 digits, never the number itself, and not the name or date of birth the service returns.
- **Contact details**: your phone number and email address.
- **Bank details**: the bank account you withdraw to, so we can check that it is in your registered name.
- **Transactions and bets**: deposits, withdrawals, stakes, game rounds and prizes on your account.
- **Technical data**: device and browser type, IP address and login times, used to keep your account secure.

### Why we use it

- To open and run your account and wallet, pay your prizes and process deposits and withdrawals.
- To meet our legal duties: age and identity verification, anti-money-laundering and fraud checks, and reports to regulators when the law requires it.
- To enforce our rules, such as one account per player and withdrawals only to your own bank account.
- To contact you about your account and, only if you agree, about promotions.
- To support responsible gambling, for example when you ask us to pause your account.

### Who we share it with

We share data only with the banks and payment providers that move your money, identity verification services, our regulators and law enforcement when the law requires it, and service providers who host our systems under contract. We never sell your personal data.

### How long we keep it

We keep your account, identity and transaction records for as long as your account is open and for the period the law requires after it closes (usually six years for financial and anti-money-laundering records). Technical logs are kept for a shorter time.

### Your rights

You may ask to see the data we hold about you, correct it, object to marketing, or have it deleted where the law allows. Contact support@9jalottery.ng; we answer within 30 days. You may also complain to the Nigeria Data Protection Commission.

### Security

We protect your data with encrypted connections, restricted staff access and regular reviews. Never share your password or one-time codes with anyone, including people claiming to work for us.
`,
}
