/**
 * Numbers said in words ("two thousand", "four point nine", "vingt-cinq", "zweitausend",
 * "خمسة وعشرون", "二千五百"), read to their value, so that a caption saying them counts as the
 * same words as the figure on screen ("2,000", "2 000", "2k"). Neither Intl nor a package the
 * engine ships spells numbers out, so each language's words are listed here, as briefs use them
 * (units, tens, hundreds, thousand, million): English, French, Spanish, Italian, Portuguese,
 * German, Dutch, Swedish, Polish, Russian, Turkish, Arabic, Hebrew, Hindi (round tens only: its
 * irregular 11–99 are not listed), Chinese, Japanese and Korean (Sino-Korean and native). In
 * other languages only figures are compared.
 */

/**
 * What a number word does: adds a value, multiplies what came before (hundred) or the digit just
 * before it (`mult`: 十 百 千 in Chinese, Japanese and Korean), closes a group (thousand, 万),
 * starts decimals, or joins two numbers ("and", and the prefixes و and ו).
 */
type Role = 'add' | 'hundred' | 'mult' | 'scale' | 'point' | 'and';

/** Each language's number words as `word=value` lists, by role; tens and units are both `add`. */
const WORDS: Record<string, Partial<Record<Role, string>>> = {
  en: {
    add: 'zero=0 one=1 two=2 three=3 four=4 five=5 six=6 seven=7 eight=8 nine=9 ten=10 eleven=11 twelve=12 thirteen=13 fourteen=14 fifteen=15 sixteen=16 seventeen=17 eighteen=18 nineteen=19 twenty=20 thirty=30 forty=40 fifty=50 sixty=60 seventy=70 eighty=80 ninety=90',
    hundred: 'hundred=100',
    scale: 'thousand=1000 million=1000000 billion=1000000000 k=1000',
    point: 'point',
    and: 'and',
  },
  fr: {
    add: 'zéro=0 un=1 une=1 deux=2 trois=3 quatre=4 cinq=5 six=6 sept=7 huit=8 neuf=9 dix=10 onze=11 douze=12 treize=13 quatorze=14 quinze=15 seize=16 vingt=20 vingts=20 trente=30 quarante=40 cinquante=50 soixante=60 septante=70 huitante=80 nonante=90',
    hundred: 'cent=100 cents=100',
    scale: 'mille=1000 million=1000000 millions=1000000 milliard=1000000000 milliards=1000000000',
    point: 'virgule',
    and: 'et',
  },
  es: {
    add: 'cero=0 un=1 uno=1 una=1 dos=2 tres=3 cuatro=4 cinco=5 seis=6 siete=7 ocho=8 nueve=9 diez=10 once=11 doce=12 trece=13 catorce=14 quince=15 dieciséis=16 diecisiete=17 dieciocho=18 diecinueve=19 veinte=20 veintiuno=21 veintidós=22 veintitrés=23 veinticuatro=24 veinticinco=25 treinta=30 cuarenta=40 cincuenta=50 sesenta=60 setenta=70 ochenta=80 noventa=90 cien=100 ciento=100 doscientos=200 trescientos=300 cuatrocientos=400 quinientos=500 seiscientos=600 setecientos=700 ochocientos=800 novecientos=900',
    scale: 'mil=1000 millón=1000000 millones=1000000',
    point: 'coma',
    and: 'y',
  },
  it: {
    add: 'zero=0 uno=1 una=1 un=1 due=2 tre=3 quattro=4 cinque=5 sei=6 sette=7 otto=8 nove=9 dieci=10 undici=11 dodici=12 tredici=13 quattordici=14 quindici=15 sedici=16 diciassette=17 diciotto=18 diciannove=19 venti=20 vent=20 trenta=30 trent=30 quaranta=40 quarant=40 cinquanta=50 cinquant=50 sessanta=60 sessant=60 settanta=70 settant=70 ottanta=80 ottant=80 novanta=90 novant=90',
    hundred: 'cento=100',
    scale: 'mille=1000 mila=1000 milione=1000000 milioni=1000000',
    point: 'virgola',
    and: 'e',
  },
  pt: {
    add: 'zero=0 um=1 uma=1 dois=2 duas=2 três=3 quatro=4 cinco=5 seis=6 sete=7 oito=8 nove=9 dez=10 onze=11 doze=12 treze=13 catorze=14 quatorze=14 quinze=15 dezesseis=16 dezassete=17 dezessete=17 dezoito=18 dezenove=19 dezanove=19 vinte=20 trinta=30 quarenta=40 cinquenta=50 sessenta=60 setenta=70 oitenta=80 noventa=90 cem=100 cento=100 duzentos=200 trezentos=300 quatrocentos=400 quinhentos=500 seiscentos=600 setecentos=700 oitocentos=800 novecentos=900',
    scale: 'mil=1000 milhão=1000000 milhões=1000000',
    point: 'vírgula',
    and: 'e',
  },
  de: {
    add: 'null=0 ein=1 eins=1 eine=1 zwei=2 drei=3 vier=4 fünf=5 sechs=6 sieben=7 acht=8 neun=9 zehn=10 elf=11 zwölf=12 dreizehn=13 vierzehn=14 fünfzehn=15 sechzehn=16 siebzehn=17 achtzehn=18 neunzehn=19 zwanzig=20 dreißig=30 vierzig=40 fünfzig=50 sechzig=60 siebzig=70 achtzig=80 neunzig=90',
    hundred: 'hundert=100',
    scale: 'tausend=1000 million=1000000 millionen=1000000',
    point: 'komma',
    and: 'und',
  },
  nl: {
    add: 'nul=0 een=1 één=1 twee=2 drie=3 vier=4 vijf=5 zes=6 zeven=7 acht=8 negen=9 tien=10 elf=11 twaalf=12 dertien=13 veertien=14 vijftien=15 zestien=16 zeventien=17 achttien=18 negentien=19 twintig=20 dertig=30 veertig=40 vijftig=50 zestig=60 zeventig=70 tachtig=80 negentig=90',
    hundred: 'honderd=100',
    scale: 'duizend=1000 miljoen=1000000',
    point: 'komma',
    and: 'en',
  },
  sv: {
    add: 'noll=0 en=1 ett=1 två=2 tre=3 fyra=4 fem=5 sex=6 sju=7 åtta=8 nio=9 tio=10 elva=11 tolv=12 tretton=13 fjorton=14 femton=15 sexton=16 sjutton=17 arton=18 nitton=19 tjugo=20 trettio=30 fyrtio=40 femtio=50 sextio=60 sjuttio=70 åttio=80 nittio=90',
    hundred: 'hundra=100',
    scale: 'tusen=1000 miljon=1000000 miljoner=1000000 miljard=1000000000 miljarder=1000000000',
    point: 'komma',
  },
  pl: {
    add: 'zero=0 jeden=1 jedna=1 jedno=1 dwa=2 dwie=2 trzy=3 cztery=4 pięć=5 sześć=6 siedem=7 osiem=8 dziewięć=9 dziesięć=10 jedenaście=11 dwanaście=12 trzynaście=13 czternaście=14 piętnaście=15 szesnaście=16 siedemnaście=17 osiemnaście=18 dziewiętnaście=19 dwadzieścia=20 trzydzieści=30 czterdzieści=40 pięćdziesiąt=50 sześćdziesiąt=60 siedemdziesiąt=70 osiemdziesiąt=80 dziewięćdziesiąt=90 sto=100 dwieście=200 trzysta=300 czterysta=400 pięćset=500 sześćset=600 siedemset=700 osiemset=800 dziewięćset=900',
    scale: 'tysiąc=1000 tysiące=1000 tysięcy=1000 milion=1000000 miliony=1000000 milionów=1000000 miliard=1000000000 miliardy=1000000000 miliardów=1000000000',
    point: 'przecinek',
  },
  ru: {
    add: 'ноль=0 нуль=0 один=1 одна=1 одно=1 одну=1 два=2 две=2 двух=2 двум=2 три=3 трёх=3 трех=3 четыре=4 четырёх=4 четырех=4 пять=5 шесть=6 семь=7 восемь=8 девять=9 десять=10 одиннадцать=11 двенадцать=12 тринадцать=13 четырнадцать=14 пятнадцать=15 шестнадцать=16 семнадцать=17 восемнадцать=18 девятнадцать=19 двадцать=20 тридцать=30 сорок=40 пятьдесят=50 шестьдесят=60 семьдесят=70 восемьдесят=80 девяносто=90 сто=100 двести=200 триста=300 четыреста=400 пятьсот=500 шестьсот=600 семьсот=700 восемьсот=800 девятьсот=900',
    scale: 'тысяча=1000 тысячи=1000 тысяч=1000 тысячу=1000 миллион=1000000 миллиона=1000000 миллионов=1000000 миллиард=1000000000 миллиарда=1000000000 миллиардов=1000000000',
    point: 'запятая',
  },
  tr: {
    add: 'sıfır=0 bir=1 iki=2 üç=3 dört=4 beş=5 altı=6 yedi=7 sekiz=8 dokuz=9 on=10 yirmi=20 otuz=30 kırk=40 elli=50 altmış=60 yetmiş=70 seksen=80 doksan=90',
    hundred: 'yüz=100',
    scale: 'bin=1000 milyon=1000000 milyar=1000000000',
    point: 'virgül',
  },
  // Written without vowel marks and with a bare alef (as lookups are: plainArabic).
  ar: {
    add: 'صفر=0 واحد=1 واحدة=1 احد=1 احدى=1 اثنان=2 اثنين=2 اثنتان=2 اثنتين=2 اثنا=2 اثنتا=2 ثلاثة=3 ثلاث=3 اربعة=4 اربع=4 خمسة=5 خمس=5 ستة=6 ست=6 سبعة=7 سبع=7 ثمانية=8 ثماني=8 ثمان=8 تسعة=9 تسع=9 عشرة=10 عشر=10 عشرون=20 عشرين=20 ثلاثون=30 ثلاثين=30 اربعون=40 اربعين=40 خمسون=50 خمسين=50 ستون=60 ستين=60 سبعون=70 سبعين=70 ثمانون=80 ثمانين=80 تسعون=90 تسعين=90 مئتان=200 مئتين=200 مائتان=200 مائتين=200 الفان=2000 الفين=2000 الفي=2000',
    hundred: 'مائة=100 مئة=100',
    scale: 'الف=1000 الاف=1000 مليون=1000000 ملايين=1000000 مليار=1000000000',
    point: 'فاصلة',
    and: 'و',
  },
  he: {
    add: 'אפס=0 אחת=1 אחד=1 שתיים=2 שתים=2 שניים=2 שתי=2 שני=2 שלוש=3 שלושה=3 שלושת=3 ארבע=4 ארבעה=4 ארבעת=4 חמש=5 חמישה=5 חמשת=5 שש=6 שישה=6 ששת=6 שבע=7 שבעה=7 שבעת=7 שמונה=8 שמונת=8 תשע=9 תשעה=9 תשעת=9 עשר=10 עשרה=10 עשרת=10 עשרים=20 שלושים=30 ארבעים=40 חמישים=50 שישים=60 שבעים=70 שמונים=80 תשעים=90 מאתיים=200 אלפיים=2000',
    hundred: 'מאה=100 מאות=100',
    scale: 'אלף=1000 אלפים=1000 מיליון=1000000 מיליארד=1000000000',
    point: 'נקודה',
    and: 'ו',
  },
  hi: {
    add: 'शून्य=0 एक=1 दो=2 तीन=3 चार=4 पाँच=5 पांच=5 छह=6 छः=6 सात=7 आठ=8 नौ=9 दस=10 बीस=20 तीस=30 चालीस=40 पचास=50 साठ=60 सत्तर=70 अस्सी=80 नब्बे=90',
    hundred: 'सौ=100',
    scale: 'हज़ार=1000 हजार=1000 लाख=100000 करोड़=10000000',
    point: 'दशमलव',
  },
  zh: {
    add: '零=0 〇=0 一=1 二=2 两=2 兩=2 三=3 四=4 五=5 六=6 七=7 八=8 九=9',
    mult: '十=10 百=100 千=1000',
    scale: '万=10000 萬=10000 亿=100000000 億=100000000',
    point: '点 點',
  },
  ja: {
    add: '零=0 〇=0 一=1 二=2 三=3 四=4 五=5 六=6 七=7 八=8 九=9',
    mult: '十=10 百=100 千=1000',
    scale: '万=10000 億=100000000',
    point: '点',
  },
  ko: {
    add: '영=0 공=0 일=1 이=2 삼=3 사=4 오=5 육=6 칠=7 팔=8 구=9 하나=1 한=1 둘=2 두=2 셋=3 세=3 넷=4 네=4 다섯=5 여섯=6 일곱=7 여덟=8 아홉=9 열=10 스물=20 스무=20 서른=30 마흔=40 쉰=50 예순=60 일흔=70 여든=80 아흔=90',
    mult: '십=10 백=100 천=1000',
    scale: '만=10000 억=100000000',
    point: '점',
  },
};

