/**
 * Numbers said in words ("two thousand", "four point nine", "vingt-cinq", "zweitausend"), read
 * to their value, so that a caption saying them counts as the same words as the figure on
 * screen ("2,000", "2 000", "2k"). Languages whose number words are listed here: English,
 * French, Spanish, Italian, Portuguese, German and Dutch; in others (and in scripts without
 * spaces) only figures are compared.
 */

/** What a number word does: adds a value, multiplies what came before (hundred), closes a group (thousand), or starts decimals. */
type Role = 'add' | 'hundred' | 'scale' | 'point' | 'and';

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
};

/** How a number reads among plain words, said or written: "#2000", "#4.9". */
export const numberWord = (value: number) => `#${Number(value.toFixed(6))}`;

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
        words.set(word!, { role, value: Number(value) });
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
  // A connector joins numbers inside a word ("fünfundzwanzig"); it never starts or ends one.
  return out.length > 1 && out[0]!.role !== 'and' && out.at(-1)!.role !== 'and' ? out : null;
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
    for (; j < words.length; j++) {
      const run = pieces(words[j]!, lexiconWords);
      if (!run) break;
      // A connector or decimal mark only inside a number: "hundred and five", "four point nine".
      if (run.length === 1 && (run[0]!.role === 'and' || run[0]!.role === 'point')) {
        if (used === 0 || j + 1 >= words.length || !pieces(words[j + 1]!, lexiconWords)) break;
        if (run[0]!.role === 'point') inDecimals = true;
        continue;
      }
      for (const { role, value } of run) {
        if (role === 'and') continue;
        if (inDecimals) decimals += String(value);
        else if (role === 'hundred') current = (current || 1) * value;
        else if (role === 'scale') {
          total += (current || 1) * value;
          current = 0;
        } else if (value === 20 && current > 1 && current < 10 && /vingt/.test(words[j]!)) current *= value; // quatre-vingts
        else current += value;
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
