import type { PictureLanguage } from './picture-words';

/**
 * Who the viewer is when the brand says a picture (issue 23), in the languages pictures are said
 * in: a line said to "you" has no third person beside it ("while the homeowner watches" is left
 * out), a customer's body is the viewer's ("la rodilla de un corredor" → "tu rodilla"), and
 * children are the viewer's own ("Des enfants peignent…" → "Vos enfants peignent…"), never the
 * viewer. Pure string work; never throws.
 */

/** The customer watching the staff's action, in a clause of their own at the picture's end. */
const ONLOOKER: Readonly<Partial<Record<PictureLanguage, RegExp>>> = {
  en: /,?\s+(?:while|whilst|as|when)\s+(?:a|an|the|her|his|their)\s+(?:(?:young|happy|new|local|smiling|regular|grateful|relieved)\s+)?(?:customer|client|patient|guest|driver|visitor|shopper|diner|homeowner|owner|parent|mum|dad)s?(?![\p{L}]).*$/iu,
  fr: /,?\s+(?:pendant|tandis|alors|sous le regard)\s+(?:que?|de?)['’\s]\s*(?:(?:le|la|l['’]|un|une|son|sa|leur)\s*)?(?:client|cliente|propriétaire|patient|patiente|parent|maman|papa)s?(?![\p{L}]).*$/iu,
  es: /,?\s+(?:mientras|bajo la mirada de)\s+(?:(?:el|la|un|una|del|su)\s+)?(?:cliente|clienta|dueñ[oa]|paciente|propietari[oa]|padre|madre)s?(?![\p{L}]).*$/iu,
  de: /,?\s+(?:während|wobei)\s+(?:(?:der|die|ein|eine|ihr|sein|seine|ihre)\s+)?(?:Kunde|Kundin|Besitzer(?:in)?|Hausbesitzer(?:in)?|Eigentümer(?:in)?|Patient(?:in)?|Mutter|Vater)(?![\p{L}]).*$/u,
};

/** `picture` without a customer's clause of their own: "… under a kitchen sink while the homeowner watches" → "… under a kitchen sink". */
export function withoutOnlooker(picture: string, lang: PictureLanguage): string {
  const clause = ONLOOKER[lang];
  return clause ? picture.replace(clause, '') : picture;
}

/** A thing of up to three words ("la presión arterial", "la tension artérielle"), never across a "de", "di" or "van". */
const THING = '(\\p{L}+(?:\\s+(?!(?:de|del|des|du|d|di|della|do|da|van)(?![\\p{L}]))\\p{L}+){0,2}?)';

/** A body part or thing, then whose it is: a customer, however described ("de un paciente mayor", "eines älteren Patienten"). The first group is the article, the second the thing. */
const OWNED: Readonly<Partial<Record<PictureLanguage, [RegExp, (article: string) => string]>>> = {
  es: [
    new RegExp(`(?<![\\p{L}])(el|la|los|las)\\s+${THING}\\s+(?:de|del)\\s+(?:(?:un|una|el|la)\\s+)?(?:corredor|corredora|cliente|clienta|paciente|niño|niña|deportista|atleta|ciclista|dueño|dueña)(?:\\s+(?:mayor|joven|nuev[oa]|habitual))?(?![\\p{L}])`, 'giu'),
    (a) => (/s$/iu.test(a) ? 'tus' : 'tu'),
  ],
  fr: [
    new RegExp(`(?<![\\p{L}])((?:les|le|la)(?=\\s)|l['’])\\s*${THING}\\s+(?:d['’]une?|de la|du|de l['’]|des)\\s*(?:coureur|coureuse|client|cliente|patient|patiente|enfant|sportif|sportive|cycliste|propriétaire)s?(?:\\s+(?:âgée?|jeune|nouvelle?|habituelle?|fidèle))?(?![\\p{L}])`, 'giu'),
    (a) => (/^les$/iu.test(a) ? 'vos' : 'votre'),
  ],
  de: [
    /(?<![\p{L}])(der|die|das|den|dem)\s+(\p{Lu}\p{L}*)\s+(?:eines|einer|des|der)\s+(?:\p{Ll}+en\s+)?(?:Läufers|Läuferin|Kunden|Kundin|Patienten|Patientin|Sportlers|Sportlerin|Radfahrers|Radfahrerin|Kindes)(?![\p{L}])/gu,
    (a) => ({ der: 'Ihrer', die: 'Ihre', das: 'Ihr', den: 'Ihren', dem: 'Ihrem' })[a.toLowerCase()] ?? 'Ihr',
  ],
  it: [
    new RegExp(`(?<![\\p{L}])(il|lo|la|i|gli|le)\\s+${THING}\\s+(?:di|del|della)\\s+(?:(?:un|una|il|la)\\s+)?(?:cliente|paziente|bambin[oa]|corridore|ciclista|proprietari[oa])(?:\\s+(?:anzian[oa]|giovane|nuov[oa]|abituale))?(?![\\p{L}])`, 'giu'),
    (a) => ({ il: 'il tuo', lo: 'il tuo', la: 'la tua', i: 'i tuoi', gli: 'i tuoi', le: 'le tue' })[a.toLowerCase()] ?? 'il tuo',
  ],
  pt: [
    new RegExp(`(?<![\\p{L}])(o|a|os|as)\\s+${THING}\\s+(?:de|do|da)\\s+(?:(?:um|uma|o|a)\\s+)?(?:cliente|paciente|criança|corredor[a]?|ciclista|don[oa])(?:\\s+(?:idos[oa]|jovem|nov[oa]|habitual))?(?![\\p{L}])`, 'giu'),
    (a) => ({ o: 'o seu', a: 'a sua', os: 'os seus', as: 'as suas' })[a.toLowerCase()] ?? 'o seu',
  ],
  nl: [
    new RegExp(`(?<![\\p{L}])(de|het)\\s+${THING}\\s+van\\s+(?:(?:een|de)\\s+)?(?:(?:oudere|jonge|nieuwe|vaste)\\s+)?(?:klant|patiënt|patiente|kind|hardloper|fietser|eigenaar)(?![\\p{L}])`, 'giu'),
    () => 'je',
  ],
};