/** Arabic and Hebrew as the lists spell them: no vowel marks, one alef, final yeh dotted. */
const plainSemitic = (word: string) => word.replace(/[\u064B-\u065F\u0670\u0591-\u05C7]/gu, '').replace(/[أإآ]/gu, 'ا').replace(/ى/gu, 'ي');

/** How a number reads among plain words, said or written: "#2000", "#4.9". */
export const numberWord = (value: number) => `#${Number(value.toFixed(6))}`;

/**
 * Scale words by language ("million", "Millionen", "مليون", "लाख", "万", "억"), by their plain
 * spelling, with what they multiply by: the word after a figure that belongs to it ("2.1
 * million"). "k" is left out: a figure's own suffix ("1.5k") carries it.
 */
const SCALES_BY_LANGUAGE = new Map<string, Map<string, number>>(
  Object.entries(WORDS).map(([lang, table]) => [
    lang,
    new Map(
      (table.scale ?? '').split(' ').flatMap((entry) => {
        const [word = '', value = '0'] = entry.split('=');
        return word && word !== 'k' ? [[word.normalize('NFKC'), Number(value)] as const] : [];
      }),
    ),
  ]),
);

/** Every listed language's scale words, for copy whose language is not known. */
const EVERY_SCALE = new Map([...SCALES_BY_LANGUAGE.values()].flatMap((scales) => [...scales]));

