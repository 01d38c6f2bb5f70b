/**
 * The words a brief uses to lay out steps, in the languages the narrator speaks (English,
 * French, German, Spanish, Italian, Portuguese, Dutch), in Japanese and Chinese, and for a
 * sequence in Korean, Hindi, Arabic, Hebrew and Thai. Pure data for brief-steps.ts; matched
 * case-insensitively, accents included.
 */

/** "Step 2:", "Étape 2 :", "Schritt 2:", "ステップ2", "第2步", "2단계". */
export const STEP_WORDS = [
  'step', 'schritt', 'étape', 'etape', 'paso', 'passo', 'passaggio', 'stap', 'ステップ', '手順', '步骤', '步驟', '步', '단계', 'adım', 'चरण', 'الخطوة', 'خطوة', 'שלב', 'ขั้นตอนที่',
] as const;

/** Plural forms, for "in 4 steps", "in vier Schritten", "en 4 étapes". */
export const STEPS_WORDS = [
  'steps', 'schritten', 'schritte', 'étapes', 'etapes', 'pasos', 'passi', 'passaggi', 'passos', 'etapas', 'stappen',
] as const;

/** "in", "en", "em", "in": the preposition before "N steps". */
export const IN_WORDS = ['in', 'en', 'em', 'con'] as const;

/** Small numbers written out, for "in four steps" and "Step one". */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
  eins: 1, ein: 1, einem: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12,
  uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12,
  due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12,
  um: 1, dois: 2, duas: 2, três: 3, sete: 7, oito: 8, dez: 10,
  een: 1, twee: 2, drie: 3, vijf: 5, zes: 6, zeven: 7, negen: 9, tien: 10, twaalf: 12,
  一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10,
};

/** Words that open, continue and close a sequence ("first … then … finally"). */
export const SEQUENCE_WORDS = {
  first: [
    'first', 'firstly', 'first of all', 'to start', 'start by', 'begin by',
    "d'abord", 'd’abord', 'tout d’abord', "tout d'abord", 'premièrement', 'commencez par',
    'zuerst', 'erstens', 'als erstes', 'zunächst',
    'primero', 'en primer lugar', 'para empezar',
    'prima', 'innanzitutto', 'per prima cosa', 'per iniziare',
    'primeiro', 'em primeiro lugar', 'para começar',
    'eerst', 'ten eerste', 'begin met',
    'まず', '最初に', '首先', '第一',
    'önce', 'ilk olarak', 'öncelikle', '먼저', '우선', '첫째', 'सबसे पहले', 'पहले', 'أولاً', 'أولا', 'في البداية', 'קודם כול', 'קודם', 'תחילה', 'ก่อนอื่น',
  ],
  then: [
    'then', 'next', 'after that', 'afterwards', 'second', 'secondly', 'third', 'thirdly',
    'ensuite', 'puis', 'après cela', 'deuxièmement', 'troisièmement',
    'dann', 'danach', 'anschließend', 'als nächstes', 'zweitens', 'drittens',
    'luego', 'después', 'a continuación', 'en segundo lugar',
    'poi', 'quindi', 'dopodiché', 'successivamente', 'in seguito',
    'depois', 'em seguida', 'então', 'a seguir',
    'dan', 'daarna', 'vervolgens', 'ten tweede',
    '次に', 'それから', 'その後', '然后', '然後', '接着', '接著', '其次', '接下来', '接下來',
    'sonra', 'ardından', 'daha sonra', '다음으로', '그다음', '그 다음', '그런 다음', '둘째', 'फिर', 'इसके बाद', 'उसके बाद', 'ثم', 'بعد ذلك', 'ثانياً', 'אחר כך', 'ואחר כך', 'לאחר מכן', 'จากนั้น',
  ],
  finally: [
    'finally', 'lastly', 'last of all', 'to finish',
    'enfin', 'finalement', 'pour finir',
    'schließlich', 'zum schluss', 'zuletzt', 'abschließend',
    'finalmente', 'por último', 'para terminar',
    'infine', 'alla fine', 'per finire',
    'por fim', 'por último',
    'tot slot', 'ten slotte', 'tenslotte', 'als laatste',
    '最後に', '最后', '最後',
    'son olarak', 'en son', '마지막으로', '끝으로', 'आख़िर में', 'आखिर में', 'अंत में', 'أخيراً', 'أخيرا', 'وأخيراً', 'وأخيرا', 'לבסוף', 'ולבסוף', 'สุดท้าย',
  ],
} as const;