/** People a business serves, in English: what is theirs in a picture is the viewer's. */
const EN_SERVED =
  '(?:customer|client|patient|guest|member|visitor|shopper|diner|driver|rider|runner|cyclist|athlete|swimmer|student|learner|bride|groom|homeowner|owner|person|woman|man|lady|gentleman|girl|boy)';
/** Those the viewer brings along: they stay in the line as the viewer's own ("your child's chest", "your dog's ears"). */
const EN_BROUGHT = '(?:child|kid|baby|toddler|son|daughter|dog|cat|puppy|kitten|pet|horse)';
/** An article and up to two describing words ("an elderly", "a nervous new"), never a verb or a joining word. */
const EN_WHOSE = "(?:a|an|the|one|each)\\s+(?:(?!(?:and|or|with|of|for|to|in|on|at)\\s)(?![\\p{L}-]+ing\\s)[\\p{L}-]+\\s+){0,2}?";
/** A possessive ending however typed: "patient's", "patient’s", "patient´s", "patients'". */
export const EN_POSSESSIVE = "(?:['’‘´`]s|s['’])(?![\\p{L}])";
/** People a business serves, named as whom the staff serve: the viewer ("welcomes a couple", "belays a beginner", "hands a key to guests" → "you"). */
const EN_PARTY = '(?:couples?|famil(?:y|ies)|guests|customers|clients|visitors|diners|travell?ers|holidaymakers|backpackers?|campers?|newcomers?|beginners?|learners?|students?|members?)';
/** An article or a number, and up to one describing word: "a young", "two", "the". */
const EN_HOW_MANY = "(?:a|an|the|two|three|four|some|several)\\s+(?:(?!(?:and|or|with|of|for|to|in|on|at)\\s)[\\p{L}-]+\\s+)?";
const EN_OWNED: readonly [RegExp, string][] = [
  // "welcoming a couple at the front desk", "handing a key to guests" → "… you …": at the action's start or as whom it is for.
  [new RegExp(`(^|(?<![\\p{L}])(?:with|to|for))\\s+(?:${EN_HOW_MANY})?${EN_PARTY}(?![\\p{L}'’])`, 'iu'), '$1 you'],
  // "serving a cone to a child" → "… to your child": one the viewer brings, named as whom it is for.
  [new RegExp(`(?<![\\p{L}])(to|for|with)\\s+${EN_WHOSE}(${EN_BROUGHT})(?![\\p{L}'’])`, 'giu'), '$1 your $2'],
  // "an elderly patient's blood pressure", "patients' blood pressure" → "your blood pressure".
  [new RegExp(`(?<![\\p{L}])(?:${EN_WHOSE})?${EN_SERVED}${EN_POSSESSIVE}`, 'giu'), 'your'],
  // "a sick child's chest" → "your child's chest".
  [new RegExp(`(?<![\\p{L}])${EN_WHOSE}(${EN_BROUGHT}${EN_POSSESSIVE})`, 'giu'), 'your $1'],
  // "the blood pressure of a patient" → "your blood pressure".
  [new RegExp(`(?<![\\p{L}])(?:the|a|an)\\s+((?:[\\p{L}-]+\\s+){0,2}?[\\p{L}-]+)\\s+of\\s+${EN_WHOSE}${EN_SERVED}(?![\\p{L}])`, 'giu'), 'your $1'],
];