/** Scripts written without spaces: a scale word is one character joined to the figure or the word after it ("2万人"). */
const JOINED_SCRIPT = /^[\p{Script=Han}\p{Script=Hangul}]/u;

/**
 * The scale word that opens `text` (what follows a figure's digits), as written with the space
 * before it, and its multiplier: " million" (1e6) in "2.1 million working days", "万" (1e4) in
 * "2万人"; null when the next word is no scale word. Given the copy's language, only its own scale
 * words count: "5 mil" is 5,000 in Spanish, and five mils in English.
 */
export function leadingScale(text: string, language?: string): { written: string; value: number } | null {
  const lang = language?.toLowerCase().split(/[-_]/)[0];
  const scales = lang === undefined ? EVERY_SCALE : (SCALES_BY_LANGUAGE.get(lang) ?? new Map<string, number>());
  const match = /^[\u0020\u00A0\u202F]?([\p{L}\p{M}]+)/u.exec(text);
  if (!match) return null;
  const word = match[1]!;
  const value = scales.get(plainSemitic(word.toLocaleLowerCase()).normalize('NFKC'));
  if (value !== undefined) return { written: match[0], value };
  if (!JOINED_SCRIPT.test(word)) return null;
  const first = scales.get(word[0]!);
  return first === undefined || match[0] !== word ? null : { written: word[0]!, value: first };
}

