import {
  COMPENSATION_ASKED,
  COMPENSATION_LOSS_UNKNOWN,
  COMPENSATION_NO_FEE,
  COMPENSATION_QUESTIONS,
  COMPENSATION_TITLE,
  HELD_MONEY_TITLE,
  OMBUDSMAN_DATE_FROM_COMPLAINT,
  OMBUDSMAN_DATE_FROM_REPLY,
  OMBUDSMAN_TITLE,
  COMPENSATION_WHEN,
  NOT_COVERED_2027,
} from "~/shared/case-timeline/next-steps";
import { SMALL_FRAUD_COMPENSATION } from "~/shared/legal-rules/rbi-directions-2027";
import type { CasePageWords } from "~/app/lib/case-words";
import { caseLetters } from "./case-letters";
import { firstHourHindi } from "./forms";

// पीड़ित का निजी केस पेज (/hi/case): शीर्षक, अगले कदम, फ़ॉर्म और उनके संदेश। "{reference}" जैसे
// चिह्नों में पेज खुद मान भरता है। अगले कदमों के नियम-वाक्य ./legal-rules.ts से आते हैं (../case-words.ts)।

export const casePage = {
  page: {
    metaTitle: "आपका केस",
    metaDescription: "आपका निजी केस पेज: आपका अनुरोध कहाँ तक पहुँचा है और आगे क्या करना है, तारीख़ों के साथ।",
    heading: "आपका केस",
    intro: "आपका अनुरोध कहाँ तक पहुँचा है और आगे क्या करना है, तारीख़ों के साथ। यह पेज निजी है: इसका लिंक किसी और को न दें।",
    opening: "आपका केस खुल रहा है…",
    loading: "आपका केस लोड हो रहा है…",
    caseHeading: "केस {reference}",
    received: "मिला",
    status: "स्थिति",
    replyBy: "हम {time} तक आपको जवाब देने की कोशिश करेंगे।",
    opensInNewTab: "(नए टैब में खुलता है)",
    firstHour: firstHourHindi,
    nextDate: "कार्रवाई की अगली तारीख़",
    nextHeading: "आगे क्या करें",
    nextIntro:
      "हर तारीख़ कार्रवाई का आखिरी मौका है, भारतीय समय के अनुसार। जहाँ कोई नियम कार्य दिवस देता है, वहाँ हम कैलेंडर दिन गिनते हैं, ताकि आपकी तारीख़ सबसे पहली संभव तारीख़ हो: तब तक कार्रवाई करना हमेशा समय पर होता है।",
    by: "अंतिम तारीख़:",
    calendarLink: "तारीख़ें मेरे कैलेंडर में जोड़ें",
    calendarNote:
      "आपके फ़ोन के कैलेंडर के लिए एक फ़ाइल: ऊपर की हर तारीख़ पर एक एंट्री, एक दिन पहले सुबह 9 बजे याद दिलाने के साथ। एंट्री में सिर्फ़ \u201cCyberHelp: आपके केस की एक तारीख़\u201d लिखा होता है। यह फ़ाइल अपने-आप नहीं बदलती: जब आपकी तारीख़ें बदलें, तो इसे फिर से डाउनलोड करें।",
    reminders: {
      heading: "हर तारीख़ से पहले मुझे याद दिलाएँ",
      intro:
        "हम आपकी हर तारीख़ से एक दिन पहले भारतीय समय के अनुसार 18:00 बजे और उसी दिन 09:00 बजे आपको एक छोटा ई-मेल भेज सकते हैं, रात में कभी नहीं। उसमें कदम और उसकी तारीख़ होती है, आपका लिखा कुछ नहीं। जब तक आप इसे न चुनें, यह बंद रहता है।",
      emailButton: "मुझे ई-मेल से याद दिलाएँ",
      emailNote:
        "पहले हम {address} पर एक मेल भेजेंगे: रिमाइंडर तभी शुरू होंगे जब आप उसका लिंक खोलकर उसका बटन दबाएँगे। हम कभी ओटीपी नहीं माँगते।",
      asked:
        "बस एक कदम बाकी: हमने {address} पर एक मेल भेजा है। रिमाइंडर शुरू करने के लिए उसका लिंक खोलें और उसका बटन दबाएँ। अपना स्पैम फ़ोल्डर भी देखें; लिंक 7 दिनों तक काम करता है।",
      alreadyAsked: "वह मेल हमने कुछ मिनट पहले भेजा है: कृपया उसे ढूँढें, स्पैम फ़ोल्डर में भी।",
      sendAgain: "मेल फिर से भेजें",
      on: "चालू, ई-मेल से {address} पर।",
      stopped: "रिमाइंडर रोक दिए गए: आगे कोई नहीं भेजा जाएगा।",
      stop: "रिमाइंडर रोकें",
    },
    noDate: "जितनी जल्दी हो सके",
    counted: "यह तारीख़ कैसे गिनी गई:",
    source: "नियम:",
    stepStates: {
      "to do": "करना है",
      done: "हो गया",
      waiting: "बैंक की बारी",
      overdue: "बैंक ने देर की",
    },
    timeLeft: {
      passed: "यह तारीख़ निकल चुकी है",
      days: "{count} दिन बाकी",
      hour: "{count} घंटा बाकी",
      hours: "{count} घंटे बाकी",
      minute: "{count} मिनट बाकी",
      minutes: "{count} मिनट बाकी",
    },
    sentHeading: "आपने क्या भेजा",
    progressHeading: "आपने क्या किया है",
    progressIntro: "हमें बताएँ कि आपने अब तक क्या किया है: आपके अगले कदम और उनकी तारीख़ें उसी के अनुसार बदलेंगी।",
    helplineCalledAt: "आपने 1930 पर कब कॉल किया?",
    helplineAcknowledgement: "1930 की पावती संख्या",
    portalComplaintFinished: "मैंने cybercrime.gov.in पर अपनी शिकायत पूरी कर ली है",
    bankName: "बैंक, वॉलेट या कार्ड कंपनी",
    bankToldAt: "आपने अपने बैंक, वॉलेट या कार्ड कंपनी को कब बताया?",
    bankReference: "बैंक की शिकायत संख्या",
    bankRepliedOn: "बैंक ने आख़िरी बार कब जवाब दिया?",
    bankRepliedOnHint: "अगर बैंक ने अभी तक जवाब नहीं दिया है, तो इसे ख़ाली छोड़ दें।",
    questionsHeading: "आपकी तारीख़ें किन बातों पर निर्भर हैं",
    questionsIntro:
      'भारतीय रिज़र्व बैंक के नियम कुछ ऐसी बातों पर निर्भर हैं जो सिर्फ़ आप जानते हैं। जितना बता सकें, बताएँ; "पता नहीं" भी ठीक है।',
    walletIssuer: "जिस वॉलेट से पैसा गया, उसे किसने जारी किया?",
    walletIssuerOptions: { bank: "किसी बैंक ने", non_bank: "किसी ऐसी कंपनी ने जो बैंक नहीं है", unsure: "पता नहीं" },
    coerced: "क्या आपको धमकी देकर या मजबूर करके भुगतान करवाया गया?",
    coercedHint: 'जैसे, पुलिस, अदालत या किसी अधिकारी बनकर किसी ने फ़ोन पर कहा कि आप "डिजिटल अरेस्ट" में हैं।',
    accountOfOrganisation:
      "क्या खाता किसी कंपनी, फ़र्म, ट्रस्ट या सोसाइटी के नाम पर है (आपके या आपके एकल स्वामित्व वाले कारोबार के नाम पर नहीं)?",
    claimedCompensationBefore: "क्या आपने, या इस खाते के किसी संयुक्त धारक ने, पहले कभी इसका दावा किया है?",
    yesNoOptions: { yes: "हाँ", no: "नहीं", unsure: "पता नहीं" },
    dateTimeHint: "तारीख़ और समय, भारतीय समय के अनुसार।",
    save: "सहेजें",
    transactionsHeading: "आपके लेन-देन",
    transactionsIntro:
      "जब आप 1930 पर कॉल करते हैं या अपने बैंक को लिखते हैं, तो वे सबसे पहले यही जानकारी माँगते हैं: हर भुगतान की तारीख़ और समय, राशि और यूटीआर। इन्हें यहाँ एक जगह रखें, ताकि पढ़कर बता सकें या कॉपी कर सकें।",
    transactionsEmpty:
      "अभी कोई लेन-देन नहीं जोड़ा गया। धोखाधड़ी में गया हर भुगतान जोड़ें: वह कब हुआ, राशि, और आपके बैंक के एसएमएस या यूपीआई ऐप में दिया यूटीआर या ट्रांज़ैक्शन आईडी।",
    transactionsList: "आपके जोड़े गए लेन-देन",
    transactionsTotal: { one: "कुल {count} लेन-देन", other: "कुल {count} लेन-देन" },
    transactionWhen: "कब",
    transactionAmount: "राशि",
    transactionUtr: "यूटीआर / ट्रांज़ैक्शन आईडी",
    transactionFrom: "किस खाते से भुगतान",
    transactionTo: "किसे भुगतान",
    transactionNotGiven: "नहीं जोड़ा गया",
    transactionMethod: "भुगतान का तरीका",
    paymentMethods: { upi: "यूपीआई", card: "कार्ड", net_banking: "नेट बैंकिंग", other: "अन्य" },
    transactionFromRequest: "आपके अनुरोध से",
    requestUtrHeading: "अपने {amount} के भुगतान का यूटीआर जोड़ें",
    requestUtrIntro: "यह भुगतान आपने मदद माँगते समय बताया था। 1930 और आपका बैंक सबसे पहले इसी का यूटीआर देखते हैं।",
    requestUtrSave: "यूटीआर सहेजें",
    removeTransaction: "हटाएँ",
    removeTransactionLabel: "{when} का {amount} का लेन-देन हटाएँ",
    addTransactionHeading: "लेन-देन जोड़ें",
    occurredAtLabel: "तारीख़ और समय",
    occurredAtHint: "भारतीय समय, जैसा आपके बैंक के एसएमएस या यूपीआई ऐप में है।",
    amountLabel: "राशि (रुपयों में)",
    amountHint: "जैसे 12,500 या 499.50।",
    utrLabel: "यूटीआर / ट्रांज़ैक्शन आईडी",
    utrHint: "आम तौर पर 12 अंक, आपके बैंक के एसएमएस या यूपीआई ऐप में भुगतान के विवरण में।",
    fromAccountLabel: "किस खाते से भुगतान: आपका बैंक या यूपीआई आईडी",
    fromAccountHint: "जैसे 4321 पर खत्म होने वाला एसबीआई खाता, या yourname@oksbi।",
    toAccountLabel: "किसे भुगतान: पैसे पाने वाली यूपीआई आईडी या खाता",
    toAccountHint: "पैसा जहाँ गया, जैसा आपका एसएमएस या ऐप दिखाता है।",
    addTransaction: "लेन-देन जोड़ें",
    privacyHeading: "इस पेज को निजी रखें",
    privacyText:
      "आपके केस लिंक वाला कोई भी व्यक्ति यह पेज खोल सकता है। अगर आपका लिंक किसी और तक पहुँच गया हो सकता है, तो हर लिंक रोक दें: हम आपको नया लिंक भेज सकते हैं।",
    sharedPhone:
      "किसी और के साथ इस्तेमाल होने वाले फ़ोन की ब्राउज़र हिस्ट्री में इस पेज का लिंक रह जाता है, और वहाँ से यह 30 दिनों तक आपका केस खोल सकता है: अगर इस फ़ोन को दूसरे लोग भी इस्तेमाल करते हैं, तो काम पूरा होने पर इस ब्राउज़र पर अपना केस बंद करें, और इस केस का हर लिंक रोक दें।",
    rememberHeading: "इस फ़ोन पर",
    rememberText:
      "उस लिंक के अलावा, शुरू में यह फ़ोन आपके केस के बारे में कुछ भी याद नहीं रखता। जिस फ़ोन को केवल आप इस्तेमाल करते हैं, उस पर यह बिना लिंक के आपका केस खोल सकता है।",
    remember: "इस फ़ोन पर मेरा केस याद रखें",
    forget: "यह फ़ोन भूल जाएँ",
    close: "इस ब्राउज़र पर मेरा केस बंद करें",
    closed: "इस ब्राउज़र पर आपका केस पेज बंद हो गया है। इसे देखने के लिए अपना केस लिंक फिर से खोलें।",
    revoke: "इस केस का हर लिंक रोकें",
    revokeConfirm: "इस केस का हर लिंक काम करना बंद कर देगा, आपके ई-मेल वाला लिंक भी। क्या उन्हें रोकें?",
    revokeYes: "हाँ, हर लिंक रोकें",
    revokeNo: "नहीं, रहने दें",
    notMeHeading: "क्या यह अनुरोध आपने भेजा था?",
    notMeText:
      "अगर किसी और ने आपके ई-मेल पते से इसे भेजा है, तो हम इसे बंद कर देंगे और इसके हर लिंक को रोक देंगे। इसके अलावा कुछ नहीं होगा, और किसी को कुछ नहीं भेजा जाएगा।",
    notMeConfirm: "नहीं, मैंने इसे नहीं भेजा",
    notMeOpen: "हाँ, मैंने भेजा था",
    notMeWasMe:
      "तो कुछ नहीं बदलेगा। यह लिंक केवल इसी सवाल का जवाब देता है: अपना केस उसी ई-मेल में दिए गए केस लिंक से खोलें, या नीचे नया लिंक माँगें।",
    codeHeading: "अपना केस खोलें",
    codeIntro: "अनुरोध भेजने के बाद हमने आपको जो केस लिंक दिया था, उसे खोलें, या उसका केस कोड यहाँ चिपकाएँ।",
    codeLabel: "केस कोड",
    codeHint: "आपके केस लिंक में # के बाद आने वाला लंबा कोड।",
    codeSubmit: "मेरा केस खोलें",
    unreachable: "हम अपने सर्वर तक नहीं पहुँच सके। कृपया अपना कनेक्शन जाँचें और फिर कोशिश करें।",
    offlineKept: "आप ऑफ़लाइन हैं। आपने जो लिखा है, वह इसी फ़ोन पर रखा है और इंटरनेट जुड़ते ही भेज दिया जाएगा।",
    notSaved: "हमारा सर्वर इसे सहेज नहीं सका। आपने जो लिखा है, वह यहीं है: कृपया फिर कोशिश करें।",
    waitingForCase:
      "आपका केस इस ब्राउज़र पर अब खुला नहीं है। आपने जो लिखा है, वह इसी फ़ोन पर रखा है: अपने केस लिंक या उसके कोड से अपना केस फिर से खोलें, फिर वह भेज दिया जाएगा।",
    retry: "फिर कोशिश करें",
    lostLinkHeading: "आपका लिंक खो गया?",
    lostLinkIntro:
      "अपनी संदर्भ संख्या और वह ई-मेल पता लिखें जिससे आपने अनुरोध भेजा था। हम उसी पते पर, जो हमारे रिकॉर्ड में है, नया केस लिंक भेजेंगे।",
    lostLinkReference: "आपकी संदर्भ संख्या",
    lostLinkReferenceHint: "यह CH- से शुरू होती है, जैसे CH-7K3Q9M। यह हमारे पावती ई-मेल में है।",
    lostLinkEmail: "आपका ई-मेल पता",
    lostLinkSubmit: "मुझे नया लिंक भेजें",
    lostLinkNoEmail: "ई-मेल पता नहीं है, या अब उस तक पहुँच नहीं है? अपनी संदर्भ संख्या के साथ हमें कॉल करें या लिखें, हम आपकी मदद करेंगे।",
    timeZone: "(भारतीय समय)",
    fullStop: "।",
  },
  thread: {
    heading: "संदेश",
    intro:
      "आपके और हमारे डेस्क के बीच के संदेश। जब डेस्क लिखता है, तो हम आपको ई-मेल से बताते हैं, पर संदेश कभी ई-मेल में नहीं भेजते: आप उसे यहीं पढ़ते हैं।",
    none: "अभी कोई संदेश नहीं है। अगर हमारे डेस्क को कुछ पता होना चाहिए, तो हमें यहाँ लिखें।",
    fromDesk: "CyberHelp डेस्क",
    fromYou: "आप",
    label: "हमारे डेस्क को लिखें",
    hint: "अधिकतम {max} अक्षर। कभी भी ओटीपी, पिन, पासवर्ड या कार्ड नंबर न लिखें: हम कभी इनमें से कुछ नहीं माँगेंगे।",
    send: "संदेश भेजें",
    sent: "भेज दिया गया। हमारा डेस्क इसे पढ़कर यहीं जवाब देगा।",
  },
  evidence: {
    heading: "आपके सबूत",
    intro:
      "हमें स्क्रीनशॉट, फ़ोटो, बैंक के एसएमएस, कॉल रिकॉर्डिंग, छोटे वीडियो, पीडीएफ़ और व्हाट्सऐप चैट एक्सपोर्ट भेजें। हम हर फ़ाइल ठीक वैसे ही रखते हैं जैसे वह हमें मिलती है, उसके SHA-256 फ़िंगरप्रिंट के साथ, ताकि बाद में कोई भी जाँच सके कि उसमें कभी बदलाव नहीं हुआ।",
    keepOriginals:
      "अपनी मूल फ़ाइलें अपने फ़ोन या कंप्यूटर पर रखें। हमारी कॉपी आपके लिए कार्रवाई करने में मदद करती है, पर यह उस प्रमाणपत्र की जगह नहीं लेती जो इलेक्ट्रॉनिक सबूत इस्तेमाल होने पर अदालत माँगती है: वह उसी व्यक्ति से आता है जिसके पास मूल डिवाइस है।",
    limits: "एक फ़ाइल अधिकतम {fileMax} (वीडियो {videoMax}), कुल {files} फ़ाइलें और कुल {caseMax} तक।",
    intimateWarning:
      "निजी या यौन तस्वीरें अपलोड न करें, चाहे वे आपकी अपनी हों। अगर कोई ऐसी तस्वीरें फैला रहा है या फैलाने की धमकी दे रहा है, तो cybercrime.gov.in पर इसकी शिकायत करें, जहाँ महिलाओं और बच्चों के विरुद्ध अपराधों के लिए अलग व्यवस्था है, और हमें संदेश में बताएँ कि क्या हुआ।",
    choose: "भेजने के लिए फ़ाइलें चुनें",
    chooseHint: "JPEG, PNG, WebP, HEIC, PDF, MP3, M4A, AMR, OGG, WAV, MP4, सादा टेक्स्ट या व्हाट्सऐप एक्सपोर्ट (.zip)।",
    chooseOne: "भेजने के लिए फ़ाइल चुनें",
    sendOne: "यह फ़ाइल भेजें",
    noScriptsHash: "एक बार में एक फ़ाइल; फ़ाइल पहुँचने पर हम उसका SHA-256 निकालते हैं।",
    closed: "यह केस बंद है और इसमें और फ़ाइलें नहीं जुड़ सकतीं।",
    none: "अभी कोई फ़ाइल नहीं।",
    listLabel: "आपकी भेजी फ़ाइलें",
    downloadAll: "मेरी सारी फ़ाइलें डाउनलोड करें (zip)",
    downloadAllNote:
      "पुलिस या आपके बैंक को देने के लिए एक फ़ाइल: ऊपर की हर फ़ाइल, ठीक वैसी जैसी हमें मिली थी, और उनके नाम, आकार और SHA-256 की सूची।",
    size: "आकार",
    received: "मिली",
    fingerprint: "SHA-256",
    remove: "{name} हटाएँ",
    removeShort: "हटाएँ",
    removed: "{name} हटा दी गई।",
    onlyDeskRemoves: "यह फ़ाइल डेस्क के पास है; इसे हटवाने के लिए डेस्क को लिखें।",
    checking: "फ़ाइल जाँची जा रही है…",
    sending: "भेजी जा रही है… {percent}%",
    sent: "भेज दी गई और जाँच ली गई।",
    retry: "फिर कोशिश करें",
    dismiss: "{name} हटाएँ",
    dismissShort: "बंद करें",
    failed: "नहीं भेजी गई।",
    unreachable: "हम अपने सर्वर तक नहीं पहुँच सके। अपना कनेक्शन जाँचें और फिर कोशिश करें।",
    tooLarge: "यह फ़ाइल {size} से बड़ी है, जो एक फ़ाइल की अधिकतम सीमा है।",
  },
  letters: {
    sectionHeading: "वे पत्र जो आपको भेजने हैं",
    sectionIntro: "आपके केस से तैयार किए गए। पहले ऊपर अपने लेन-देन और सबूत जोड़ें: हर पत्र में उनकी सूची होती है।",
    bank: {
      linkText: "आपके बैंक के लिए पत्र",
      linkNote: "लेन-देन को रोकने, होल्ड करने और वापस करने के लिए, उनकी तारीख़ पर लागू भारतीय रिज़र्व बैंक के नियम के हवाले के साथ।",
    },
    police: {
      linkText: "पुलिस को शिकायत",
      linkNote: "एफ़आईआर दर्ज करने का अनुरोध, आपके लेन-देन और सबूतों के साथ।",
    },
    portal: {
      linkText: "cybercrime.gov.in की शिकायत के लिए टेक्स्ट",
      linkNote: "क्या हुआ और हर लेन-देन, क्रम से, पोर्टल में कॉपी करने के लिए।",
    },
    ombudsman: {
      linkText: caseLetters.pages.ombudsman.linkText,
      linkNote: caseLetters.pages.ombudsman.linkNote,
    },
    superintendent: {
      linkText: caseLetters.pages.superintendent.linkText,
      linkNote: caseLetters.pages.superintendent.linkNote,
    },
  },
} satisfies CasePageWords;