/**
 * A line's customer's things made the viewer's, never "you's": "trata la rodilla de un corredor" →
 * "trata tu rodilla", "checks an elderly patient's blood pressure" → "checks your blood pressure".
 */
export function ownedByViewer(line: string, lang: PictureLanguage): string {
  if (lang === 'en') return EN_OWNED.reduce((said, [owned, yours]) => said.replace(owned, yours), line);
  const [owned, yours] = OWNED[lang] ?? [];
  return owned && yours ? line.replace(owned, (_, article: string, thing: string) => `${yours(article)} ${thing}`) : line;
}

/** Someone named as whom the staff serve, in the languages whose staff lines make the first thing "yours": a child, a couple, a guest. */
const RECIPIENT: Readonly<Partial<Record<PictureLanguage, RegExp>>> = {
  it: /(?<![\p{L}])(?:a\s+(?:un|una|uno|due|tre)|al|alla|ai|alle|per\s+(?:un|una|il|la))\s+(?:\p{L}+\s+)?(?:bambin[oaie]|bimb[oaie]|ragazz[oaie]|signor[aei]|donna|uomo|coppia|coppie|famiglia|famiglie|amic[oaih]e?|ospiti?|turisti?|client[ei])(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:a\s+(?:un|una|unos|unas|dos|tres)|al|a\s+la|a\s+los|a\s+las|para\s+(?:un|una|el|la))\s+(?:\p{L}+\s+)?(?:niñ[oa]s?|chic[oa]s?|señor(?:a|es|as)?|mujer(?:es)?|hombres?|parejas?|familias?|amig[oa]s?|huéspedes|huésped|turistas?|clientes?)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:à\s+(?:un|une|deux|trois)|au|aux|à\s+la|pour\s+(?:un|une|le|la))\s+(?:\p{L}+\s+)?(?:enfants?|garçons?|filles?|dames?|messieurs|monsieur|femmes?|hommes?|couples?|familles?|ami(?:e|s|es)?|invité(?:e|s|es)?|touristes?|client(?:e|s|es)?)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:a\s+(?:um|uma|dois|duas)|ao|à|aos|às|para\s+(?:um|uma|o|a))\s+(?:\p{L}+\s+)?(?:crianças?|menin[oa]s?|rapaz(?:es)?|senhor(?:a|es|as)?|mulher(?:es)?|homem|homens|casal|casais|famílias?|amig[oa]s?|hóspedes?|turistas?|clientes?)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:einem|einer|dem|der|zwei|drei|für\s+(?:ein|eine|einen|das|die|den))\s+(?:\p{Ll}+\s+)?(?:Kind|Kindern|Jungen|Mädchen|Gast|Gästen|Gäste|Paar|Familie|Frau|Mann|Freund|Freundin|Freunden|Touristen|Touristin)(?![\p{L}])/u,
  nl: /(?<![\p{L}])(?:aan|voor)\s+(?:een|de|het|twee|drie)\s+(?:\p{L}+\s+)?(?:kind|kinderen|jongen|meisje|gast|gasten|stel|koppel|familie|gezin|vrouw|man|vriend|vriendin|toerist|toeristen|klant|klanten)(?![\p{L}])/iu,
};

/**
 * Whether the rest of a staff line names whom the thing is for ("serve un cono a un bambino"): the
 * thing is theirs then, not the viewer's; the line keeps the brief's own article.
 */
export function namesRecipient(rest: string, lang: PictureLanguage): boolean {
  return RECIPIENT[lang]?.test(rest) ?? false;
}

/** Children named at a line's start, and the viewer's own children in their place. */
const CHILDREN: Readonly<Partial<Record<PictureLanguage, [RegExp, string]>>> = {
  es: [/^(?:(?:unos|unas|los|las|dos|tres|varios|varias)\s+)?(niños|niñas|peques|bebés|pequeños)(?![\p{L}])/iu, 'Tus $1'],
  fr: [/^(?:(?:des|les|deux|trois|quelques)\s+)?(enfants|petits|bébés|tout-petits)(?![\p{L}])/iu, 'Vos $1'],
  de: [/^(?:(?:die|zwei|drei|einige)\s+)?(Kinder|Kleinen|Kleinkinder)(?![\p{L}])/u, 'Ihre $1'],
  it: [/^(?:(?:dei|degli|i|due|tre|alcuni)\s+)?(bambini|bimbi|piccoli)(?![\p{L}])/iu, 'I tuoi $1'],
  pt: [/^(?:(?:os|dois|três|alguns|umas?|uns)\s+)?(crianças|miúdos|pequenos)(?![\p{L}])/iu, 'As suas crianças'],
  nl: [/^(?:(?:de|twee|drie|enkele)\s+)?(kinderen|kleintjes|peuters)(?![\p{L}])/iu, 'Je $1'],
  ja: [/^(?:子どもたち|子供たち|子ども|子供|園児たち|園児)(?:が|は)/u, 'お子さまが'],
};

