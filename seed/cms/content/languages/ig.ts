import type { ContentTranslation } from './types'

/** Igbo. */
export const ig: ContentTranslation = {
  promotions: [
    { title: 'Kpọọ enyi gị', alt: 'Kpọọ enyi gị: kesaa koodu ntụaka gị nye ndị enyi gị gbara afọ iri na asatọ' },
    { title: 'Tụgharịa site na ₦100', alt: 'Spin It site na ₦100: otu ntụgharị, ị ga-ahụ nsonaazụ ozugbo' },
    { title: 'Egwuregwu crash', alt: 'Egwuregwu crash: Jet Crash, Danfo Crash, Fire Crash na ndị ọzọ' },
    { title: 'Egwuregwu virtual 24/7', alt: 'Egwuregwu virtual: bọọlụ, ịnyịnya, nkịta, igwe na ụgbọala, ehihie na abalị' },
    { title: 'Ịkwụ ụgwọ ngwa ngwa', alt: 'Ego ị wepụtara na-abanyekarị n’akaụntụ ụlọ akụ gị ozugbo' },
    { title: 'Egwuregwu n’eziokwu', alt: 'Igwe a kwadoro nke na-ahọpụta nọmba na-enweghị usoro dị n’egwuregwu ọ bụla' },
    { title: 'Spin 2 Win Royale', alt: 'Spin 2 Win Royale: uhie ma ọ bụ oji, odd ma ọ bụ even, dozen na ndị ọzọ' },
  ],
  faqs: [
    {
      title: 'Kedu ka m ga-esi mepee akaụntụ?',
      markdown:
        'Pịa **Sign Up**, tinye aha gị zuru ezu otu o si dị n’akaụntụ ụlọ akụ gị, nọmba ekwentị gị na paswọọdụ, wee kwado koodu anyị zitere na ekwentị gị. Ị ga-agbarịrị afọ iri na asatọ (18) tupu i debanye aha.',
    },
    {
      title: 'Enwere m ike inwe karịa otu akaụntụ?',
      markdown:
        'Mba. Onye ọ bụla nwere ike inwe naanị otu akaụntụ 9ja Lottery. Ọtụtụ akaụntụ nke otu onye nwere ike ime ka a machibido ya iwu ma kagbuo nzọ ndị e ji ha tinye.',
    },
    {
      title: 'Echefuru m paswọọdụ m. Gịnị ka m ga-eme?',
      markdown:
        'Na peeji nbanye, pịa bọtịnụ **Forgot password** (reset) ma soro usoro anyị zitere na ekwentị gị ma ọ bụ email gị. Ọ bụrụ na ị ka enweghị ike ịbanye, kpọtụrụ ndị otu nkwado anyị na support@9jalottery.ng, anyị ga-enyere gị aka ịnwetaghachi akaụntụ gị.',
    },
    {
      title: 'Gịnị mere e ji wepụ m?',
      markdown:
        'Maka nchekwa gị, anyị na-ewepụ gị mgbe ị na-emeghị ihe ọ bụla ruo nkeji ole na ole. Ịdọ aka ná ntị ga-apụta obere oge tupu ọ mee; naanị banye ọzọ ka ị gaa n’ihu site n’ebe ị kwụsịrị.',
    },
    {
      title: 'Kedu ka m ga-esi tinye ego n’obere akpa ego m?',
      markdown:
        'Mepee **Wallet**, họrọ **Deposit**, họrọ ego ole ma kwụọ site na bank transfer ma ọ bụ kaadị. Ego dị n’akaụntụ gị ga-agbanwe ozugbo e kwadoro ịkwụ ụgwọ ahụ.',
    },
    {
      title: 'Ogologo oge ole ka iwepụ ego na-ewe?',
      markdown:
        'Iwepụ ego na-adịkarị ozugbo. Mgbe ụfọdụ ụlọ akụ na-ewe oge tupu o kwado nnyefe; ọ bụrụ na ego gị erubeghị n’ime awa iri abụọ na anọ (24), kpọtụrụ nkwado ma nye ha nọmba ntụaka azụmahịa ahụ.',
    },
    {
      title: 'Akaụntụ ụlọ akụ dị aṅaa ka m nwere ike iwepụ ego banye?',
      markdown:
        'Naanị akaụntụ ụlọ akụ dị n’aha gị e debanyere aha. Aha akaụntụ ahụ ga-adakọrịrị aha dị n’akaụntụ 9ja Lottery gị; anyị anaghị ezipụ ego n’akaụntụ onye ọzọ.',
    },
    {
      title: 'Gịnị mere a jụrụ iwepụ ego m?',
      markdown:
        'Ihe ndị na-akpatakarị ya bụ: aha akaụntụ ụlọ akụ na-adabaghị n’aha i ji debanye aha, ego karịrị nke dị n’akaụntụ gị, ma ọ bụ nyocha njirimara (BVN ma ọ bụ NIN) a ka na-emechabeghị. Lelee ozi dị n’azụmahịa gị ma dozie ya, ma ọ bụ kpọtụrụ nkwado.',
    },
    {
      title: 'Kedu ka m ga-esi nweta ego m meriri?',
      markdown:
        'A na-etinye ihe nrite gị n’obere akpa ego gị n’onwe ya ozugbo otu agba egwuregwu ma ọ bụ nzọ biri. Ị chọghị ịrịọ ya; ị nwere ike ịga n’ihu na-egwu ma ọ bụ wepụta ya n’akaụntụ ụlọ akụ gị.',
    },
    {
      title: 'Egwuregwu ndị a ọ bụ n’eziokwu?',
      markdown:
        'Ee. Nsonaazụ egwuregwu ọ bụla na-esi n’igwe a kwadoro nke na-ahọpụta nọmba na-enweghị usoro, ọ dịghịkwa onye ọ bụla na 9ja Lottery nwere ike ịgbanwe nsonaazụ agba ọ bụla.',
    },
    {
      title: 'Kedu ego kacha nta m nwere ike iji gwuo egwu?',
      markdown:
        'Nzọ kacha nta bụ ₦100, obere akpa ego gị ga-enwerịrị opekata mpe ₦100 tupu ị malite egwuregwu. Egwuregwu ọ bụla na-egosi oke nke ya tupu ị gwuo.',
    },
    {
      title: 'Gịnị ga-eme ma ịntanetị m kwụsị n’etiti egwuregwu?',
      markdown:
        'A na-edekọ nzọ gị na sava anyị n’oge ị tinyere ya, ọ bụkwa n’ebe ahụ ka agba ahụ na-ebi, ya mere nsonaazụ na ihe nrite ọ bụla ga-abanye n’akaụntụ gị ọbụna ma ekwentị gị apụọ n’ịntanetị. Lelee akụkọ azụmahịa gị mgbe ị laghachiri n’ịntanetị.',
    },
    {
      title: 'Ọ dị mkpa ka m budata ngwa?',
      markdown:
        'Ọ dịghị mkpa ibudata ngwa ọ bụla. 9ja Lottery na-arụ ọrụ na nchọgharị (browser) nke ekwentị, tablet ma ọ bụ kọmputa ọ bụla; naanị gaa na saịtị ahụ ma banye.',
    },
    {
      title: 'Onye nwere ike igwu egwu na 9ja Lottery?',
      markdown:
        'Naanị ndị okenye gbara afọ iri na asatọ (18) ma ọ bụ karịa, ndị bi na Naịjirịa. Anyị nwere ike ịrịọ ihe akaebe nke njirimara na afọ gị (BVN ma ọ bụ NIN) tupu iwepụ ego.',
    },
    {
      title: 'Kedu ka m ga-esi kpọtụrụ nkwado?',
      markdown:
        'Zitere email na support@9jalottery.ng, kpọọ +234 700 952 5688, ma ọ bụ zitere @9jalottery ozi na soshal midia. Peeji Contact anyị depụtara ụzọ niile ị ga-esi kpọtụrụ anyị.',
    },
    {
      title: 'Kedu ka m ga-esi jide onwe m n’ịgba chaa chaa?',
      markdown:
        'Kpebie ego ole ị ga-eji tupu ị malite igwu egwu, agbasokwala ego i tufuru, ma na-ezu ike mgbe niile. Ọ bụrụ na ịgba chaa chaa akwụsị ịtọ gị ụtọ, kpọtụrụ nkwado, anyị ga-enyere gị aka ịkwụsịtụ ma ọ bụ mechie akaụntụ gị.',
    },
  ],
  howToPlay: [
    {
      title: 'Egwuregwu crash',
      markdown: `N’egwuregwu crash (Jet Crash, Danfo Crash, Fire Crash, Bank Heist, Ball Joggle), agba ọ bụla na-amalite na ọnụọgụ mmụba 1.00x nke na-arịgo ruo mgbe ọ dara n’ebe ọ bụla a na-amaghị.

1. Tinye nzọ gị (opekata mpe ₦100) ma tinye nzọ gị tupu agba ahụ amalite.
2. Lee ka ọnụọgụ mmụba ahụ si arịgo. Ihe ị nwere ike imeri bụ nzọ gị mụbaa ugboro ọnụọgụ ahụ dị ugbu a.
3. Pịa **Cash Out** n’oge ọ bụla tupu ọ daa ka ị nara nzọ gị mụbaa ugboro ọnụọgụ ahụ.
4. Ọ bụrụ na agba ahụ adaa tupu ị cash out, nzọ ahụ efuola.

Ndụmọdụ: ebe agba ọ bụla ga-ada enweghị usoro, ya mere kpebie ebe ị ga-a cash out tupu ị malite.`,
    },
    {
      title: 'Ọsọ ịnyịnya',
      markdown: `Ọsọ ịnyịnya virtual na-enwe ịnyịnya 6, 8, 10 ma ọ bụ 12, nsonaazụ ọsọ ọ bụla na-egosikwa ịnyịnya ndị gụchara n’ọnọdụ 1 ruo 4.

1. Mepee Horse Race n’egwuregwu Virtual ma họrọ otu ọsọ.
2. Lee ndị na-agba ọsọ na odds ha, wee họrọ ịnyịnya ị chọrọ ịkwado.
3. Tinye nzọ gị (opekata mpe ₦100) ma kwado nzọ ahụ tupu ọsọ ahụ amalite.
4. Lee ọsọ ahụ. Nzọ meriri na-akwụ nzọ mụbaa ugboro odds, a na-etinyekwa ya n’akaụntụ gị n’onwe ya.`,
    },
    {
      title: 'Egwuregwu ntụgharị',
      markdown: `Spin It bụ wiil nwere akụkụ iri abụọ na anọ (24).

1. Tinye ego nzọ gị. Nke kacha nta bụ ₦100, obere akpa ego gị ga-enwerịrị opekata mpe ego ahụ.
2. Pịa **Spin Now**. Wiil ahụ ga-atụgharị ruo sekọnd ole na ole ma kwụsị n’otu akụkụ.
3. Akụkụ ahụ ga-ekpebi nsonaazụ: mmeri (a ga-egosi ihe nrite gị ma tinye ya n’akaụntụ gị), **Spin Again** n’efu, ma ọ bụ mfu.
4. Ọ bụrụ na ị gbanwee ego ahụ, kwado ego ọhụrụ ahụ tupu ntụgharị ọzọ.`,
    },
    {
      title: 'Spin 2 Win Royale',
      markdown: `Spin 2 Win Royale bụ roulette nke Europe: wiil nwere oghere iri atọ na asaa (37) e dere nọmba 0 ruo 36, ya na nọmba uhie na oji na otu efu akwụkwọ ndụ.

Ụdị nzọ na ihe nzọ meriri na-enyeghachi (ya na nzọ ahụ):

- **Nọmba** (straight up, nke ọ bụla site na 0 ruo 36): ugboro 36 nke nzọ ahụ.
- **Agba** (uhie ma ọ bụ oji): ugboro 2 nke nzọ ahụ.
- **Odd ma ọ bụ even**: ugboro 2 nke nzọ ahụ.
- **Low ma ọ bụ high** (1 ruo 18 ma ọ bụ 19 ruo 36): ugboro 2 nke nzọ ahụ.
- **Dozen** (1 ruo 12, 13 ruo 24 ma ọ bụ 25 ruo 36): ugboro 3 nke nzọ ahụ.
- **Sector** (Voisins du Zéro, Tiers du Cylindre, Orphelins, Jeu Zéro): nzọ hà nhata na nọmba ọ bụla nke akụkụ wiil ahụ; nọmba meriri na-enyeghachi ugboro 36 nke nzọ ya.

Tinye otu nzọ ma ọ bụ karịa n’etiti nzọ kacha nta na nke kacha ukwuu, wee tụgharịa. Ọ bụrụ na efu pụta, nzọ agba, odd/even, low/high na dozen niile efuola. Ahịa ọ bụla nwere oke ego ọ ga-akwụ n’otu ntụgharị, nke e gosiri na tebụl.`,
    },
  ],
  rules: {
    title: 'Iwu',
    markdown: `## Jiri amamihe gwuo egwu, gwuo egwu n’udo

Iwu ndị a metụtara onye ọ bụla na-egwu egwu na 9ja Lottery, ikpo okwu nzọ nke 9ja Lottery Gaming Limited na-elekọta. Biko gụọ ha tupu ị tinye nzọ.

### Otu akaụntụ maka otu onye

- Onye ọ bụla nwere ike imepe naanị otu akaụntụ. Ọtụtụ akaụntụ nke otu onye nwere ike ime ka a machibido ya iwu ma kagbuo nzọ e ji ha tinye.
- Jiri ezigbo aha gị, nọmba ekwentị na ụbọchị ọmụmụ gị debanye aha. Ị ga-agbarịrị afọ iri na asatọ (18).
- Zoo paswọọdụ gị. Ọ bụ gị ka nzọ ọ bụla e si n’akaụntụ gị tinye dị n’aka.

### Paswọọdụ na inweta akaụntụ azụ

- Ọ bụrụ na i chefuo paswọọdụ gị, jiri bọtịnụ reset dị na peeji nbanye tọọ nke ọhụrụ.
- Ọ bụrụ na reset arụghị ọrụ, kpọtụrụ ndị otu nkwado anyị na support@9jalottery.ng ma ọ bụ +234 700 952 5688. Anyị ga-ekwenye na ọ bụ gị tupu anyị eweghachi akaụntụ gị.

### Itinye ego na iwepụ ego

- Anyị na-akwụ ego e wepụrụ naanị n’akaụntụ ụlọ akụ dị n’aha gị. Aha na nkọwa akaụntụ ahụ ga-adakọrịrị aha i ji debanye aha; anyị agaghị akwụ ego n’akaụntụ onye ọzọ.
- Kwado njirimara gị (BVN ma ọ bụ NIN) na profile gị tupu iwepụ ego nke mbụ. Ruo mgbe ahụ, ego ị ga-etinye enweghị ike ịkarị ₦50,000 kwa ụbọchị; ego bịara karịa oke ahụ ka a ga-ejide, a ga-etinyekwa ya n’obere akpa ego gị ozugbo i kwadoro njirimara gị.
- A na-etinye ihe nrite n’obere akpa ego gị n’onwe ya mgbe nzọ ma ọ bụ agba egwuregwu biri.

### Egwuregwu n’eziokwu

- Nsonaazụ egwuregwu ọ bụla na-esi n’igwe a kwadoro nke na-ahọpụta nọmba na-enweghị usoro. Ọ dịghị onye ọ bụla, gụnyere ndị ọrụ anyị, nwere ike ịgbanwe nsonaazụ agba ọ bụla.
- Nzọ bụ nke ikpeazụ ozugbo i tinyere ya. Agba ịntanetị kwụsịrị n’etiti ya ka ga-ebi na sava anyị.

### Gbaa nzọ nke ọma

- Ịgba nzọ bụ maka obi ụtọ, ọ bụghị ụzọ isi nweta ihe oriri. Jiri naanị ego ị nwere ike ịtụfu gbaa nzọ.
- Kpebie ego ole ị ga-eji, na-ezu ike, agbasokwala ego i tufuru. Ọ bụrụ na ịchọrọ izu ike, kpọtụrụ nkwado, anyị ga-enyere gị aka ịkwụsịtụ ma ọ bụ mechie akaụntụ gị.
`,
  },
}