type Lexicon = Map<string, { role: Role; value: number }>;

const lexicons = new Map<string, Lexicon>();

function lexicon(language: string): Lexicon | null {
  const lang = language.toLowerCase().split(/[-_]/)[0] ?? '';
  const table = WORDS[lang];
  if (!table) return null;
  let words = lexicons.get(lang);
  if (!words) {
    words = new Map();
    for (const [role, list] of Object.entries(table) as [Role, string][]) {
      for (const entry of list.split(' ')) {
        const [word, value = '0'] = entry.split('=');
        words.set(word!.normalize('NFKC'), { role, value: Number(value) });
      }
    }
    lexicons.set(lang, words);
  }
  return words;
}

/**
 * A word as a run of number words, or null: whole ("thousand"), hyphenated ("twenty-five",
 * "quatre-vingt-dix") or compounded ("zweitausend", "fünfundzwanzig", "duecento"), split into
 * the longest words of the lexicon that make it up.
 */
function pieces(word: string, words: Lexicon): { role: Role; value: number }[] | null {
  const direct = words.get(word);
  if (direct) return [direct];
  const out: { role: Role; value: number }[] = [];
  let rest = word.replace(/-/g, '');
  while (rest) {
    let found = '';
    for (let n = rest.length; n > 0 && !found; n--) if (words.has(rest.slice(0, n)) && words.get(rest.slice(0, n))!.role !== 'point') found = rest.slice(0, n);
    if (!found) return null;
    out.push(words.get(found)!);
    rest = rest.slice(found.length);
  }
  // A connector joins numbers inside a word ("fünfundzwanzig") or prefixes the next one ("وعشرون"); it never ends one.
  if (out.length < 2 || out.at(-1)!.role === 'and') return null;
  // Where digits are multiplied by place (二千五百), two digits in a row are no number: "이사" is a word, not 2 and 4.
  const positional = [...words.values()].some((w) => w.role === 'mult');
  return positional && out.some((p, i) => i > 0 && p.role === 'add' && out[i - 1]!.role === 'add') ? null : out;
}

