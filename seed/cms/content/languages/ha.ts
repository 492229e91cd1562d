import type { ContentTranslation } from './types'

/** Hausa. */
export const ha: ContentTranslation = {
  promotions: [
    { title: 'Gayyaci aboki', alt: 'Gayyaci aboki: raba lambar gayyatarka da abokan da suka kai shekara 18' },
    { title: 'Juyawa daga ₦100', alt: 'Spin It daga ₦100: juyi ɗaya, sakamako nan take' },
    { title: 'Wasannin crash', alt: 'Wasannin crash: Jet Crash, Danfo Crash, Fire Crash da sauransu' },
    {
      title: 'Wasannin motsa jiki na virtual 24/7',
      alt: 'Wasannin virtual: ƙwallon ƙafa, dawakai, karnuka, kekuna da motoci, dare da rana',
    },
    { title: 'Biyan kuɗi cikin sauri', alt: 'Kuɗin da ka cire yawanci suna shiga asusun bankinka nan take' },
    { title: 'Wasa na gaskiya', alt: 'Na’urar zaɓen lambobi ba tare da tsari ba wadda aka tabbatar tana cikin kowane wasa' },
    { title: 'Spin 2 Win Royale', alt: 'Spin 2 Win Royale: ja ko baƙi, mara ko cika, dozen da sauransu' },
  ],
  faqs: [
    {
      title: 'Ta yaya zan buɗe asusu?',
      markdown:
        'Danna **Sign Up**, shigar da cikakken sunanka daidai yadda yake a asusun bankinka, lambar wayarka da kalmar sirri, sannan ka tabbatar da lambar da muka aika zuwa wayarka. Dole ne ka kai shekara 18 ko fiye kafin ka yi rajista.',
    },
    {
      title: 'Zan iya samun asusu fiye da ɗaya?',
      markdown:
        'A’a. Kowane mutum zai iya mallakar asusun 9ja Lottery ɗaya kacal. Asusu da yawa na mutum ɗaya na iya jawo haramci da soke fare-faren da aka yi da su.',
    },
    {
      title: 'Na manta kalmar sirrina. Me zan yi?',
      markdown:
        'A shafin shiga, danna maɓallin **Forgot password** (reset) ka bi matakan da aka aika zuwa wayarka ko imel ɗinka. Idan har yanzu ba ka iya shiga ba, tuntuɓi ƙungiyar tallafinmu a support@9jalottery.ng za mu taimaka maka ka dawo da asusunka.',
    },
    {
      title: 'Me ya sa aka fitar da ni?',
      markdown:
        'Don tsaronka, muna fitar da kai bayan ’yan mintuna ba tare da ka yi komai ba. Gargaɗi zai bayyana kaɗan kafin hakan ya faru; kawai ka sake shiga ka ci gaba daga inda ka tsaya.',
    },
    {
      title: 'Ta yaya zan saka kuɗi a walat ɗina?',
      markdown:
        'Buɗe **Wallet**, zaɓi **Deposit**, zaɓi adadin kuɗi ka biya ta hanyar tura kuɗi daga banki ko da kati. Kuɗin da ke asusunka zai sabunta da zarar an tabbatar da biyan.',
    },
    {
      title: 'Har yaushe cire kuɗi yake ɗauka?',
      markdown:
        'Cire kuɗi yawanci yana faruwa nan take. Wani lokaci banki yakan ɗauki lokaci kafin ya tabbatar da turawa; idan kuɗinka bai iso ba cikin awa 24, tuntuɓi tallafi tare da lambar shaidar cinikin.',
    },
    {
      title: 'Wane asusun banki zan iya cire kuɗi zuwa gare shi?',
      markdown:
        'Sai asusun banki da ke da sunanka na rajista kaɗai. Sunan asusun dole ya yi daidai da sunan da ke kan asusunka na 9ja Lottery; ba ma tura kuɗi zuwa asusun wani mutum daban.',
    },
    {
      title: 'Me ya sa aka ƙi cire kuɗina?',
      markdown:
        'Dalilan da suka fi yawa su ne: sunan asusun banki da bai yi daidai da sunanka na rajista ba, adadin da ya fi kuɗin da ke asusunka, ko binciken shaidar mutum (BVN ko NIN) da ba a kammala ba tukuna. Duba saƙon da ke kan cinikinka ka gyara abin, ko ka tuntuɓi tallafi.',
    },
    {
      title: 'Ta yaya zan karɓi kuɗin da na ci?',
      markdown:
        'Ana ƙara kyautar da ka ci a walat ɗinka kai tsaye da zarar zagayen wasa ko fare ya kammala. Ba sai ka nema ba; za ka iya ci gaba da wasa ko ka cire su zuwa asusun bankinka.',
    },
    {
      title: 'Shin wasannin na gaskiya ne?',
      markdown:
        'Ƙwarai kuwa. Sakamakon kowane wasa yana fitowa ne daga na’urar zaɓen lambobi ba tare da tsari ba wadda aka tabbatar, kuma babu wani a 9ja Lottery da zai iya sauya sakamakon wani zagaye.',
    },
    {
      title: 'Mene ne mafi ƙarancin kuɗin da zan iya yin wasa da shi?',
      markdown:
        'Mafi ƙarancin fare ₦100 ne, kuma dole walat ɗinka ya ƙunshi aƙalla ₦100 kafin ka fara wasa. Kowane wasa yana nuna iyakokinsa kafin ka yi wasa.',
    },
    {
      title: 'Me zai faru idan intanet ɗina ya katse a tsakiyar wasa?',
      markdown:
        'Ana rubuta farenka a sabobinmu a daidai lokacin da ka sanya shi, kuma a can ake kammala zagayen, don haka sakamako da duk wata kyauta za su shiga asusunka ko da wayarka ta rasa intanet. Duba tarihin cinikinka idan ka dawo kan intanet.',
    },
    {
      title: 'Sai na sauke manhaja?',
      markdown:
        'Ba sai ka sauke wata manhaja ba. 9ja Lottery yana aiki a cikin burauzar kowace wayar salula, kwamfutar hannu ko kwamfuta; kawai ka ziyarci shafin ka shiga.',
    },
    {
      title: 'Su wa za su iya yin wasa a 9ja Lottery?',
      markdown:
        'Manya ne kaɗai masu shekara 18 ko fiye da ke zaune a Najeriya. Muna iya neman shaidar ko kai wane ne da shekarunka (BVN ko NIN) kafin cire kuɗi.',
    },
    {
      title: 'Ta yaya zan tuntuɓi tallafi?',
      markdown:
        'Aika imel zuwa support@9jalottery.ng, kira +234 700 952 5688, ko aika saƙo zuwa @9jalottery a kafafen sada zumunta. Shafinmu na Contact ya lissafa dukkan hanyoyin tuntuɓarmu.',
    },
    {
      title: 'Ta yaya zan kame kaina wajen caca?',
      markdown:
        'Ka tsara kasafin kuɗi kafin ka yi wasa, kada ka bi bayan kuɗin da ka rasa, kuma ka riƙa hutawa akai-akai. Idan caca ta daina zama nishaɗi, tuntuɓi tallafi za mu taimaka maka ka dakatar ko rufe asusunka.',
    },
  ],
  howToPlay: [
    {
      title: 'Wasannin crash',
      markdown: `A wasannin crash (Jet Crash, Danfo Crash, Fire Crash, Bank Heist, Ball Joggle), kowane zagaye yana farawa daga ninki 1.00x wanda zai ci gaba da hawa har ya faɗi a wani wuri da ba a sani ba.

1. Shigar da farenka (aƙalla ₦100) ka sanya farenka kafin zagayen ya fara.
2. Kalli yadda ninkin yake hawa. Abin da za ka iya ci shi ne farenka sau ninkin da ke nuna a lokacin.
3. Danna **Cash Out** a kowane lokaci kafin faɗuwar don karɓar farenka sau ninkin.
4. Idan zagayen ya faɗi kafin ka yi cash out, farenka ya tafi.

Shawara: wurin faɗuwa ba a san shi ba a kowane zagaye, don haka ka yanke shawarar inda za ka yi cash out kafin ka fara.`,
    },
    {
      title: 'Tseren dawakai',
      markdown: `Tseren dawakai na virtual yana gudana da dawakai 6, 8, 10 ko 12, kuma sakamakon kowane tsere yana nuna dawakan da suka gama a matsayi na 1 zuwa na 4.

1. Buɗe Horse Race a cikin wasannin Virtual ka zaɓi tsere ɗaya.
2. Duba dawakan da ke gudu da odds ɗinsu, sannan ka zaɓi dokin da kake so ka yi fare a kansa.
3. Shigar da farenka (aƙalla ₦100) ka tabbatar da faren kafin tseren ya fara.
4. Kalli tseren. Faren da ya ci yana biyan fare sau odds kuma ana ƙara shi a asusunka kai tsaye.`,
    },
    {
      title: 'Wasannin juyawa',
      markdown: `Spin It wata ƙafa ce mai kashi 24.

1. Shigar da adadin farenka. Mafi ƙaranci ₦100 ne, kuma dole walat ɗinka ya ƙunshi aƙalla wannan adadin.
2. Danna **Spin Now**. Ƙafar za ta juya na ’yan daƙiƙoƙi sannan ta tsaya a kan kashi ɗaya.
3. Kashin ne zai yanke sakamako: nasara (za a nuna kyautarka a ƙara ta a asusunka), **Spin Again** kyauta, ko asara.
4. Idan ka canza adadin, ka tabbatar da sabon adadin kafin juyi na gaba.`,
    },
    {
      title: 'Spin 2 Win Royale',
      markdown: `Spin 2 Win Royale roulette ce ta Turai: ƙafa mai ramuka 37 masu lamba 0 zuwa 36, da lambobi ja da baƙi da sifili ɗaya kore.

Nau’o’in fare da abin da faren da ya ci yake dawowa da shi (tare da faren):

- **Lamba** (straight up, kowace daga 0 zuwa 36): ninki 36 na faren.
- **Launi** (ja ko baƙi): ninki 2 na faren.
- **Mara ko cika** (odd ko even): ninki 2 na faren.
- **Ƙasa ko sama** (1 zuwa 18 ko 19 zuwa 36): ninki 2 na faren.
- **Dozen** (1 zuwa 12, 13 zuwa 24 ko 25 zuwa 36): ninki 3 na faren.
- **Sector** (Voisins du Zéro, Tiers du Cylindre, Orphelins, Jeu Zéro): fare daidai a kan kowace lamba ta wannan ɓangaren ƙafar; lambar da ta ci tana dawowa da ninki 36 na farenta.

Sanya fare ɗaya ko fiye tsakanin mafi ƙanƙanta da mafi girman fare, sannan ka juya. Sifili yana kayar da duk faren launi, mara/cika, ƙasa/sama da dozen. Kowace kasuwa tana da iyakar abin da za ta iya biya a juyi ɗaya, wanda ke nuna a kan teburin.`,
    },
  ],
  rules: {
    title: 'Dokoki',
    markdown: `## Yi wasa da hankali, yi wasa lafiya

Waɗannan dokoki sun shafi duk wanda ke wasa a 9ja Lottery, dandalin caca da 9ja Lottery Gaming Limited ke gudanarwa. Da fatan za ka karanta su kafin ka sanya fare.

### Asusu ɗaya ga kowane ɗan wasa

- Kowane mutum zai iya buɗe asusu ɗaya kacal. Asusu da yawa na mutum ɗaya na iya jawo haramci da soke fare-faren da aka yi da su.
- Yi rajista da ainihin sunanka, lambar waya da ranar haihuwarka. Dole ne ka kai shekara 18 ko fiye.
- Ka riƙe kalmar sirrinka a wurinka. Kai ne ke da alhakin kowane fare da aka yi daga asusunka.

### Kalmar sirri da dawo da asusu

- Idan ka manta kalmar sirrinka, yi amfani da maɓallin reset a shafin shiga don saita sabuwa.
- Idan reset bai yi aiki ba, tuntuɓi ƙungiyar tallafinmu a support@9jalottery.ng ko +234 700 952 5688. Za mu tabbatar da ko kai wane ne kafin mu dawo maka da asusunka.

### Saka kuɗi da cire kuɗi

- Ana biyan kuɗin da aka cire ne kawai zuwa asusun banki da ke da sunanka. Sunan asusun da bayanansa dole su yi daidai da sunan da ka yi rajista da shi; ba za a biya kuɗi zuwa asusun wani mutum ba.
- Tabbatar da shaidarka (BVN ko NIN) a profile ɗinka kafin cire kuɗi na farko. Kafin nan, kuɗin da za ka iya sakawa ba zai wuce ₦50,000 a rana ba; kuɗin da ya iso fiye da iyakar za a riƙe shi, kuma za a ƙara shi a walat ɗinka da zarar ka tabbatar da shaidarka.
- Ana ƙara kyaututtuka a walat ɗinka kai tsaye idan fare ko zagayen wasa ya kammala.

### Wasanni na gaskiya

- Sakamakon kowane wasa yana fitowa ne daga na’urar zaɓen lambobi ba tare da tsari ba wadda aka tabbatar. Babu wanda, har da ma’aikatanmu, zai iya sauya sakamakon wani zagaye.
- Fare ya tabbata da zarar an sanya shi. Zagayen da intanet ya katse a tsakiyarsa za a kammala shi a sabobinmu.

### Yi caca cikin hankali

- Caca nishaɗi ce, ba hanyar neman abinci ba. Ka yi fare da kuɗin da za ka iya rasawa kaɗai.
- Tsara kasafin kuɗi, ka riƙa hutawa, kuma kada ka bi bayan kuɗin da ka rasa. Idan kana buƙatar hutu, tuntuɓi tallafi za mu taimaka maka ka dakatar ko rufe asusunka.
`,
  },
}
