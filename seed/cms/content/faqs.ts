/** FAQ answers in Markdown, grouped by the spec's four categories, consistent with the rules pages. */
export type FaqSeed = {
  category: 'account-and-login' | 'withdrawals-and-deposits' | 'gameplay-and-winnings' | 'platform-and-access'
  title: string
  markdown: string
}

export const faqs: FaqSeed[] = [
  {
    category: 'account-and-login',
    title: 'How do I create an account?',
    markdown:
      'Tap **Sign Up**, enter your full name exactly as it appears on your bank account, your phone number and a password, then confirm the code we send to your phone. You must be 18 or older to register.',
  },
  {
    category: 'account-and-login',
    title: 'Can I have more than one account?',
    markdown:
      'No. Each player may hold only one 9ja Lottery account. Multiple accounts for the same person may lead to a ban and to the cancellation of bets placed with them.',
  },
  {
    category: 'account-and-login',
    title: 'I forgot my password. What should I do?',
    markdown:
      'On the login page tap the **Forgot password** (reset) button and follow the steps sent to your phone or email. If you still cannot get in, contact our support team at support@9jalottery.ng and we will help you recover your account.',
  },
  {
    category: 'account-and-login',
    title: 'Why was I logged out?',
    markdown:
      'For your safety we log you out after a few minutes without activity. A warning appears shortly before it happens; just log in again to continue where you stopped.',
  },
  {
    category: 'withdrawals-and-deposits',
    title: 'How do I fund my wallet?',
    markdown:
      'Open **Wallet**, choose **Deposit**, pick an amount and pay by bank transfer or card. Your balance updates as soon as the payment is confirmed.',
  },
  {
    category: 'withdrawals-and-deposits',
    title: 'How long do withdrawals take?',
    markdown:
      'Withdrawals are usually instant. Occasionally a bank takes longer to confirm a transfer; if your money has not arrived within 24 hours, contact support with the transaction reference.',
  },
  {
    category: 'withdrawals-and-deposits',
    title: 'Which bank account can I withdraw to?',
    markdown:
      "Only to a bank account in your own registered name. The account name must match the name on your 9ja Lottery account; withdrawals to any other person's account are refused.",
  },
  {
    category: 'withdrawals-and-deposits',
    title: 'Why was my withdrawal refused?',
    markdown:
      'The most common reasons are a bank account name that does not match your registered name, an amount larger than your available balance, or identity checks (BVN or NIN) that are not complete yet. Check the message on your transaction and fix the detail, or contact support.',
  },
  {
    category: 'gameplay-and-winnings',
    title: 'How do I receive my winnings?',
    markdown:
      'Prizes are added automatically to your wallet balance as soon as a game round or bet is settled. You do not need to claim them; you can play on or withdraw them to your bank account.',
  },
  {
    category: 'gameplay-and-winnings',
    title: 'Are the games fair?',
    markdown:
      'Yes. Every game result comes from a certified random number generator, and no one at 9ja Lottery can influence the outcome of a round.',
  },
  {
    category: 'gameplay-and-winnings',
    title: 'What is the smallest amount I can play?',
    markdown:
      'The minimum stake is ₦100, and your wallet must hold at least ₦100 to start a game. Each game shows its own limits before you play.',
  },
  {
    category: 'gameplay-and-winnings',
    title: 'What happens if my connection drops during a game?',
    markdown:
      'Your bet is recorded on our servers the moment you place it and the round is settled there, so the result and any prize are applied to your balance even if your phone goes offline. Check your transaction history when you are back online.',
  },
  {
    category: 'platform-and-access',
    title: 'Do I need to download an app?',
    markdown:
      'No app download is needed. 9ja Lottery works in the web browser of any smartphone, tablet or computer; just visit the site and log in.',
  },
  {
    category: 'platform-and-access',
    title: 'Who can play on 9ja Lottery?',
    markdown:
      'Only adults aged 18 or older who live in Nigeria. We may ask for proof of identity and age (BVN or NIN) before a withdrawal.',
  },
  {
    category: 'platform-and-access',
    title: 'How do I contact support?',
    markdown:
      'Email support@9jalottery.ng, call +234 700 952 5688, or message @9jalottery on social media. Our Contact page lists every channel.',
  },
  {
    category: 'platform-and-access',
    title: 'How can I keep my gambling under control?',
    markdown:
      'Set yourself a budget before you play, never chase losses and take regular breaks. If gambling stops being fun, contact support and we will help you pause or close your account.',
  },
]
