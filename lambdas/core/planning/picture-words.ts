/**
 * The words a picture is written in, per language the planner reads pictures in (English, Spanish,
 * French, German, Italian, Portuguese, Dutch, Arabic, Japanese, Hindi; issue 23): what asks the camera to show something, what
 * joins two actions, the times of day and the light they give, and what makes a place indoors.
 * A picture taken from a brief stays in the brief's language (the renderer's lexicons read en, es,
 * fr, de, it, pt, nl, ar, ja), so what the planner adds to it (the light, the business it happens in) is
 * said in that language too: one prompt, one language. Pure data and string work.
 */

import { listedShots } from './shot-lists';
import { namesRecipient, ownedByViewer, viewersChildren } from './viewer-words';
import { staffOpening } from './staff-lines';

export type PictureLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl' | 'ar' | 'ja' | 'hi';

const PICTURE_LANGUAGES: readonly PictureLanguage[] = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ar', 'ja', 'hi'];

export function pictureLanguage(language: string): PictureLanguage | undefined {
  const primary = language.toLowerCase().split(/[-_]/)[0] as PictureLanguage;
  return PICTURE_LANGUAGES.includes(primary) ? primary : undefined;
}

/** Arabic vowel marks, taken off before Arabic words are matched. */
export const ARABIC_MARKS = /[\u064B-\u065F\u0670]/gu;

/**
 * "Muestra a un panadero sacando pan…", "Montrez un boulanger qui…", "Zeigen Sie einen Bäcker,
 * der…", "أظهر خبازاً يخرج…", "…を見せてください", "… दिखाएँ": the request, and what it asks to show.
 * English is read in brief-text.ts (DIRECTION) with its other camera directions.
 */