/** "Des enfants peignent à une table." → "Vos enfants peignent à une table."; undefined when the line is not about children. */
export function viewersChildren(said: string, lang: PictureLanguage): string | undefined {
  const [children, yours] = CHILDREN[lang] ?? [];
  return children && yours && children.test(said) ? said.replace(children, yours) : undefined;
}

/**
 * A line said to the viewer opens on what they do ("Check …", "Chez nous, vous …", "Kom bij ons …");
 * these open on someone else's: the brand's people ("Our mechanic …"), the viewer's own ("Your kids …"),
 * or a scene's people said as the scene (scene-orders.ts: "A happy owner picks up her dog.", "Friends share their tacos.").
 */
const SOMEONE_ELSES: Readonly<Partial<Record<PictureLanguage, RegExp>>> = {
  en: /^(?:our|your|an?|the|two|three|four|five|some|several|many|\p{L}+[^su\s]s)\s/iu,
  es: /^(?:nuestr[oa]s?|tus?)\s/iu,
  fr: /^(?:notre|nos|votre|vos)\s/iu,
  de: /^(?:unser(?:e|en|em|er)?|ihre?)\s/iu,
  it: /^(?:il nostro|la nostra|i nostri|le nostre|i tuoi|le tue)\s/iu,
  nl: /^(?:onze|ons|je|jouw)\s/iu,
};

/** A third person's possessive, and the viewer's in its place, per language (Portuguese "o seu" is the viewer's already). */
const THEIRS: Readonly<Partial<Record<PictureLanguage, readonly [RegExp, string | ((word: string) => string)][]>>> = {
  en: [[/(?<![\p{L}])(?:her|his|their)(?![\p{L}])/giu, 'your']],
  es: [[/(?<![\p{L}])sus(?![\p{L}])/gu, 'tus'], [/(?<![\p{L}])su(?![\p{L}])/gu, 'tu']],
  fr: [[/(?<![\p{L}])(?:ses|leurs)(?![\p{L}])/gu, 'vos'], [/(?<![\p{L}])(?:son|sa|leur)(?![\p{L}])/gu, 'votre']],
  // "seine Jacke", "ihren Kaffee" → "Ihre Jacke", "Ihren Kaffee": the polite possessive takes the same endings.
  de: [[/(?<![\p{L}])(?:sein|ihr)(e|en|em|er|es)?(?![\p{L}])/gu, (word) => `Ihr${word.replace(/^(?:sein|ihr)/u, '')}`]],
  it: [
    [/(?<![\p{L}])(il|la|i|le)\s+(suo|sua|suoi|sue)(?![\p{L}])/gu, (word) => word.replace(/su(?=o|a|oi|e$)/u, 'tu')],
    // "le loro bici" → "le tue bici": the article says which "tuo" it is.
    [/(?<![\p{L}])(il|la|i|le)\s+loro(?![\p{L}])/gu, (word) => `${word.split(/\s/u)[0]} ${{ il: 'tuo', la: 'tua', i: 'tuoi', le: 'tue' }[word.split(/\s/u)[0]!]}`],
  ],
  nl: [[/(?<![\p{L}])(?:zijn|haar|hun)(?=\s+\p{L})/gu, 'je']],
};

/**
 * A line said to the viewer makes what the picture's person has the viewer's: "Check her balance
 * on her phone." → "Check your balance on your phone.", "Recoge su pedido." → "Recoge tu pedido.",
 * "Chez nous, vous récupérez son vélo." → "… votre vélo.". A line about someone else ("Our
 * mechanic …", "Your kids play in their garden.") is left as written.
 */
export function viewersOwn(line: string, lang: PictureLanguage): string {
  const theirs = THEIRS[lang];
  if (!theirs || SOMEONE_ELSES[lang]?.test(line)) return line;
  return theirs.reduce((said, [owner, yours]) => said.replace(owner, (word) => (typeof yours === 'string' ? yours : yours(word))), line);
}
