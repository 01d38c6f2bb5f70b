import type { PictureLanguage } from './picture-words';

/**
 * The business's own people at work, however the brief names their trade (issue 23): a line a
 * picture says ("Le fromager coupe une meule de comté.", "De kaasboer snijdt een kaas.",
 * "店主がラーメンを作っています。") opens on one of them when its subject is a single person named by
 * a word for someone who does a job: a fromager, réparateur, kaasboer, Schreiner, 店主, not only the
 * trades picture-words.ts lists by name. Someone a business serves (a visiteur, ciclista, Besucher,
 * fietser, 友人), and one who plays a sport it teaches (a surfista, plongeur, Kletterer), is no
 * member of staff, whatever the word's ending. Pure string work; never throws.
 */

/** Per language: the article, then a noun ending as words for a worker end, or a worker's loanword (a sommelier, a barman); the noun is the first group. */
const AGENT_NOUNS: Readonly<Partial<Record<Exclude<PictureLanguage, 'en'>, RegExp>>> = {
  fr: /^(?:un|une|le|la|l['’])\s*(\p{Ll}+(?:ier|ière|eur|euse|trice|ien|ienne|iste|ger|gère|cher|chère|aire|ologue))(?![\p{L}])/u,
  es: /^(?:un|una|el|la)\s+(sommelier|barman|\p{Ll}+(?:er[oa]|ist[a]|dor|dora|tor|tora|ari[oa]|ic[oa]|log[oa]))(?![\p{L}])/u,
  it: /^(?:(?:un|uno|una|il|lo|la)\s+|un['’]|l['’])(sommelier|barman|\p{Ll}+(?:ai[oa]|ier[ea]|ist[a]|tore|trice|iol[oa]|olog[oa]))(?![\p{L}])/u,
  pt: /^(?:um|uma|o|a)\s+(sommelier|barman|\p{Ll}+(?:eir[oa]|ista|dor|dora|tor|tora|ári[oa]|ic[oa]|log[oa]))(?![\p{L}])/u,
  de: /^(?:[Ee]ine?|[Dd]er|[Dd]ie)\s+(\p{Lu}\p{Ll}+(?:er|ist|eur|meister|macher)(?:in)?)(?![\p{L}])/u,
  nl: /^(?:een|de)\s+(sommelier|barman|\p{Ll}+(?:er|ster|boer|ist|aar|eur|maker|smid|man|vrouw))(?![\p{L}])/u,
  ja: /^(店主|店長|女将|大将|親方|板前|職人|大工|\p{sc=Han}+(?:師|士|員|長|職人|主人))(?:さん)?(?:が|は)/u,
};

/** Those a business serves or meets, and animals, whose words end like a worker's (a chien, a chica, a Hamster). */
const SERVED: Readonly<Partial<Record<Exclude<PictureLanguage, 'en'>, RegExp>>> = {
  fr: /^(?:surfeu(?:r|se)|plongeu(?:r|se)|grimpeu(?:r|se)|golfeu(?:r|se)|visiteu(?:r|se)|voyageu(?:r|se)|promeneu(?:r|se)|coureu(?:r|se)|amateur|acheteu(?:r|se)|consommat(?:eur|rice)|utilisat(?:eur|rice)|spectat(?:eur|rice)|joueu(?:r|se)|skieu(?:r|se)|randonneu(?:r|se)|nageu(?:r|se)|cycliste|touriste|passager|passagère|écolier|écolière|étranger|étrangère|chercheu(?:r|se)|lecteur|lectrice|chien|chienne|lévrier|épagneul|bélier)$/u,
  es: /^(?:\p{Ll}*surfista|alpinista|tenista|golfista|futbolista|excursionista|submarinista|paracaidista|nadador[a]?|escalador[a]?|buceador[a]?|esquiador[a]?|chic[oa]|comprador[a]?|corredor[a]?|jugador[a]?|ciclista|turista|deportista|pasajer[oa]|viajer[oa]|compañer[oa]|espectador[a]?|lector[a]?|usuari[oa]|visitador[a]?)$/u,
  it: /^(?:\p{Ll}*surfista|alpinista|tennista|golfista|calciatore|calciatrice|sciatore|sciatrice|nuotatore|nuotatrice|levriero|ciclista|turista|visitatore|visitatrice|giocatore|giocatrice|viaggiatore|viaggiatrice|spettatore|spettatrice|passeggero|passeggera|lettore|lettrice|sportivo|sportiva)$/u,
  pt: /^(?:\p{Ll}*surfista|alpinista|tenista|golfista|futebolista|nadador[a]?|escalador[a]?|mergulhador[a]?|esquiador[a]?|ciclista|turista|jogador[a]?|passageir[oa]|corredor[a]?|companheir[oa]|espectador[a]?|leitor[a]?|utilizador[a]?|usuári[oa])$/u,
  de: /^(?:\p{L}*[Ss]urfer|Taucher|Kletterer|Golfer|Skifahrer|Schwimmer|Besucher|Käufer|Radfahrer|Autofahrer|Läufer|Spieler|Urlauber|Wanderer|Zuschauer|Leser|Nutzer|Reisender|Mieter|Nachbar|Bruder|Vater|Mutter|Schwester|Tochter|Hamster|Kater|Biber)(?:in)?$/u,
  nl: /^(?:\p{Ll}*surfer|zwemmer|duiker|klimmer|golfer|skiër|bezoeker|fietser|koper|wandelaar|reiziger|speler|loper|lezer|gebruiker|toerist|moeder|vader|zuster|broer|dochter|hamster|kater)$/u,
};

/**
 * The opening of `said` that names one of the business's own people at work, its noun as the
 * first group ("Le fromager" → "fromager"); null when it opens on anyone else.
 */
export function staffOpening(said: string, lang: Exclude<PictureLanguage, 'en'>): RegExpExecArray | null {
  // The article opens the sentence ("Le fromager …"): matched as it is written mid-sentence, the same length.
  const m = AGENT_NOUNS[lang]?.exec(lang === 'de' ? said : `${said.charAt(0).toLowerCase()}${said.slice(1)}`) ?? null;
  return m && !SERVED[lang]?.test(m[1]!) ? m : null;
}

/**
 * An animal in English a member of staff looks after ("throwing a ball for a spaniel"): the
 * viewer's own pet, said "your spaniel", while what staff work with stays theirs ("a ball", never
 * "your ball").
 */
export const VIEWERS_PET = /(?<![\p{L}])(?:a|an|the)\s+((?:[\p{L}-]+\s+)?(?:dog|puppy|pup|spaniel|terrier|labrador|retriever|poodle|collie|beagle|dachshund|greyhound|whippet|pug|husky|cat|kitten|pet|rabbit|hamster|guinea pig|pony|horse|parrot))(?![\p{L}])/iu;
