import type { ContentTranslation } from './types'

/** Yorùbá. */
export const yo: ContentTranslation = {
  promotions: [
    { title: 'Pe ọ̀rẹ́ rẹ wá', alt: 'Pe ọ̀rẹ́ rẹ wá: fi kóòdù ìpè rẹ ránṣẹ́ sí àwọn ọ̀rẹ́ tí ọjọ́ orí wọn ti pé ọdún méjìdínlógún' },
    { title: 'Yí kẹ̀kẹ́ láti ₦100', alt: 'Spin It láti ₦100: ẹ̀ẹ̀kan péré, èsì yóò jáde lójú ẹsẹ̀' },
    { title: 'Àwọn eré crash', alt: 'Àwọn eré crash: Jet Crash, Danfo Crash, Fire Crash àti àwọn mìíràn' },
    { title: 'Eré ìdárayá virtual 24/7', alt: 'Eré ìdárayá virtual: bọ́ọ̀lù, ẹṣin, ajá, kẹ̀kẹ́ àti ọkọ̀, ní wákàtí mẹ́rìnlélógún lóòjọ́' },
    { title: 'Owó yíyọ kíákíá', alt: 'Owó tí o bá yọ sábà máa ń wọ àkáǹtì báńkì rẹ lójú ẹsẹ̀' },
    { title: 'Eré òtítọ́', alt: 'Ẹ̀rọ tí a fọwọ́ sí tí ń mú nọ́ńbà láìròtẹ́lẹ̀ wà nínú gbogbo eré' },
    { title: 'Spin 2 Win Royale', alt: 'Spin 2 Win Royale: pupa tàbí dúdú, odd tàbí even, dozen àti àwọn mìíràn' },
  ],
  faqs: [
    {
      title: 'Báwo ni mo ṣe lè ṣí àkáǹtì?',
      markdown:
        'Tẹ **Sign Up**, kọ orúkọ rẹ ní kíkún gẹ́gẹ́ bí ó ṣe wà lórí àkáǹtì báńkì rẹ, nọ́ńbà fóònù rẹ àti ọ̀rọ̀ aṣínà, lẹ́yìn náà jẹ́rìí kóòdù tí a fi ránṣẹ́ sí fóònù rẹ. Ọjọ́ orí rẹ gbọ́dọ̀ ti pé ọdún méjìdínlógún (18) kí o tó lè forúkọ sílẹ̀.',
    },
    {
      title: 'Ṣé mo lè ní ju àkáǹtì kan lọ?',
      markdown:
        'Rárá. Ẹnì kọ̀ọ̀kan lè ní àkáǹtì 9ja Lottery kan ṣoṣo. Ẹni tí ó bá ní àkáǹtì púpọ̀ lè di ẹni tí a fòfin dè, a sì lè fagi lé àwọn ìtẹ́tẹ́ tí ó fi wọ́n ṣe.',
    },
    {
      title: 'Mo ti gbàgbé ọ̀rọ̀ aṣínà mi. Kí ni kí n ṣe?',
      markdown:
        'Ní ojú ewé ìwọlé, tẹ bọ́tìnnì **Forgot password** (reset) kí o sì tẹ̀lé àwọn ìgbésẹ̀ tí a fi ránṣẹ́ sí fóònù tàbí ímeèlì rẹ. Tí o kò bá tún lè wọlé, kàn sí ẹgbẹ́ ìrànlọ́wọ́ wa ní support@9jalottery.ng, a ó sì ràn ọ́ lọ́wọ́ láti gba àkáǹtì rẹ padà.',
    },
    {
      title: 'Kí ló dé tí wọ́n fi jáde mi kúrò?',
      markdown:
        'Fún ààbò rẹ, a máa ń mú ọ jáde tí o kò bá ṣe nǹkankan fún ìṣẹ́jú díẹ̀. Ìkìlọ̀ yóò hàn ṣáájú kí ó tó ṣẹlẹ̀; kàn wọlé padà kí o sì máa bá a lọ láti ibi tí o dúró sí.',
    },
    {
      title: 'Báwo ni mo ṣe lè fi owó sínú wálẹ́ẹ̀tì mi?',
      markdown:
        'Ṣí **Wallet**, yan **Deposit**, yan iye owó kí o sì sanwó nípa bank transfer tàbí káàdì. Owó inú àkáǹtì rẹ yóò yí padà ní kété tí a bá ti jẹ́rìí ìsanwó náà.',
    },
    {
      title: 'Ìgbà wo ni owó yíyọ máa ń gbà?',
      markdown:
        'Owó yíyọ sábà máa ń dé lójú ẹsẹ̀. Nígbà mìíràn báńkì lè pẹ́ kí ó tó jẹ́rìí ìfiránṣẹ́; tí owó rẹ kò bá dé láàrín wákàtí mẹ́rìnlélógún (24), kàn sí ìrànlọ́wọ́ pẹ̀lú nọ́ńbà ìtọ́kasí ìdúnàádúrà náà.',
    },
    {
      title: 'Àkáǹtì báńkì wo ni mo lè yọ owó sí?',
      markdown:
        'Sí àkáǹtì báńkì tí ó wà ní orúkọ rẹ nìkan. Orúkọ àkáǹtì náà gbọ́dọ̀ bá orúkọ tí ó wà lórí àkáǹtì 9ja Lottery rẹ mu; a kò ní fi owó ránṣẹ́ sí àkáǹtì ẹlòmíràn.',
    },
    {
      title: 'Kí ló dé tí wọ́n kọ̀ láti jẹ́ kí n yọ owó mi?',
      markdown:
        'Àwọn ìdí tí ó wọ́pọ̀ jùlọ ni: orúkọ àkáǹtì báńkì tí kò bá orúkọ tí o fi forúkọ sílẹ̀ mu, iye owó tí ó ju èyí tí ó wà nínú àkáǹtì rẹ lọ, tàbí àyẹ̀wò ìdánimọ̀ (BVN tàbí NIN) tí kò tíì parí. Wo ìfiránṣẹ́ tí ó wà lórí ìdúnàádúrà rẹ kí o sì ṣàtúnṣe rẹ̀, tàbí kàn sí ìrànlọ́wọ́.',
    },
    {
      title: 'Báwo ni mo ṣe máa gba owó tí mo jẹ?',
      markdown:
        'A máa ń fi ẹ̀bùn kún owó inú wálẹ́ẹ̀tì rẹ fúnra rẹ̀ ní kété tí eré tàbí ìtẹ́tẹ́ bá parí. O kò nílò láti béèrè fún un; o lè máa ṣeré lọ tàbí kí o yọ ọ́ sí àkáǹtì báńkì rẹ.',
    },
    {
      title: 'Ṣé àwọn eré náà jẹ́ òtítọ́?',
      markdown:
        'Bẹ́ẹ̀ni. Èsì gbogbo eré ń wá láti inú ẹ̀rọ tí a fọwọ́ sí tí ń mú nọ́ńbà láìròtẹ́lẹ̀, kò sì sí ẹnikẹ́ni ní 9ja Lottery tí ó lè yí èsì eré kankan padà.',
    },
    {
      title: 'Kí ni iye owó tí ó kéré jùlọ tí mo lè fi ṣeré?',
      markdown:
        'Ìtẹ́tẹ́ tí ó kéré jùlọ jẹ́ ₦100, wálẹ́ẹ̀tì rẹ sì gbọ́dọ̀ ní ó kéré tán ₦100 kí o tó lè bẹ̀rẹ̀ eré. Eré kọ̀ọ̀kan máa ń fi ààlà tirẹ̀ hàn kí o tó ṣeré.',
    },
    {
      title: 'Kí ló máa ṣẹlẹ̀ tí ìntánẹ́ẹ̀tì mi bá já láàrín eré?',
      markdown:
        'A máa ń kọ ìtẹ́tẹ́ rẹ sílẹ̀ sórí sààfà wa ní ìṣẹ́jú tí o bá gbé e, ibẹ̀ sì ni eré náà ti máa ń parí, nítorí náà èsì àti ẹ̀bùn èyíkéyìí yóò wọ owó inú àkáǹtì rẹ bí fóònù rẹ tilẹ̀ kúrò lórí ìntánẹ́ẹ̀tì. Wo ìtàn ìdúnàádúrà rẹ nígbà tí o bá padà sórí ìntánẹ́ẹ̀tì.',
    },
    {
      title: 'Ṣé mo nílò láti gba áàpù sílẹ̀?',
      markdown:
        'O kò nílò láti gba áàpù kankan sílẹ̀. 9ja Lottery ń ṣiṣẹ́ nínú ẹ̀rọ aṣàwákiri (browser) fóònù, tábúlẹ́ẹ̀tì tàbí kọ̀ǹpútà èyíkéyìí; kàn ṣí ojú òpó náà kí o sì wọlé.',
    },
    {
      title: 'Ta ló lè ṣeré lórí 9ja Lottery?',
      markdown:
        'Àwọn àgbàlagbà tí ọjọ́ orí wọn ti pé ọdún méjìdínlógún (18) tí wọ́n sì ń gbé ní Nàìjíríà nìkan. A lè béèrè ẹ̀rí ìdánimọ̀ àti ọjọ́ orí (BVN tàbí NIN) kí o tó yọ owó.',
    },
    {
      title: 'Báwo ni mo ṣe lè kàn sí ìrànlọ́wọ́?',
      markdown:
        'Fi ímeèlì ránṣẹ́ sí support@9jalottery.ng, pe +234 700 952 5688, tàbí fi ọ̀rọ̀ ránṣẹ́ sí @9jalottery lórí ẹ̀rọ ayélujára. Ojú ewé Contact wa ṣàlàyé gbogbo ọ̀nà tí o lè gbà kàn sí wa.',
    },
    {
      title: 'Báwo ni mo ṣe lè kó ara mi níjàánu nínú tẹ́tẹ́?',
      markdown:
        'Ṣètò iye owó tí o máa ná kí o tó ṣeré, má ṣe lé owó tí o ti pàdánù, kí o sì máa sinmi déédéé. Tí tẹ́tẹ́ kò bá dùn mọ́ ọ́ mọ́, kàn sí ìrànlọ́wọ́, a ó sì ràn ọ́ lọ́wọ́ láti dá àkáǹtì rẹ dúró tàbí pa á dé.',
    },
  ],
  howToPlay: [
    {
      title: 'Àwọn eré crash',
      markdown: `Nínú àwọn eré crash (Jet Crash, Danfo Crash, Fire Crash, Bank Heist, Ball Joggle), ìpele kọ̀ọ̀kan máa ń bẹ̀rẹ̀ láti 1.00x, ìlọ́po náà á sì máa gòkè títí yóò fi já ní ibi tí ẹnikẹ́ni kò mọ̀ tẹ́lẹ̀.

1. Kọ iye owó ìtẹ́tẹ́ rẹ (ó kéré tán ₦100) kí o sì gbé ìtẹ́tẹ́ rẹ kí ìpele náà tó bẹ̀rẹ̀.
2. Wo bí ìlọ́po náà ṣe ń gòkè. Ohun tí o lè jẹ ni ìtẹ́tẹ́ rẹ ní ìlọ́po iye tí ó wà lójú ìbòjú.
3. Tẹ **Cash Out** nígbàkigbà kí ó tó já láti gba ìtẹ́tẹ́ rẹ ní ìlọ́po iye náà.
4. Tí ìpele náà bá já kí o tó cash out, ìtẹ́tẹ́ náà ti lọ.

Ìmọ̀ràn: ibi tí ìpele kọ̀ọ̀kan yóò ti já kò ṣeé mọ̀ tẹ́lẹ̀, nítorí náà pinnu ibi tí o máa cash out kí o tó bẹ̀rẹ̀.`,
    },
    {
      title: 'Eré ìje ẹṣin',
      markdown: `Ìje ẹṣin virtual máa ń ní ẹṣin mẹ́fà, mẹ́jọ, mẹ́wàá tàbí méjìlá, èsì ìje kọ̀ọ̀kan sì máa ń fi àwọn ẹṣin tí ó parí ní ipò kìíní sí ìkẹrin hàn.

1. Ṣí Horse Race nínú àwọn eré Virtual kí o sì yan ìje kan.
2. Wo àwọn ẹṣin tí ń sáré àti odds wọn, lẹ́yìn náà yan ẹṣin tí o fẹ́ tẹ́tẹ́ lé.
3. Kọ iye owó ìtẹ́tẹ́ rẹ (ó kéré tán ₦100) kí o sì jẹ́rìí ìtẹ́tẹ́ náà kí ìje tó bẹ̀rẹ̀.
4. Wo ìje náà. Ìtẹ́tẹ́ tí ó bá jẹ máa ń san ìtẹ́tẹ́ ní ìlọ́po odds, a sì máa fi kún owó inú àkáǹtì rẹ fúnra rẹ̀.`,
    },
    {
      title: 'Àwọn eré yíyí kẹ̀kẹ́',
      markdown: `Spin It jẹ́ kẹ̀kẹ́ tí ó ní ìpín mẹ́rìnlélógún (24).

1. Kọ iye owó ìtẹ́tẹ́ rẹ. Èyí tí ó kéré jùlọ jẹ́ ₦100, wálẹ́ẹ̀tì rẹ sì gbọ́dọ̀ ní ó kéré tán iye yẹn.
2. Tẹ **Spin Now**. Kẹ̀kẹ́ náà yóò yí fún ìṣẹ́jú àáyá díẹ̀, yóò sì dúró sí ìpín kan.
3. Ìpín náà ni yóò pinnu èsì: ìjẹ (a ó fi ẹ̀bùn rẹ hàn, a ó sì fi kún owó rẹ), **Spin Again** lọ́fẹ̀ẹ́, tàbí àdánù.
4. Tí o bá yí iye owó padà, jẹ́rìí iye tuntun náà kí o tó tún yí i.`,
    },
    {
      title: 'Spin 2 Win Royale',
      markdown: `Spin 2 Win Royale jẹ́ roulette ti Yúróòpù: kẹ̀kẹ́ tí ó ní ihò mẹ́tàdínlógójì (37) tí a kọ nọ́ńbà 0 sí 36 sí, pẹ̀lú nọ́ńbà pupa àti dúdú àti òdo aláwọ̀ ewé kan.

Irú ìtẹ́tẹ́ àti ohun tí ìtẹ́tẹ́ tí ó jẹ máa ń dá padà (pẹ̀lú ìtẹ́tẹ́ náà):

- **Nọ́ńbà** (straight up, èyíkéyìí láti 0 sí 36): ìlọ́po mẹ́rìndínlógójì (36) ìtẹ́tẹ́.
- **Àwọ̀** (pupa tàbí dúdú): ìlọ́po méjì ìtẹ́tẹ́.
- **Odd tàbí even**: ìlọ́po méjì ìtẹ́tẹ́.
- **Low tàbí high** (1 sí 18 tàbí 19 sí 36): ìlọ́po méjì ìtẹ́tẹ́.
- **Dozen** (1 sí 12, 13 sí 24 tàbí 25 sí 36): ìlọ́po mẹ́ta ìtẹ́tẹ́.
- **Sector** (Voisins du Zéro, Tiers du Cylindre, Orphelins, Jeu Zéro): ìtẹ́tẹ́ tí ó dọ́gba lórí gbogbo nọ́ńbà apá kẹ̀kẹ́ yẹn; nọ́ńbà tí ó jẹ máa ń dá ìlọ́po mẹ́rìndínlógójì (36) ìtẹ́tẹ́ rẹ̀ padà.

Gbé ìtẹ́tẹ́ kan tàbí jù bẹ́ẹ̀ lọ láàrín ìtẹ́tẹ́ tí ó kéré jùlọ àti èyí tí ó pọ̀ jùlọ, lẹ́yìn náà yí i. Tí òdo bá jáde, gbogbo ìtẹ́tẹ́ àwọ̀, odd/even, low/high àti dozen ti pàdánù. Ọjà kọ̀ọ̀kan ní iye tí ó pọ̀ jùlọ tí ó lè san fún yíyí kan, èyí tí ó hàn lórí tábìlì.`,
    },
  ],
  rules: {
    title: 'Àwọn òfin',
    markdown: `## Ṣeré pẹ̀lú ọgbọ́n, ṣeré láìléwu

Àwọn òfin wọ̀nyí kan gbogbo ẹni tí ó ń ṣeré lórí 9ja Lottery, ojú òpó tẹ́tẹ́ tí 9ja Lottery Gaming Limited ń darí. Jọ̀wọ́ ka wọ́n kí o tó gbé ìtẹ́tẹ́.

### Àkáǹtì kan fún ẹnì kan

- Ẹnì kọ̀ọ̀kan lè ṣí àkáǹtì kan ṣoṣo. Àkáǹtì púpọ̀ tí ó jẹ́ ti ẹnì kan náà lè yọrí sí ìfòfindè àti ìfagilé àwọn ìtẹ́tẹ́ tí a fi wọ́n ṣe.
- Forúkọ sílẹ̀ pẹ̀lú orúkọ rẹ gan-an, nọ́ńbà fóònù àti ọjọ́ ìbí rẹ. Ọjọ́ orí rẹ gbọ́dọ̀ ti pé ọdún méjìdínlógún (18).
- Pa ọ̀rọ̀ aṣínà rẹ mọ́ fún ara rẹ. Ìwọ ni o ni gbogbo ìtẹ́tẹ́ tí a bá gbé láti inú àkáǹtì rẹ.

### Ọ̀rọ̀ aṣínà àti gbígba àkáǹtì padà

- Tí o bá gbàgbé ọ̀rọ̀ aṣínà rẹ, lo bọ́tìnnì reset ní ojú ewé ìwọlé láti ṣe tuntun.
- Tí reset kò bá ṣiṣẹ́, kàn sí ẹgbẹ́ ìrànlọ́wọ́ wa ní support@9jalottery.ng tàbí +234 700 952 5688. A ó jẹ́rìí pé ìwọ ni kí a tó dá àkáǹtì rẹ padà.

### Fífi owó sílẹ̀ àti yíyọ owó

- A máa ń san owó yíyọ sí àkáǹtì báńkì tí ó wà ní orúkọ rẹ nìkan. Orúkọ àti àlàyé àkáǹtì náà gbọ́dọ̀ bá orúkọ tí o fi forúkọ sílẹ̀ mu; a kò ní san owó sí àkáǹtì ẹlòmíràn.
- Jẹ́rìí ìdánimọ̀ rẹ (BVN tàbí NIN) lórí profile rẹ kí o tó yọ owó fún ìgbà àkọ́kọ́. Títí di ìgbà náà, owó tí o lè fi sílẹ̀ kò lè ju ₦50,000 lójúmọ́; owó tí ó bá dé ju ààlà yẹn lọ yóò wà ní ìpamọ́, a ó sì fi kún wálẹ́ẹ̀tì rẹ ní kété tí o bá ti jẹ́rìí ìdánimọ̀ rẹ.
- A máa ń fi ẹ̀bùn kún owó inú wálẹ́ẹ̀tì rẹ fúnra rẹ̀ nígbà tí ìtẹ́tẹ́ tàbí ìpele eré bá parí.

### Àwọn eré òtítọ́

- Èsì gbogbo eré ń wá láti inú ẹ̀rọ tí a fọwọ́ sí tí ń mú nọ́ńbà láìròtẹ́lẹ̀. Kò sí ẹnikẹ́ni, títí kan àwọn òṣìṣẹ́ wa, tí ó lè yí èsì ìpele kankan padà.
- Ìtẹ́tẹ́ kò ṣeé yí padà lẹ́yìn tí o bá ti gbé e. Ìpele tí ìntánẹ́ẹ̀tì já láàrín rẹ̀ ṣì máa parí lórí sààfà wa.

### Ta tẹ́tẹ́ pẹ̀lú ìkóra-ẹni-níjàánu

- Tẹ́tẹ́ jẹ́ fún ìgbádùn, kì í ṣe ọ̀nà láti rí oúnjẹ òòjọ́. Owó tí o lè pàdánù nìkan ni kí o fi ta tẹ́tẹ́.
- Ṣètò iye owó tí o máa ná, máa sinmi, má sì ṣe lé owó tí o ti pàdánù. Tí o bá nílò ìsinmi, kàn sí ìrànlọ́wọ́, a ó sì ràn ọ́ lọ́wọ́ láti dá àkáǹtì rẹ dúró tàbí pa á dé.
`,
  },
}
