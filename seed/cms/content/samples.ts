/**
 * Players' words for the testimonials page: quotes, without videos. Editors add a player's YouTube or
 * Vimeo video link when there is a real one to show.
 */
export const testimonials = [
  {
    quote: 'My first withdrawal landed in my bank account the same afternoon. No stories, no waiting.',
    firstName: 'Chiamaka',
    city: 'Enugu',
  },
  { quote: 'I play Spin It on my small Android phone on the bus. The page loads fast even on low data.', firstName: 'Musa', city: 'Kano' },
  { quote: 'I like that I can check every round myself on the Provably fair page.', firstName: 'Kemi', city: 'Lagos' },
  {
    quote: 'As an agent I help my customers fund their wallets by bank transfer. It is simple and clear.',
    firstName: 'Obinna',
    city: 'Port Harcourt',
  },
]

export const trustedLogos = [
  { name: 'Certified RNG', file: 'logo-certified-rng.svg' },
  { name: 'Responsible Gaming 18+', file: 'logo-responsible-gaming.svg' },
  { name: 'Secure Bank Transfers', file: 'logo-secure-bank-transfers.svg' },
  { name: 'Encrypted Connection', file: 'logo-encrypted-connection.svg' },
  { name: 'Provably Fair', file: 'logo-provably-fair.svg' },
]

export const carouselSlides = [
  { file: 'slide-1-jet-crash.svg', alt: 'Jet Crash: cash out before the jet flies away', link: '/virtual' },
  { file: 'slide-2-spin-it.svg', alt: 'Spin It: spin the 24-segment wheel from ₦100', link: '/dashboard/spinit' },
  { file: 'slide-3-horse-racing.svg', alt: 'Virtual horse racing with 6 to 12 horses', link: '/virtual' },
  { file: 'slide-4-royale.svg', alt: 'Spin 2 Win Royale: European roulette, numbers 0 to 36', link: '/virtual' },
  { file: 'slide-5-withdrawals.svg', alt: 'Fast withdrawals straight to your own bank account', link: '/faq' },
  { file: 'slide-6-no-app.svg', alt: 'No app needed: play in the browser of any phone', link: '/how2play' },
  { file: 'slide-7-sports.svg', alt: 'Sports betting with live odds every day', link: '/sports-betting' },
]

export const promotions = [
  { file: 'promo-1-refer-a-friend.svg', title: 'Refer a friend', alt: 'Refer a friend: share your referral code with friends who are 18+' },
  { file: 'promo-2-spin-from-100.svg', title: 'Spin from ₦100', alt: 'Spin It from ₦100, one spin, instant result' },
  { file: 'promo-3-crash-games.svg', title: 'Crash games', alt: 'Crash games: Jet Crash, Danfo Crash, Fire Crash and more' },
  { file: 'promo-4-virtual-sports.svg', title: 'Virtual sports 24/7', alt: 'Virtual sports: football, horses, dogs, bikes and cars, 24/7' },
  { file: 'promo-5-fast-withdrawals.svg', title: 'Fast payouts', alt: 'Withdrawals are usually instant to your bank account' },
  { file: 'promo-6-fair-play.svg', title: 'Fair play', alt: 'A certified random number generator in every game' },
  { file: 'promo-7-royale.svg', title: 'Spin 2 Win Royale', alt: 'Spin 2 Win Royale: red or black, odd or even, dozens and more' },
]

export const siteSettings = {
  brandName: '9ja Lottery',
  companyName: '9ja Lottery Gaming Limited',
  supportEmail: 'support@9jalottery.ng',
  phone: '+234 700 952 5688',
  handle: '@9jalottery',
  socialLinks: [
    { platform: 'Facebook', url: 'https://www.facebook.com/9jalottery' },
    { platform: 'X', url: 'https://x.com/9jalottery' },
    { platform: 'Instagram', url: 'https://www.instagram.com/9jalottery' },
    { platform: 'TikTok', url: 'https://www.tiktok.com/@9jalottery' },
    { platform: 'YouTube', url: 'https://www.youtube.com/@9jalottery' },
  ],
  // Store searches for the brand until the apps are listed; editors paste the listing URLs here then.
  appStoreLinks: {
    googlePlay: 'https://play.google.com/store/search?q=9ja%20Lottery&c=apps',
    appStore: 'https://apps.apple.com/ng/search?term=9ja%20Lottery',
  },
  ageBanner: 'This platform is strictly 18+. Please bet responsibly.',
}