/** Is the word (lower case, no punctuation) a number said in words in that language ("two", "zweitausend", "二千")? */
export function isNumberWord(word: string, language: string): boolean {
  const words = lexicon(language);
  const run = words && pieces(plainSemitic(word), words);
  return !!run && run.some((p) => p.role !== 'and' && p.role !== 'point');
}

/**
 * The words with each word of a run of number words replaced by the run's value, as a figure on
 * screen reads: "by two thousand regulars" → ["by", "#2000", "#2000", "regulars"], one entry per
 * word, so a run split between two captions still reads whole in each. Words are lower-case,
 * without punctuation, as plainWords gives them.
 */
export function readNumberWords(words: readonly string[], language: string): string[] {
  const lexiconWords = lexicon(language);
  const out = [...words];
  if (!lexiconWords) return out;
  let i = 0;
  while (i < words.length) {
    let total = 0;
    let current = 0;
    let decimals = '';
    let j = i;
    let used = 0;
    let inDecimals = false;
    /** The digit just said, which a place word (十 百 千) multiplies. */
    let digit = 0;
    const plain = (k: number) => plainSemitic(words[k]!);
    for (; j < words.length; j++) {
      const run = pieces(plain(j), lexiconWords);
      if (!run) break;
      // A connector or decimal mark only inside a number: "hundred and five", "four point nine".
      if (run.length === 1 && (run[0]!.role === 'and' || run[0]!.role === 'point')) {
        if (used === 0 || j + 1 >= words.length || !pieces(plain(j + 1), lexiconWords)) break;
        if (run[0]!.role === 'point') inDecimals = true;
        continue;
      }
      for (const { role, value } of run) {
        if (role === 'and') continue;
        if (inDecimals) decimals += String(value);
        else if (role === 'hundred') current = (current || 1) * value;
        else if (role === 'mult') current += (digit || 1) * value - digit;
        else if (role === 'scale') {
          total += (current || 1) * value;
          current = 0;
        } else if (value === 20 && current > 1 && current < 10 && /vingt/.test(words[j]!)) current *= value; // quatre-vingts
        else current += value;
        digit = role === 'add' ? value : 0;
      }
      used++;
    }
    if (used === 0) {
      i++;
      continue;
    }
    out.fill(numberWord(Number(`${total + current}${decimals ? `.${decimals}` : ''}`)), i, j);
    i = j;
  }
  return out;
}