export const SHOW_REQUESTS: Readonly<Record<Exclude<PictureLanguage, 'en'>, RegExp>> = {
  es: /^(?:muestra|muestre|muestren|mostrad|enseña|enseñe)\s+(?:(?:un |una )?(?:primer plano|plano|imagen|imágenes|escena) de\s+)?(.+)$/iu,
  fr: /^(?:montrez|montre|montrer|filmez|on voit)\s+(?:(?:un |une )?(?:gros plan|plan|image|scène)\s+(?:de |d['’]))?(.+)$/iu,
  de: /^(?:zeigen sie|zeige|zeig|zeigt)\s+(?:uns\s+)?(?:(?:eine? )?(?:nahaufnahme|aufnahme|szene|bild)\s+(?:von|mit)\s+)?(.+)$/iu,
  it: /^(?:mostra|mostrate|mostri|fai vedere|fate vedere|inquadra|inquadrate)\s+(?:(?:un |una )?(?:primo piano|inquadratura|immagine|scena)\s+(?:di|del|della|dei|delle)\s+)?(.+)$/iu,
  pt: /^(?:mostra|mostre|mostrem|mostrar|filma|filme|filmem)\s+(?:(?:um |uma )?(?:grande plano|plano|imagem|imagens|cena)\s+(?:de|do|da|dos|das)\s+)?(.+)$/iu,
  // "Laat de fietsenmaker zien die …": the separable verb's "zien" closes who is shown (taken out by `bare`).
  nl: /^(?:toon|tonen|laat\s+(?:ons\s+)?(?=.+?\s+zien(?![\p{L}])))\s*(.+)$/iu,
  ar: /^(?:أظهر|اظهر|أظهروا|اظهروا|اعرض|اعرضوا|صور|صوروا|أرنا|ارنا|نرى)\s+(.+)$/u,
  ja: /^(.+?)を(?:見せてください|見せて|見せる|映してください|映して|映す|描いてください|描いて)[。！!]?$/u,
  hi: /^(.+?)\s*(?:दिखाएँ|दिखाएं|दिखाइए|दिखाओ)\s*[।.!]?$/u,
};

/** Where a second action starts: the language's "and" or a comma, then its own people. */
const ACTOR_START: Readonly<Record<PictureLanguage, string>> = {
  en: '',
  es: '(?:a\\s+|al\\s+)?(?:un|una|unos|unas|el|la|los|las|dos|tres|varios|varias|sus?|nuestr[oa]s?)\\s',
  fr: "(?:un|une|des|deux|trois|le|la|les|l['’]|nos|notre)\\s?",
  de: '(?:ein|eine|einen|einem|der|die|das|den|zwei|drei|unsere?n?)\\s',
  it: "(?:a\\s+|ad\\s+)?(?:(?:un|uno|una|il|lo|la|i|gli|le|due|tre|alcuni|alcune|dei|delle|degli|nostr[oaei]|i nostri|le nostre)\\s|un['’]|l['’])",
  pt: '(?:(?:um|uma|uns|umas|o|a|os|as|dois|duas|três|vários|várias|nossos?|nossas?|os nossos|as nossas)\\s)',
  nl: '(?:een|de|het|twee|drie|enkele|onze|ons)\\s',
  ar: '',
  ja: '',
  hi: '',
};
/**
 * People named without an article, then their own relative clause ("und Freunde, die am Fenster
 * lachen", "y amigos que ríen", "et amis qui rient"): a second action as surely as one with an article.
 */
const BARE_ACTOR: Readonly<Record<'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl', string>> = {
  // "y familias cenando": a bare plural acting is as sure a second action.
  es: '\\p{L}+\\s+que\\s|\\p{L}+s\\s+\\p{L}+(?:ando|iendo|yendo)(?![\\p{L}])',
  it: '\\p{L}+\\s+che\\s',
  // "e clientes a tomar café": a bare plural at work, in the European form (a + infinitive) or the gerund.
  pt: '\\p{L}+\\s+que\\s|\\p{L}+s\\s+(?:a\\s+\\p{L}+(?:ar|er|ir)|\\p{L}+(?:ando|endo|indo))(?![\\p{L}])',
  nl: '\\p{L}+\\s+die\\s',
  fr: "\\p{L}+\\s+qu(?:i\\s|['’])",
  de: '\\p{Lu}\\p{L}*,\\s*(?:der|die|das|welche[rs]?)\\s',
};
const NEXT_ACTION: Readonly<Record<Exclude<PictureLanguage, 'en'>, RegExp>> = {
  es: new RegExp(`\\s*,\\s*(?:y\\s+)?(?=${ACTOR_START.es}|${BARE_ACTOR.es})|\\s+y\\s+(?=${ACTOR_START.es}|${BARE_ACTOR.es})`, 'iu'),
  fr: new RegExp(`\\s*,\\s*(?:et\\s+)?(?=${ACTOR_START.fr}|${BARE_ACTOR.fr})|\\s+et\\s+(?=${ACTOR_START.fr}|${BARE_ACTOR.fr})`, 'iu'),
  // The comma that closes a relative clause ("…, die Milchschaum in eine Tasse gießt, und Freunde, …") goes with it.
  de: new RegExp(`,?\\s+und\\s+(?=${ACTOR_START.de}|${BARE_ACTOR.de})`, 'u'),
  it: new RegExp(`\\s*,\\s*(?:e\\s+|ed\\s+)?(?=${ACTOR_START.it}|${BARE_ACTOR.it})|\\s+(?:e|ed)\\s+(?=${ACTOR_START.it}|${BARE_ACTOR.it})`, 'iu'),
  pt: new RegExp(`\\s*,\\s*(?:e\\s+)?(?=${ACTOR_START.pt}|${BARE_ACTOR.pt})|\\s+e\\s+(?=${ACTOR_START.pt}|${BARE_ACTOR.pt})`, 'iu'),
  nl: new RegExp(`,?\\s+en\\s+(?=${ACTOR_START.nl}|${BARE_ACTOR.nl})`, 'iu'),
  // "و" clings to the noun of the next action: "…من الفرن وزبونة تشتري…".
  ar: /\s*[،,]\s*و?|\s+و(?=\p{L}+\s+[يت]\p{L}{2,})/u,
  // "…取り出すところと、…買う様子": a verb (or its nominaliser) then と.
  ja: /(?<=[うくぐすつぬぶむる]|ところ|様子|姿)と(?!ころ)[、,]?\s*/u,
  hi: /\s*,\s*(?:और\s+)?|\s+और\s+/u,
};

/** A part that shows someone doing something, in each language's grammar. */
const ACTS: Readonly<Record<Exclude<PictureLanguage, 'en'>, RegExp>> = {
  es: /(?<![\p{L}])(?!(?:cuando|mando|comando|bando|siendo)(?![\p{L}]))\p{L}+(?:ando|iendo|yendo)(?![\p{L}])|(?<![\p{L}])que\s/iu,
  fr: /(?<![\p{L}])qui\s|(?<![\p{L}])\p{L}{2,}ant(?![\p{L}])/iu,
  de: /,\s*(?:der|die|das|welche[rs]?)\s|(?<![\p{L}])beim\s/iu,
  it: /(?<![\p{L}])che\s|(?<![\p{L}])(?!(?:quando|comando|mando)(?![\p{L}]))\p{L}+(?:ando|endo)(?![\p{L}])/iu,
  // A gerund (Brazil) or "a" and the infinitive (Portugal): "um padeiro tirando pão", "o padeiro a tirar o pão".
  pt: /(?<![\p{L}])que\s|(?<![\p{L}])(?!(?:quando|lindo|vindo|comando)(?![\p{L}]))\p{L}+(?:ando|endo|indo)(?![\p{L}])|(?<![\p{L}])a\s+\p{L}+[aei]r(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:die|dat)\s|(?<![\p{L}])aan het\s+\p{L}+en(?![\p{L}])/iu,
  ar: /(?<![\p{L}])[يت]\p{L}{2,}/u,
  ja: /[うくぐすつぬぶむる](?:ところ|様子|姿)?$/u,
  hi: /हुए|रहे|रही|रहा/u,
};

/** Whether a picture in another language shows someone doing something ("una clienta pagando", "職人が麺を湯切りする"). */
export function showsAction(picture: string, lang: Exclude<PictureLanguage, 'en'>): boolean {
  return ACTS[lang].test(bare(picture, lang));
}

/** The request's grammar taken off an action: the personal "a", an accusative, a nominaliser. */
function bare(part: string, lang: Exclude<PictureLanguage, 'en'>): string {
  const p = part.trim().replace(/[.!。！।]+$/u, '');
  switch (lang) {
    case 'es':
      return p.replace(/^a\s+(?=\p{L})/iu, '').replace(/^al\s+/iu, 'el ');
    case 'de':
      // "einen Kunden, der …" → "ein Kunde, der …": the request's accusative made the one who acts.
      // A weak noun in -t takes -en ("einen Patienten", "einen Physiotherapeuten"); one in -e, -n ("einen Kunden").
      return p.replace(/^einen\s+(\p{Lu}\p{L}*t)en(?=[\s,])/u, 'ein $1').replace(/^einen\s+(\p{Lu}\p{L}*e)n(?=[\s,])/u, 'ein $1').replace(/^einen\s/iu, 'ein ').replace(/^den\s/iu, 'der ').replace(/,\s*$/u, '');
    case 'it':
      return p.replace(/^(?:a|ad)\s+(?=\p{L})/iu, '');
    case 'nl':
      return p.replace(/(?<![\p{L}])zien(?![\p{L}])\s*/u, '').replace(/,\s*$/u, '');
    case 'ja':
      return p.replace(/(?:ところ|様子|姿)$/u, '');
    case 'hi':
      // "दोस्तों को … हँसते हुए": without को the people are named as they are ("दोस्त").
      return p.replace(/^((?:\S+\s+){0,2}?\S+?)(ों)?\s+को\s+/u, '$1 ');
    default:
      return p;
  }
}

/**
 * What a show-request in another language asks to show, each action its own picture, in the
 * brief's words without the request's grammar; undefined when the sentence asks for nothing.
 */
export function shownPictures(sentence: string, lang: PictureLanguage): string[] | undefined {
  if (lang === 'en') return undefined;
  // An Arabic actor's accusative tanwīn ("خبازاً يعجن") goes before the vowel marks do: a picture names, it does not object.
  const text = lang === 'ar' ? sentence.replace(/(\p{L}+?)(?:اً|ًا)(?=\s+[يت])/gu, '$1').replace(ARABIC_MARKS, '') : sentence;
  const asked = SHOW_REQUESTS[lang].exec(text.trim())?.[1];
  if (!asked) return undefined;
  // A list of shots ("…, la boutique pleine de fleurs et une livraison à vélo"), else actions joined by "and".
  const listed = lang === 'hi' ? undefined : listedShots(asked, lang);
  const parts = asked.split(NEXT_ACTION[lang]).map((p) => p.trim()).filter(Boolean);
  const acted = parts.length > 1 && parts.every((p) => ACTS[lang].test(bare(p, lang)));
  return (listed ?? (acted ? parts : [asked])).map((p) => bare(p, lang));
}

/**
 * A German verb's separable prefix and the verb it leaves, infinitive or finite ("einschenkt" → "ein" + "schenkt",
 * "zubereiten" → "zu" + "bereiten"); "um", "über", "unter" and "durch" are left out, often inseparable ("umarmt"), and so
 * are words that only look prefixed ("antwortet", "analysiert", "angelt").
 */
export const DE_SEPARABLE = /^(?!antwort|analys|abonn|angel)(ein|an|auf|aus|mit|zu|ab|vor|nach|zurück|weg|los|teil|fest|zusammen|vorbei)(\p{Ll}{4,})$/u;

/** A Dutch separable verb's prefix and stem ("afstelt", "inschenkt"); Latinate verbs in -eert ("inspecteert") never split. */
const NL_SEPARABLE = /^(?!\p{L}*eert$)(af|aan|op|uit|mee|terug|weg|toe|bij|neer|in|schoon|klaar|dicht)(\p{Ll}{4,})$/u;

/**
 * A picture's action as a line a voice says in the brief's language: "un panadero sacando pan del
 * horno" → "Un panadero saca pan del horno.", "ein Bäcker, der Brot aus dem Ofen holt" → "Ein
 * Bäcker holt Brot aus dem Ofen.", "パン職人がパンを取り出す" → "パン職人がパンを取り出します。".
 * Undefined when the picture shows no action the language's grammar can say.
 */
export function sayAction(picture: string, lang: Exclude<PictureLanguage, 'en'>): string | undefined {
  const p = picture.trim().replace(/[.!。！।]+$/u, '');
  const line = (t: string, stop = '.') => `${t.charAt(0).toUpperCase()}${t.slice(1)}${stop}`;
  switch (lang) {
    case 'es': {
      // "una barista que sirve leche" → "Una barista sirve leche.": the relative clause is the present already.
      const relative = /^((?:un|una|unos|unas|el|la|los|las|dos|tres|varios|varias|sus?|nuestr[oa]s?)\s.+?)\s+que\s+(.+)$/iu.exec(p);
      if (relative) return line(`${relative[1]} ${relative[2]}`);
      const m = /^(.+?)\s+(\p{L}+?)(ando|iendo|yendo)(?![\p{L}])(.*)$/iu.exec(p);
      if (!m || !/^(?:un|una|unos|unas|el|la|los|las|dos|tres|varios|varias|sus?|nuestr[oa]s?)\s/iu.test(m[1]!)) return undefined;
      const many = /^(?:unos|unas|los|las|dos|tres|varios|varias|sus|nuestr[oa]s)\s/iu.test(m[1]!);
      return line(`${m[1]} ${presentEs(m[2]!, m[3]!.toLowerCase())}${many ? 'n' : ''}${m[4]}`);
    }
    case 'fr': {
      const m = /^(.+?)\s+qui\s+(.+)$/iu.exec(p);
      return m ? line(`${m[1]} ${m[2]}`) : undefined;
    }
    case 'de': {
      // "ein Bäcker, der Brot aus dem Ofen holt": the relative clause's last word is its verb.
      const m = /^(.+?),\s*(?:der|die|das)\s+(.+?)\s+(\p{L}+)$/iu.exec(p);
      if (!m) return undefined;
      // A separable verb leaves its prefix at the end: "…, der Wein einschenkt" → "… schenkt Wein ein".
      const split = DE_SEPARABLE.exec(m[3]!);
      return line(split ? `${m[1]} ${split[2]} ${m[2]} ${split[1]}` : `${m[1]} ${m[3]} ${m[2]}`);
    }
    case 'it': {
      // "il cuoco che tira la sfoglia" → "Il cuoco tira la sfoglia.": the relative clause is the present already.
      const m = /^((?:(?:un|uno|una|il|lo|la|i|gli|le|due|tre|dei|delle|degli)\s+|un['’]|l['’]).+?)\s+che\s+(.+)$/iu.exec(p);
      return m ? line(`${m[1]} ${m[2]}`) : undefined;
    }
    case 'pt': {
      const relative = /^((?:um|uma|uns|umas|o|a|os|as|dois|duas|três)\s.+?)\s+que\s+(.+)$/iu.exec(p);
      if (relative) return line(`${relative[1]} ${relative[2]}`);
      // "o padeiro a tirar o pão", "um padeiro tirando pão": said with "está" ("O padeiro está a tirar o pão.").
      const m = /^((?:um|uma|uns|umas|o|a|os|as|dois|duas|três)\s.+?)\s+((?:a\s+\p{L}+[aei]r|\p{L}+(?:ando|endo|indo))(?![\p{L}]).*)$/iu.exec(p);
      if (!m) return undefined;
      return line(`${m[1]} ${/^(?:uns|umas|os|as|dois|duas|três)\s/iu.test(m[1]!) ? 'estão' : 'está'} ${m[2]}`);
    }
    case 'nl': {
      // "de fietsenmaker die een fiets repareert": the relative clause's last word is its verb, unless a
      // place follows it ("kinderen die tekenen aan een tafel"): then it is the word before the place.
      const placed = DUTCH_VERB_BEFORE_PLACE.exec(p);
      if (placed) return line(`${placed[1]} ${mainClauseNl(placed[3]!, placed[2])}${placed[4]}`);
      const m = /^(.+?)\s+(?:die|dat)\s+(?:(.+?)\s+)?(\p{L}+)$/iu.exec(p);
      return m ? line(`${m[1]} ${mainClauseNl(m[3]!, m[2])}`) : undefined;
    }
    case 'ar':
      return ACTS.ar.test(p) ? `${p}.` : undefined;
    case 'ja':
      return /[うくぐすつぬぶむる]$/u.test(p) ? `${politeForm(p)}。` : undefined;
    case 'hi': {
      // "एक बेकर ओवन से ब्रेड निकालते हुए" → "एक बेकर ओवन से ब्रेड निकाल रहे हैं" (the respectful plural says anyone).
      const m = /^(.+?)(?:ते|ती|ता)\s+हुए$/u.exec(p);
      return m ? `${m[1]} रहे हैं।` : undefined;
    }
  }
}

/**
 * A Dutch relative clause's verb and object in a main clause: a separable verb leaves its prefix at the
 * end ("die een fiets afstelt" → "stelt een fiets af").
 */
function mainClauseNl(verb: string, object: string | undefined): string {
  const split = NL_SEPARABLE.exec(verb);
  if (!split) return `${verb}${object ? ` ${object}` : ''}`;
  return `${split[2]}${object ? ` ${object}` : ''} ${split[1]}`;
}

/** A Dutch relative clause whose verb (-t, -d, -en) has a place after it: "die met haar hond wandelt in het park". */
const DUTCH_VERB_BEFORE_PLACE = /^(.+?)\s+(?:die|dat)\s+(?:(.+?)\s+)?(\p{L}+(?:t|d|en))(\s+(?:aan|in|op|bij|met|naar|voor|onder|achter|naast|tegen|langs|rond)\s.+)$/iu;

/**
 * The business's own people in each language, as a picture names them: the brand says them as
 * its own ("Nuestro panadero…", "Unsere Barista…", "当店のパン職人…").
 */
const STAFF_WORDS: Readonly<Record<Exclude<PictureLanguage, 'en'>, RegExp>> = {
  es: /^(?:un|una|el|la)\s+((?:pizzer|pizzaiol|panader|mecánic|peluquer|camarer|cociner|enfermer|pasteler|carnicer|farmacéutic|veterinari|dependient|médic|fontaner|maestr)[oa]|barista|dentista|florista|chef|estilista|fisioterapeuta|electricista|barbero|(?:entrenador|profesor|repartidor|instructor|educador)a?|técnic[oa])(?![\p{L}])/iu,
  fr: /^(?:un|une|le|la|l['’])\s*(pizzaïolo|pizzaiolo|boulanger|boulangère|barista|mécanicien(?:ne)?|coiffeu(?:r|se)|dentiste|fleuriste|serveu(?:r|se)|cuisinière?|cuisinier|chef|coach|professeure?|médecin|infirmière?|infirmier|pâtissière?|pâtissier|bouchère?|boucher|pharmacien(?:ne)?|vétérinaire|barbier|esthéticienne|technicien(?:ne)?|vendeu(?:r|se)|toiletteu(?:r|se)|kiné|kinésithérapeute|ostéopathe|plombière?|plombier|électricien(?:ne)?|éducat(?:eur|rice)|maîtresse|livreu(?:r|se))(?![\p{L}])/iu,
  de: /^(?:[Ee]ine?|[Dd]er|[Dd]ie)\s+((?:Pizzabäcker|Bäcker|Mechaniker|Friseur|Florist|Kellner|Trainer|Lehrer|Pfleger|Konditor|Metzger|Apotheker|Physiotherapeut|Techniker|Verkäufer|Hundefriseur|Klempner|Elektriker|Installateur|Erzieher)(?:in)?|Barista|Zahnarzt|Zahnärztin|Koch|Köchin|Arzt|Ärztin|Tierarzt|Tierärztin|Barbier|Kosmetikerin)(?![\p{L}])/u,
  it: /^(?:(?:un|uno|una|il|lo|la)\s+|un['’]|l['’])((?:cuoc|pizzaiol|fornai|fiorai|gelatai|commess|maestr|veterinari|meccanic|medic)[oa]|(?:panettier|pasticcier|camerier|parrucchier|infermier|cassier)[ea]|barista|chef|barbiere|estetista|dentista|farmacista|fisioterapista|elettricista|idraulico|allenat(?:ore|rice)|istrutt(?:ore|rice)|toelettat(?:ore|rice)|insegnante|dottor(?:e|essa))(?![\p{L}])/iu,
  pt: /^(?:um|uma|o|a)\s+((?:padeir|pasteleir|cozinheir|cabeleireir|enfermeir|empregad|mecânic|médic|farmacêutic|veterinári)[oa]|barista|chef|pizzaiolo|barbeiro|esteticista|dentista|florista|fisioterapeuta|eletricista|canalizador|(?:treinador|instrutor|professor|vendedor)a?)(?![\p{L}])/iu,
  nl: /^(?:een|de)\s+(bakker|banketbakker|kok|chef|barista|ober|serveerster|kapper|kapster|barbier|monteur|fietsenmaker|tandarts|mondhygiënist|arts|dokter|huisarts|verpleegkundige|apotheker|dierenarts|bloemist|trainer|trainster|instructeur|docent|leraar|lerares|verkoper|verkoopster|fysiotherapeut|loodgieter|elektricien|trimmer)(?![\p{L}])/iu,
  ar: /^(?:ال)?(خباز|باريستا|ميكانيكي|حلاق|طبيب|طاه|طاهي|طباخ|شيف|مدرب|معلم|ممرض|صيدلي|بائع|فني|موظف)(ة)?(?![\p{L}])/u,
  ja: /^(パン職人|職人|バリスタ|整備士|美容師|歯科医|歯医者|医師|先生|店員|スタッフ|シェフ|料理人|トレーナー|トリマー|理容師|薬剤師|獣医)(?:さん)?(?:が|は)/u,
  hi: /^(?:एक\s+)?(रसोइये|रसोइया|बेकर|बारिस्टा|मैकेनिक|नाई|डॉक्टर|शेफ़|शेफ|ट्रेनर|शिक्षक|नर्स|दुकानदार|कर्मचारी|ग्रूमर)(?![\p{L}\p{M}])/u,
};

/** The trades listed here, else any word for someone at work (staff-lines.ts): the noun is the first group. */
const staffOf = (said: string, lang: Exclude<PictureLanguage, 'en'>) => STAFF_WORDS[lang].exec(said) ?? staffOpening(said, lang);

/** Whether a line `sayAction` says opens on the business's own people ("Un pizzero mete una pizza…"). */
export function namesStaff(said: string, lang: Exclude<PictureLanguage, 'en'>): boolean {
  return staffOf(said, lang) !== null;
}

/** A customer, in the languages whose staff lines name one ("a una clienta", "à une cliente", "einer Kundin"). */
const CUSTOMER_WORDS = /(?<![\p{L}])(?:client[ea]s?|clienti|paciente|pazient[ei]|clientes?|patiente?|kund(?:e|en|in)|patient(?:in)?|patiënt(?:en)?|klant(?:en)?)(?![\p{L}])/iu;

/** "eine Tasse", "una taza": the first thing worked on, the viewer's ("Ihre Tasse", "tu taza"). */
const YOUR_THING: Readonly<Partial<Record<Exclude<PictureLanguage, 'en'>, [RegExp, (article: string) => string]>>> = {
  es: [/(?<![\p{L}])(un|una)\s+(?=\p{L})/u, () => 'tu '],
  fr: [/(?<![\p{L}])(un|une)\s+(?=\p{L})/u, () => 'votre '],
  de: [/(?<![\p{L}])(ein|eine|einen|einem|einer)\s+(?=\p{L})/u, (a) => `Ihr${a.slice(3)} `],
  it: [/(?<![\p{L}])(un|uno|una)\s+(?=\p{L})/u, (a) => (a === 'una' ? 'la tua ' : 'il tuo ')],
  pt: [/(?<![\p{L}])(um|uma)\s+(?=\p{L})/u, (a) => (a === 'uma' ? 'a sua ' : 'o seu ')],
  nl: [/(?<![\p{L}])(een)\s+(?=\p{L})/u, () => 'je '],
};

/**
 * A line `sayAction` says, in the brand's voice: its own people are "ours" ("Un panadero saca pan
 * del horno." → "Nuestro panadero saca pan del horno.", "Eine Barista gießt Milchschaum in eine
 * Tasse." → "Unsere Barista gießt Milchschaum in Ihre Tasse."). Undefined for anyone else
 * ("Freunde lachen am Fenster."): the shot speaks for itself, never a caption of it.
 */
export function inBrandVoice(said: string, lang: Exclude<PictureLanguage, 'en'>): string | undefined {
  const children = viewersChildren(said, lang);
  if (children) return children;
  // "Una clienta compra croissants en el mostrador." → "Compra croissants en nuestro mostrador.": a
  // Spanish present is the familiar imperative of the regular verbs a picture shows.
  const customer = lang === 'es' ? /^(?:un|una|el|la)\s+(?:client[ea]|paciente|visitante|comprador[a]?)\s+(\p{L}+)(.*)$/iu.exec(said) : null;
  if (customer) return `${customer[1]!.charAt(0).toUpperCase()}${customer[1]!.slice(1)}${customer[2]!.replace(/(?<![\p{L}])en (el|la) (?=\p{L})/u, (_, a: string) => `en ${a === 'la' ? 'nuestra' : 'nuestro'} `)}`;
  const m = staffOf(said, lang);
  if (!m) return undefined;
  const rest = said.slice(m[0].length);
  // A customer in the action is the viewer ("föhnt einer Kundin die Haare" → "föhnt Ihnen die Haare");
  // without one, the first thing worked on is the viewer's ("in eine Tasse" → "in Ihre Tasse").
  const [thing, article] = YOUR_THING[lang] ?? [];
  const served = ownedByViewer(lang === 'de' ? rest.replace(/(?<![\p{L}])(?:einer Kundin|einem Kunden)(?![\p{L}])/u, 'Ihnen').replace(/(?<![\p{L}])(?:eine Kundin|einen Kunden)(?![\p{L}])/u, 'Sie') : rest, lang);
  const theirs = served !== rest || CUSTOMER_WORDS.test(rest) || namesRecipient(rest, lang) || !thing || !article ? served : rest.replace(thing, (a: string) => article(a.trim()));
  const noun = m[1]!;
  switch (lang) {
    case 'es':
      return `${/^(?:una|la)\s/iu.test(m[0]) ? 'Nuestra' : 'Nuestro'} ${noun}${theirs}`;
    case 'fr':
      return `Notre ${noun}${theirs}`;
    case 'de':
      return `${/^(?:eine|die)\s/iu.test(m[0]) ? 'Unsere' : 'Unser'} ${noun}${theirs}`;
    case 'it':
      return `${/^(?:una|la)\s/iu.test(m[0]) ? 'La nostra' : 'Il nostro'} ${noun}${theirs}`;
    case 'pt':
      return `${/^(?:uma|a)\s/iu.test(m[0]) ? 'A nossa' : 'O nosso'} ${noun}${theirs}`;
    case 'nl':
      return `Onze ${noun}${theirs}`;
    case 'ar':
      // "خباز" → "خبازنا", "طبيبة" → "طبيبتنا": our baker, our doctor.
      return `${noun}${m[2] ? 'تنا' : 'نا'}${theirs}`;
    case 'ja':
      return `当店の${said}`;
    case 'hi':
      return `हमारे ${noun}${theirs}`;
  }
}

/** Common verbs whose stressed stem vowel splits in the present, by gerund stem: "jug·ando" → "jueg·a". */
const STEM_CHANGES: Readonly<Record<string, string>> = {
  jug: 'jueg', prob: 'prueb', cont: 'cuent', mostr: 'muestr', cerr: 'cierr', calent: 'calient', empez: 'empiez', merend: 'meriend',
  almorz: 'almuerz', vol: 'vuel', volv: 'vuelv', mov: 'muev', encend: 'enciend', durm: 'duerm', despert: 'despiert', freg: 'frieg', recomend: 'recomiend',
};

/** A Spanish gerund's stem and ending as the present: "sac·ando" → "saca", "le·yendo" → "lee", "fr·iendo" → "fríe". */
export function presentEs(gerundStem: string, ending: string): string {
  // "jugando" → "juega", "durmiendo" → "duerme": a stressed stem vowel splits in the present.
  const stem = STEM_CHANGES[gerundStem.toLowerCase()] ?? gerundStem;
  if (ending === 'ando') return `${stem}a`;
  // "leyendo", "trayendo" → "lee", "trae"; "construyendo" → "construye".
  if (ending === 'yendo') return /u$/iu.test(stem) ? `${stem}ye` : `${stem}e`;
  // "riendo", "friendo", "sonriendo": the stem's i is stressed.
  return /^(?:son)?f?r$/iu.test(stem) ? `${stem}íe` : `${stem}e`;
}

/** A Japanese verb's plain form made polite: 取り出す → 取り出します, 買う → 買います, 食べる → 食べます. */
export function politeForm(clause: string): string {
  const I_ROW: Readonly<Record<string, string>> = { う: 'い', く: 'き', ぐ: 'ぎ', す: 'し', つ: 'ち', ぬ: 'に', ぶ: 'び', む: 'み' };
  const last = clause.slice(-1);
  // する and 来る are irregular: 湯切りする → 湯切りします.
  if (clause.endsWith('する')) return `${clause.slice(0, -2)}します`;
  if (clause.endsWith('来る')) return `${clause.slice(0, -1)}ます`;
  if (last !== 'る') return `${clause.slice(0, -1)}${I_ROW[last]}ます`;
  // A る after an e or i sound (食べる, いる, している) is a ru-verb; others (作る, 取る) take り.
  return /[えけげせぜてでねへべぺめれいきぎしじちぢにひびぴみり]る$/u.test(clause) ? `${clause.slice(0, -1)}ます` : `${clause.slice(0, -1)}ります`;
}

/** Times of day a picture names, in each language, as the planner's own words for them. */
export type TimeWord = 'sunrise' | 'dawn' | 'early morning' | 'morning' | 'midday' | 'noon' | 'afternoon' | 'golden hour' | 'sunset' | 'dusk' | 'evening' | 'night' | 'midnight';

/** Time words: whole words in spaced scripts (an Arabic one with its article or preposition: "الصباح", "بالليل"), anywhere in Japanese. */
function time(spaced: string, unspaced?: string): RegExp {
  return new RegExp(`(?<![\\p{L}])(?:[وفبلك]?(?:ال)?)(?:${spaced})(?:ًا|اً|ا|ية|ي)?(?![\\p{L}])${unspaced ? `|${unspaced}` : ''}`, 'iu');
}

const TIME_WORDS: readonly [TimeWord, RegExp][] = [
  ['golden hour', time('golden hour|hora dorada|heure dorée|goldene[nr]? stunde|ora d.oro|hora dourada|gouden uur|الساعة الذهبية|सुनहरा समय', 'ゴールデンアワー')],
  ['sunrise', time('sunrise|amanecer|lever du soleil|sonnenaufgang|alba|sorgere del sole|nascer do sol|zonsopgang|شروق|شروق الشمس|सूर्योदय', '日の出|朝日')],
  ['dawn', time('dawn|madrugada|aube|morgengrauen|aurora|dageraad|فجر|भोर', '夜明け')],
  ['early morning', time('early morning|primo mattino|manhã cedo|vroeg in de ochtend|vroege ochtend|الصباح الباكر', '早朝')],
  ['sunset', time('sunset|atardecer|puesta de sol|coucher du soleil|sonnenuntergang|tramonto|pôr do sol|pôr-do-sol|zonsondergang|غروب|غروب الشمس|सूर्यास्त', '夕日|夕焼け')],
  ['dusk', time('dusk|anochecer|crépuscule|dämmerung|crepuscolo|anoitecer|entardecer|schemering|غسق|साँझ', '夕暮れ')],
  ['afternoon', time('afternoon|après-midi|nachmittags?|pomeriggio|à tarde|middaglicht|namiddag|s middags|عصر|بعد الظهر|दोपहर बाद', '午後|昼下がり')],
  ['midday', time('midday|noon|mediodía|midi|mittags?|mezzogiorno|meio-dia|meio dia|middagzon|ظهر|ظهيرة|दोपहर', '正午|昼間|日中')],
  ['morning', time('morning|mañana|matin|matinée|morgens?|vormittags?|mattin[oa]|manhã|ochtend(?:licht)?|s ochtends|صباح|सुबह', '朝')],
  ['evening', time('evening|soir|soirée|abends?|sera|serata|avond(?:licht)?|s avonds|مساء|शाम', '夕方')],
  ['midnight', time('midnight|medianoche|minuit|mitternacht|mezzanotte|meia-noite|meia noite|middernacht|منتصف الليل|आधी रात', '深夜')],
  ['night', time('night(?:time)?|noche|nuit|nachts?|notte|noite|nacht|ليل|ليلة|रात', '夜')],
];

/** The time of day a text names, in any picture language: "al amanecer" → "sunrise". */
export function timeIn(text: string): TimeWord | undefined {
  return TIME_WORDS.find(([, re]) => re.test(text))?.[0];
}

/** The light a time of day gives a picture, in the picture's language. */
const LIGHTS: Readonly<Record<PictureLanguage, Readonly<Record<TimeWord, string>>>> = {
  en: {
    sunrise: 'at sunrise', dawn: 'at dawn', 'early morning': 'early morning light', morning: 'morning light', midday: 'midday sun', noon: 'midday sun',
    afternoon: 'afternoon light', 'golden hour': 'golden hour light', sunset: 'at sunset', dusk: 'at dusk', evening: 'evening light', night: 'at night', midnight: 'at midnight',
  },
  es: {
    sunrise: 'al amanecer', dawn: 'de madrugada', 'early morning': 'a primera hora de la mañana', morning: 'con luz de mañana', midday: 'al sol del mediodía', noon: 'al sol del mediodía',
    afternoon: 'con luz de tarde', 'golden hour': 'con la luz dorada del atardecer', sunset: 'al atardecer', dusk: 'al anochecer', evening: 'con luz de atardecer', night: 'de noche', midnight: 'a medianoche',
  },
  fr: {
    sunrise: 'au lever du soleil', dawn: 'à l’aube', 'early morning': 'tôt le matin', morning: 'dans la lumière du matin', midday: 'sous le soleil de midi', noon: 'sous le soleil de midi',
    afternoon: 'dans la lumière de l’après-midi', 'golden hour': 'dans la lumière dorée du soir', sunset: 'au coucher du soleil', dusk: 'au crépuscule', evening: 'dans la lumière du soir', night: 'de nuit', midnight: 'à minuit',
  },
  de: {
    sunrise: 'bei Sonnenaufgang', dawn: 'im Morgengrauen', 'early morning': 'am frühen Morgen', morning: 'am Morgen', midday: 'mittags in der Sonne', noon: 'mittags in der Sonne',
    afternoon: 'am Nachmittag', 'golden hour': 'abends im goldenen Licht', sunset: 'bei Sonnenuntergang', dusk: 'in der Dämmerung', evening: 'am Abend', night: 'bei Nacht', midnight: 'um Mitternacht',
  },
  it: {
    sunrise: 'all’alba', dawn: 'all’aurora', 'early morning': 'di primo mattino', morning: 'con la luce del mattino', midday: 'sotto il sole di mezzogiorno', noon: 'sotto il sole di mezzogiorno',
    afternoon: 'con la luce del pomeriggio', 'golden hour': 'nella luce dorata del tramonto', sunset: 'al tramonto', dusk: 'al crepuscolo', evening: 'con la luce della sera', night: 'di notte', midnight: 'a mezzanotte',
  },
  pt: {
    sunrise: 'ao nascer do sol', dawn: 'de madrugada', 'early morning': 'de manhã cedo', morning: 'com a luz da manhã', midday: 'ao sol do meio-dia', noon: 'ao sol do meio-dia',
    afternoon: 'com a luz da tarde', 'golden hour': 'com a luz dourada do pôr do sol', sunset: 'ao pôr do sol', dusk: 'ao anoitecer', evening: 'com a luz do entardecer', night: 'à noite', midnight: 'à meia-noite',
  },
  nl: {
    sunrise: 'bij zonsopgang', dawn: 'bij dageraad', 'early morning': 'vroeg in de ochtend', morning: 'in het ochtendlicht', midday: 'in de middagzon', noon: 'in de middagzon',
    afternoon: 'in het middaglicht', 'golden hour': 'in het gouden avondlicht', sunset: 'bij zonsondergang', dusk: 'in de schemering', evening: 'in het avondlicht', night: 'bij nacht', midnight: 'om middernacht',
  },
  ar: {
    sunrise: 'عند الشروق', dawn: 'عند الفجر', 'early morning': 'في الصباح الباكر', morning: 'في ضوء الصباح', midday: 'تحت شمس الظهر', noon: 'تحت شمس الظهر',
    afternoon: 'في ضوء النهار بعد الظهر', 'golden hour': 'في ضوء الغروب الذهبي', sunset: 'عند الغروب', dusk: 'عند الغسق', evening: 'في ضوء المساء', night: 'في الليل', midnight: 'في منتصف الليل',
  },
  ja: {
    sunrise: '日の出', dawn: '夜明け', 'early morning': '早朝', morning: '朝の光', midday: '昼の日差し', noon: '昼の日差し',
    afternoon: '昼下がりの光', 'golden hour': '夕方の金色の光', sunset: '夕日', dusk: '夕暮れ', evening: '夕方の光', night: '夜', midnight: '深夜',
  },
  hi: {
    sunrise: 'सूर्योदय के समय', dawn: 'भोर में', 'early morning': 'सुबह-सुबह', morning: 'सुबह की रोशनी में', midday: 'दोपहर की धूप में', noon: 'दोपहर की धूप में',
    afternoon: 'दोपहर बाद की रोशनी में', 'golden hour': 'शाम की सुनहरी रोशनी में', sunset: 'सूर्यास्त के समय', dusk: 'साँझ के समय', evening: 'शाम की रोशनी में', night: 'रात में', midnight: 'आधी रात को',
  },
};

/**
 * Indoors a time of day gives no sun: its daylight comes through the windows ("A happy driver at
 * the front desk, midday sun" was a sun indoors). The time itself is still named.
 */
const INDOOR_LIGHTS: Readonly<Record<PictureLanguage, Partial<Record<TimeWord, string>>>> = {
  en: { midday: 'midday daylight through the windows', noon: 'midday daylight through the windows', afternoon: 'soft afternoon light', 'golden hour': 'golden hour light through the windows' },
  es: { midday: 'con luz de mediodía por las ventanas', noon: 'con luz de mediodía por las ventanas', afternoon: 'con luz suave de tarde', 'golden hour': 'con luz dorada de atardecer por las ventanas' },
  fr: { midday: 'dans la lumière de midi par les fenêtres', noon: 'dans la lumière de midi par les fenêtres', afternoon: 'dans une douce lumière d’après-midi', 'golden hour': 'dans la lumière dorée du soir par les fenêtres' },
  de: { midday: 'mittags, Licht durch die Fenster', noon: 'mittags, Licht durch die Fenster', afternoon: 'am Nachmittag, weiches Licht', 'golden hour': 'abends, goldenes Licht durch die Fenster' },
  it: { midday: 'con la luce di mezzogiorno dalle finestre', noon: 'con la luce di mezzogiorno dalle finestre', afternoon: 'con una luce tenue di pomeriggio', 'golden hour': 'con la luce dorata del tramonto dalle finestre' },
  pt: { midday: 'com a luz do meio-dia pelas janelas', noon: 'com a luz do meio-dia pelas janelas', afternoon: 'com a luz calma da tarde', 'golden hour': 'com a luz dourada do pôr do sol pelas janelas' },
  nl: { midday: 'met middaglicht door de ramen', noon: 'met middaglicht door de ramen', afternoon: 'in zacht middaglicht', 'golden hour': 'in gouden avondlicht door de ramen' },
  ar: { midday: 'في ضوء الظهر من النوافذ', noon: 'في ضوء الظهر من النوافذ', afternoon: 'في ضوء النهار الهادئ بعد الظهر', 'golden hour': 'في ضوء الغروب الذهبي من النوافذ' },
  ja: { midday: '窓から差し込む昼の光', noon: '窓から差し込む昼の光', afternoon: '窓から差し込む昼下がりの光', 'golden hour': '窓から差し込む夕方の金色の光' },
  hi: { midday: 'खिड़कियों से आती दोपहर की रोशनी में', noon: 'खिड़कियों से आती दोपहर की रोशनी में', afternoon: 'दोपहर बाद की हल्की रोशनी में', 'golden hour': 'खिड़कियों से आती शाम की सुनहरी रोशनी में' },
};

/** The words that light a picture at `time`, in its language; indoors without the sun. */
export function lightWords(time: TimeWord, lang: PictureLanguage, indoor = false): string {
  return (indoor ? INDOOR_LIGHTS[lang][time] : undefined) ?? LIGHTS[lang][time];
}

/** Words that put a picture outdoors, in any picture language. */
const OUTDOORS = /(?<![\p{L}])(?:outside|outdoors?|along|le long d[eu]|au bord d[eu]|a lo largo d[e]|a la orilla d[e]|entlang|lungo|ao longo d[eoa]|langs|street|park|beach|harbou?r|garden|terrace|trail|road|square|rooftop|balcony|field|forest|mountains?|lake|river|sea|coast|fuera|afuera|exterior|calle|parque|playa|puerto|jardín|terraza|plaza|dehors|extérieur|rue|plage|jardin|terrasse|draußen|straße|strand|hafen|garten|terrasse|platz|fuori|all['’]aperto|strada|parco|spiaggia|giardino|terrazza|piazza|lungomare|fora|ao ar livre|rua|parque|praia|jardim|esplanada|praça|terraço|buiten|straat|park|haven|tuin|terras|plein|gracht|kade)(?![\p{L}])|خارج|شارع|حديقة|شاطئ|ميناء|شرفة|屋外|通り|公園|海|港|庭|テラス|बाहर|सड़क|पार्क|समुद्र/iu;

/** Rooms and places of business: where an action happens indoors. */
const ROOMS = /(?<![\p{L}])(?:inside|indoors?|kitchen|office|clinic|surgery|salon|studio|gym|shop|store|bakery|café|cafe|restaurant|classroom|warehouse|workshop|garage|living room|bedroom|bathroom|lab|library|meeting room|dentro|interior|cocina|oficina|taller|clínica|consulta|tienda|panadería|peluquería|gimnasio|intérieur|cuisine|bureau|atelier|cabinet|boutique|boulangerie|drinnen|küche|büro|werkstatt|praxis|laden|bäckerei|cucina|ufficio|officina|clinica|ambulatorio|negozio|panificio|panetteria|pasticceria|parrucchiere|palestra|trattoria|osteria|ristorante|pizzeria|gelateria|farmacia|salone|cozinha|escritório|oficina|consultório|loja|padaria|pastelaria|cabeleireiro|ginásio|academia|pizzaria|farmácia|barbearia|binnen|keuken|kantoor|werkplaats|praktijk|winkel|bakkerij|kapsalon|sportschool|apotheek|wachtkamer|tandartspraktijk|fietsenwinkel)(?![\p{L}])|داخل|مطبخ|مكتب|عيادة|ورشة|محل|مخبز|مقهى|صالون|店内|室内|キッチン|厨房|オフィス|工房|診察室|店(?![主員長])|अंदर|रसोई|दफ़्तर|क्लिनिक|दुकान|कैफ़े|कैफे|बेकरी|सैलून|जिम|रेस्तराँ/iu;

/** Things inside a room (a counter, a desk, an oven): indoors, though not a place of their own. */
const FITTINGS = /(?<![\p{L}])(?:counter|desk|reception|till|oven|bar|mostrador|barra|horno|recepción|caja|comptoir|four|accueil|caisse|theke|tresen|ofen|empfang|kasse|bancone|forno|cassa|balcão|caixa|receção|recepção|toonbank|balie|kassa|receptie)(?![\p{L}])|منضدة|كاونتر|فرن|استقبال|カウンター|受付|オーブン|レジ|काउंटर|ओवन/iu;

export function isIndoors(picture: string): boolean {
  return (ROOMS.test(picture) || FITTINGS.test(picture)) && !OUTDOORS.test(picture);
}

/**
 * A part of a place of business a picture's action happens at ("at the front desk", "en el
 * mostrador", "an der Theke", "عند المنضدة", "カウンターで", "काउंटर पर"): where the business itself is
 * said, to make it that business's part.
 */
const PART_OF_PLACE: Readonly<Record<PictureLanguage, RegExp>> = {
  en: /(?<![\p{L}])(?:at|behind|by|beside)\s+the\s+(?:(?:front|reception|check-in)\s+)?(?:desk|counter|reception|till|checkout|bar|oven|workbench|chair)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:en|detrás de|junto a)\s+(?:el|la)\s+(?:mostrador|barra|caja|recepción|horno|sillón|silla)(?![\p{L}])|(?<![\p{L}])(?:detrás del|junto al)\s+(?:mostrador|horno|sillón)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:au|derrière le|devant le)\s+(?:comptoir|four|bar|fauteuil)(?![\p{L}])|(?<![\p{L}])(?:à la|derrière la|devant la)\s+(?:caisse|réception)(?![\p{L}])|(?<![\p{L}])à l['’]accueil(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:an der|hinter der|am|hinter dem|vor dem)\s+(?:Theke|Tresen|Kasse|Rezeption|Empfang|Ofen|Stuhl)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(?:al|dietro al|davanti al|accanto al)\s+(?:bancone|banco|forno)(?![\p{L}])|(?<![\p{L}])(?:alla|dietro alla|davanti alla)\s+(?:cassa|reception|poltrona)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:ao|no|atrás do|junto ao|em frente ao)\s+(?:balcão|forno)(?![\p{L}])|(?<![\p{L}])(?:à|na|atrás da|junto à)\s+(?:caixa|receção|recepção|cadeira)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:aan|achter|bij|voor)\s+de\s+(?:toonbank|balie|kassa|receptie|oven|stoel)(?![\p{L}])/iu,
  ar: /(?:عند|خلف|أمام|امام|في)\s+(?:ال)(?:منضدة|كاونتر|استقبال|فرن|صندوق|كرسي)/u,
  ja: /(?:カウンター|レジ|受付|オーブン|窓口)(?:の前)?で/u,
  hi: /(?:काउंटर|रिसेप्शन|ओवन)\s+(?:पर|के पास)/u,
};

/** What a part of a place is made of or for, said after it: "de leña", "à bois", "of oak". */
const PART_COMPLEMENT: Partial<Record<PictureLanguage, RegExp>> = {
  en: /^\s+of\s+\p{L}+/u,
  es: /^\s+de\s+\p{L}+/u,
  fr: /^\s+(?:de\s+|d['’]|à\s+)\p{L}+/u,
  it: /^\s+(?:di|a)\s+\p{L}+/u,
  pt: /^\s+(?:de|a)\s+\p{L}+/u,
};

export function namesPartOfPlace(picture: string, lang: PictureLanguage): boolean {
  return PART_OF_PLACE[lang].test(picture);
}

/** Where an action happens, named in so many words (a room, a street, a place of business). */
const PLACE_WORDS = new RegExp(`${ROOMS.source}|${OUTDOORS.source}`, 'iu');

/** Whether a picture in another language says where it happens. English is read by brief-facts.ts. */
export function namesPlace(picture: string): boolean {
  return PLACE_WORDS.test(picture);
}

/**
 * A business, as a picture in each language sets an action in it or at one of its parts: "in a
 * bakery" and "the counter of a bakery", "en una panadería" and "el mostrador de una panadería",
 * "パン屋で" and "パン屋のカウンター".
 */
export interface BusinessPlace {
  /** "inside a bakery", "en una panadería", "in einer Bäckerei", "في مخبز", "パン屋で", "एक बेकरी में". */
  inside: string;
  /** `part` of the business: "at the counter" → "at the counter of a bakery". */
  partOf(part: string): string;
  /** The street outside it, where deliveries and vans are: "on a street outside a bakery", "パン屋の前の通りで". */
  outside: string;
}

/** A business in one language: its noun, and for the languages with genders (Spanish, French, German, Italian, Portuguese, Dutch) its gender. */
export type TradeName = string | [noun: string, gender: 'm' | 'f' | 'n'];

/** A business with its indefinite article, in the languages that have one: "un’osteria", "uno studio", "uma padaria", "een bakkerij". */
export function withArticle(name: TradeName, lang: 'it' | 'pt' | 'nl'): string {
  const [noun, gender] = typeof name === 'string' ? [name, 'm'] : name;
  switch (lang) {
    case 'it':
      return `${gender === 'f' ? (/^[aeiou]/iu.test(noun) ? 'un’' : 'una ') : /^(?:s[^aeiou]|z|gn|ps)/iu.test(noun) ? 'uno ' : 'un '}${noun}`;
    case 'pt':
      return `${gender === 'f' ? 'uma' : 'um'} ${noun}`;
    case 'nl':
      return `een ${noun}`;
  }
}

export function businessPlace(name: TradeName, lang: PictureLanguage): BusinessPlace {
  const [noun, gender] = typeof name === 'string' ? [name, 'm'] : name;
  switch (lang) {
    case 'es': {
      const a = `${gender === 'f' ? 'una' : 'un'} ${noun}`;
      return { inside: `en ${a}`, partOf: (part) => `${part} de ${a}`, outside: `en una calle delante de ${a}` };
    }
    case 'fr': {
      const a = `${gender === 'f' ? 'une' : 'un'} ${noun}`;
      return { inside: `dans ${a}`, partOf: (part) => `${part} d’${a}`, outside: `dans une rue devant ${a}` };
    }
    case 'de': {
      const a = `${gender === 'f' ? 'einer' : 'einem'} ${noun}`;
      return { inside: `in ${a}`, partOf: (part) => `${part} in ${a}`, outside: `auf der Straße vor ${a}` };
    }
    case 'it': {
      const a = withArticle(name, lang);
      return { inside: `in ${a}`, partOf: (part) => `${part} di ${a}`, outside: `in una strada davanti a ${a}` };
    }
    case 'pt': {
      const a = withArticle(name, lang);
      return { inside: `${gender === 'f' ? 'numa' : 'num'} ${noun}`, partOf: (part) => `${part} de ${a}`, outside: `numa rua em frente a ${a}` };
    }
    case 'nl': {
      const a = withArticle(name, lang);
      return { inside: `in ${a}`, partOf: (part) => `${part} van ${a}`, outside: `op straat voor ${a}` };
    }
    case 'ar':
      return { inside: `في ${noun}`, partOf: (part) => `${part} في ${noun}`, outside: `في الشارع أمام ${noun}` };
    case 'ja':
      return { inside: `${noun}の店内で`, partOf: (part) => `${noun}の${part}`, outside: `${noun}の前の通りで` };
    case 'hi':
      return { inside: `एक ${noun} में`, partOf: (part) => `${noun} के ${part}`, outside: `एक ${noun} के बाहर सड़क पर` };
    default: {
      const a = `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
      return { inside: `inside ${a}`, partOf: (part) => `${part} of ${a}`, outside: `on a street outside ${a}` };
    }
  }
}

/**
 * A delivery, a van, a bike as the shot's subject ("a delivery by bike", "la camionnette qui
 * arrive", "自転車での配達"): it happens in the street, not inside.
 */
const ON_THE_MOVE = /^(?:(?:a|an|the|our|un|une|la|le|les|l['’]|el|los|las|una|ein|eine|einen|der|die|das|den|unser|unsere|unseren|il|lo|i|gli|o|os|as|um|uma|de|het|een|onze)\s*)?(?:[\p{L}-]+\s+)?(?:deliver(?:y|ies)|vans?|trucks?|lorr(?:y|ies)|bikes?|bicycles?|scooters?|livraisons?|camionnettes?|vélos?|entregas?|repartos?|furgonetas?|bicicletas?|lieferung(?:en)?|lieferwagen|transporter|fahrrad|fahrräder|consegn[ae]|furgon[ei]|biciclett[ae]|carrinhas?|bezorging(?:en)?|busje|bestelbus|fiets(?:en)?)(?![\p{L}])|^(?:自転車|バイク|配達|配送|トラック)|(?<![\p{L}])(?:test[- ]drives?|test[- ]rides?|probefahrt|essai routier|prueba de conducción|proefrit|prova su strada|試乗)(?![\p{L}])/iu;

export function onTheMove(picture: string): boolean {
  return ON_THE_MOVE.test(picture.trim());
}

/**
 * `picture` set in its business: at the business's part it names ("at the front desk" → "at the
 * front desk of a garage"), else inside it; unchanged when it names a place of its own.
 */
export function inBusiness(picture: string, place: BusinessPlace, lang: PictureLanguage): string {
  const part = PART_OF_PLACE[lang].exec(picture);
  if (part) {
    // The part keeps what it is made of: "en el horno de leña" → "en el horno de leña de una pizzería".
    const end = part.index + part[0].length;
    const named = `${part[0]}${PART_COMPLEMENT[lang]?.exec(picture.slice(end))?.[0] ?? ''}`;
    // Japanese and Hindi name the business before the part ("パン屋のカウンターで"), the others after it: partOf knows.
    return `${picture.slice(0, part.index)}${place.partOf(named)}${picture.slice(part.index + named.length)}`;
  }
  if (lang === 'en' ? /(?<![\p{L}])(?:inside|outside)\s/iu.test(picture) : namesPlace(picture)) return picture;
  const where = onTheMove(picture) ? place.outside : place.inside;
  if (lang === 'ja') return `${where}${picture}`;
  // A German relative clause closes with a comma before what follows it: "…, die Milch eingießt, in einem Café".
  return /,\s*(?:der|die|das|welche[rs]?)\s/iu.test(picture) && lang === 'de' ? `${picture}, ${where}` : `${picture} ${where}`;
}

/** A picture and its light, joined as its language joins a phrase on: "…, morning light", "…、朝の光", "…، في ضوء الصباح". */
export function withLight(picture: string, light: string, lang: PictureLanguage): string {
  return `${picture}${lang === 'ja' ? '、' : lang === 'ar' ? '، ' : ', '}${light}`;
}