/**
 * The next steps' own words, keyed by the English of shared/case-timeline/next-steps.ts; the
 * rules' sentences and names come from ./legal-rules.ts. A test builds the steps for many cases
 * and checks every one of their words is here (app/content/languages/case-words.test.ts).
 */
const COMPENSATION_LOSS_UP_TO = `₹${SMALL_FRAUD_COMPENSATION.lossUpTo.toLocaleString("en-IN")}`;

export const caseSteps = {
  titles: {
    "Call 1930": "1930 पर कॉल करें",
    "Finish your complaint on cybercrime.gov.in": "cybercrime.gov.in पर अपनी शिकायत पूरी करें",
    "Report it on cybercrime.gov.in": "cybercrime.gov.in पर इसकी शिकायत करें",
    "Tell your bank, wallet or card company in writing": "अपने बैंक, वॉलेट या कार्ड कंपनी को लिखित में बताएँ",
    "Tell your co-operative bank in writing": "अपने सहकारी बैंक को लिखित में बताएँ",
    "Tell your wallet company in writing": "अपनी वॉलेट कंपनी को लिखित में बताएँ",
    "Your bank credits the amount back while it looks into it": "जाँच के दौरान आपका बैंक राशि आपके खाते में वापस जमा करता है",
    "Your wallet company credits the amount back while it looks into it":
      "जाँच के दौरान आपकी वॉलेट कंपनी राशि आपके खाते में वापस जमा करती है",
    "If it was a credit card, your bank credits the amount back while it looks into it":
      "अगर यह क्रेडिट कार्ड था, तो जाँच के दौरान आपका बैंक राशि कार्ड में वापस जमा करता है",
    "Your bank decides on your complaint and replies": "आपका बैंक आपकी शिकायत पर निर्णय लेकर जवाब देता है",
    [HELD_MONEY_TITLE]: "अगर SMS आए कि पैसा रोका गया है, तो उसे वापस पाने का अनुरोध करें",
    [OMBUDSMAN_TITLE]: "अगर बैंक मना करे या मामला ठीक न करे, तो रिज़र्व बैंक के लोकपाल से शिकायत करें",
  },
  sentences: {
    "We cannot state an RBI liability rule for a transaction on this date. Tell the bank at once anyway and ask which rules apply to it; call 1930 and complete your complaint on cybercrime.gov.in.":
      "इस तारीख़ के लेन-देन के लिए हम भारतीय रिज़र्व बैंक का देयता नियम नहीं बता सकते। फिर भी बैंक को तुरंत बताएँ और पूछें कि उस पर कौन-से नियम लागू होते हैं; 1930 पर कॉल करें और cybercrime.gov.in पर अपनी शिकायत पूरी करें।",
    "RBI's liability rules are for transactions you did not authorise, so they may not cover a payment you made after being tricked. Tell the bank at once anyway: with your 1930 complaint it can still try to hold the money.":
      "भारतीय रिज़र्व बैंक के देयता नियम उन लेन-देन के लिए हैं जिनकी अनुमति आपने नहीं दी, इसलिए हो सकता है वे धोखे में आकर आपके किए भुगतान पर लागू न हों। फिर भी बैंक को तुरंत बताएँ: आपकी 1930 की शिकायत के साथ वह अब भी पैसा रोकने की कोशिश कर सकता है।",
    [NOT_COVERED_2027]:
      "आपने बताया है कि भुगतान आपने खुद किया, धमकी या दबाव में नहीं, इसलिए हम इसके लिए भारतीय रिज़र्व बैंक की कोई समय-सीमा नहीं बताते। फिर भी बैंक को तुरंत बताएँ और 1930 पर कॉल करें: दोनों मिलकर अब भी पैसा रोकने की कोशिश कर सकते हैं। अगर आपको धमकी देकर या मजबूर करके भुगतान करवाया गया, तो नीचे बताएँ: तब आपकी तारीख़ें दिखेंगी।",
    [COMPENSATION_WHEN]:
      "अगर आपका बैंक आपकी अपनी लापरवाही के कारण, जैसे ओटीपी बताने से, आपको ज़िम्मेदार मानता है, तो छोटी धोखाधड़ी के लिए भारतीय रिज़र्व बैंक का मुआवज़ा आपके नुकसान का एक हिस्सा दे सकता है। इसे खुला रखने के लिए दिखाई गई तारीख़ तक धोखाधड़ी की सूचना 1930 या cybercrime.gov.in पर और अपने बैंक को दें। अगर बैंक संतुष्ट है कि आपकी शिकायत सच्ची है, तो उससे आवेदन पत्र माँगें।",
    [COMPENSATION_LOSS_UNKNOWN]: `यह ${COMPENSATION_LOSS_UP_TO} तक के कुल नुकसान के लिए है।`,
    [COMPENSATION_ASKED]: "यह हर किसी के लिए नहीं है। कृपया नीचे बताएँ:",
    [COMPENSATION_QUESTIONS.organisation]:
      "क्या खाता किसी कंपनी, फ़र्म, ट्रस्ट या सोसाइटी के नाम पर है (आपके या आपके एकल स्वामित्व वाले कारोबार के नाम पर नहीं)?",
    [COMPENSATION_QUESTIONS.claimedBefore]: "क्या आपने, या इस खाते के किसी संयुक्त धारक ने, पहले कभी इसका दावा किया है?",
    [COMPENSATION_NO_FEE]: "यह राशि केवल आपका बैंक देता है। इसका दावा करने के लिए कोई भी आपसे शुल्क नहीं ले सकता।",
    [OMBUDSMAN_DATE_FROM_COMPLAINT]:
      "दिखाई गई तारीख़ में बैंक के 30 दिन उस दिन से गिने गए हैं जिस दिन आपने उसे बताया। अगर बैंक जवाब दे, तो नीचे उसके आख़िरी जवाब का दिन जोड़ें: आपकी तारीख़ उसके साथ बदल जाएगी।",
    [OMBUDSMAN_DATE_FROM_REPLY]:
      "दिखाई गई तारीख़ बैंक के 30 दिन पूरे होने और नीचे बताए गए उसके आख़िरी जवाब के दिन में से, जो बाद में हो, उससे गिनी गई है।",
    "Tell the bank at once and get a complaint number: the sooner it knows, the more it can do.":
      "बैंक को तुरंत बताएँ और शिकायत संख्या लें: उसे जितनी जल्दी पता चलेगा, वह उतना अधिक कर सकेगा।",
  },
  /** Words with an amount in them, keyed by the English with "{amount}" in its place. */
  patterns: {
    [COMPENSATION_TITLE]: "आप {amount} तक का दावा कर सकते हैं",
  },
  /** How a date was counted: "{within}" is the rule's window and what starts it ("... के 3 कार्य दिवसों के भीतर"). */
  counting: {
    plain: "{within}",
    notSundays: "{within}, रविवार को छोड़कर; बैंक की छुट्टी होने पर तारीख़ बाद की हो सकती है",
    calendar: "{within}, जिसे यहाँ लेन-देन से {days} कैलेंडर दिनों के रूप में गिना गया है, ताकि तारीख़ सबसे पहली संभव तारीख़ हो",
    firstDay: "{within}, जिसमें उसी दिन को पहला दिन गिना गया है, ताकि तारीख़ सबसे पहली संभव तारीख़ हो",
    within: "{from} के {window} के भीतर",
  },
};
