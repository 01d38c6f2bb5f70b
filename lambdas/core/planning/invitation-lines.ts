import type { PictureLanguage } from './picture-words';

/**
 * A shot with no one doing anything in it, said as the brand inviting the viewer (issue 23): its
 * own rooms ("the clinic's bright treatment rooms", "la boutique pleine de fleurs") → "Step into
 * our bright treatment rooms.", "Entrez dans notre boutique pleine de fleurs."; an activity it
 * runs ("a spin class", "un cours de yoga") → "Join our spin classes.", "Rejoignez nos cours de
 * yoga.". Any other such shot (a dish, story time, "the van arriving") is left to speak for
 * itself: undefined. Pure string work; never throws.
 */
export function invitationLine(picture: string, lang: PictureLanguage): string | undefined {
  return roomLine(picture, lang) ?? activityLine(picture, lang);
}

function roomLine(picture: string, lang: PictureLanguage): string | undefined {
  const text = picture.trim().replace(/[.!]+$/u, '');
  switch (lang) {
    case 'en': {
      const m = EN.exec(text);
      return m ? `Step into our ${m[1]}${m[2] ?? ''}.` : undefined;
    }
    case 'fr': {
      const m = FR.exec(text);
      return m ? `Entrez dans ${/^(?:les|des)$/iu.test(m[1]!) ? 'nos' : 'notre'} ${m[2]}${m[3] ?? ''}.` : undefined;
    }
    case 'es': {
      const m = ES.exec(text);
      return m ? `Entra en ${OURS_ES[m[1]!.toLowerCase()]} ${m[2]}${m[3] ?? ''}.` : undefined;
    }
    case 'de': {
      const m = DE.exec(text);
      if (!m) return undefined;
      const [, article, adjective, noun, rest] = m as unknown as [string, string, string | undefined, string, string | undefined];
      const neuter = /^(?:das|ein)$/iu.test(article);
      // After "unser" a neuter adjective ends in -es: "das helle Studio" → "unser helles Studio".
      const described = adjective ? `${neuter ? adjective.replace(/e$/u, 'es') : adjective} ` : '';
      return `Kommen Sie in ${OURS_DE[article.toLowerCase()]} ${described}${noun}${rest ?? ''}.`;
    }
    default:
      return undefined;
  }
}

const EN_ROOMS = '(?:treatment |waiting |changing |class|tasting |show)?(?:room|studio|shop|store|boutique|salon|clinic|surgery|café|cafe|bakery|gym|showroom|restaurant|workshop|nursery|classroom|gallery|spa|parlou?r|pharmacy|office|bar)s?';
/** A time of day after the place ("our cosy café at dusk") lights the picture; the line leaves it out. */
const EN_TIME = '(?:,?\\s+(?:at|in the|early in the|late in the|on a)\\s+(?:dawn|dusk|sunrise|sunset|night|morning|afternoon|evening|golden hour|midday|noon|sunny day|rainy day))?';
/** "the clinic's bright treatment rooms", "a sunny studio with mats laid out", "our shop full of flowers". */
const EN = new RegExp(`^(?:the|a|an|our)\\s+(?:[\\p{L}-]+['’]s\\s+)?((?:(?!(?:of|the|a|an|at|in|on|with|and|by|for|to)\\s)[\\p{L}-]+\\s+){0,3}?${EN_ROOMS})((?:\\s+(?:full of|filled with|lined with|with)\\s.+?)?)${EN_TIME}$`, 'iu');

const FR = /^(la|le|les|des|une|un|l['’])\s?(boutiques?|salles?(?: de \p{L}+)?|salons?|ateliers?|magasins?|studios?|cabinets?|cafés?|boulangeries?|pâtisseries?|restaurants?|terrasses?|cuisines?|cliniques?|galeries?)((?:\s.+)?)$/iu;

const ES = /^(la|el|las|los|una|un|unas|unos)\s+(tiendas?|salas?|salón|salones|talleres|taller|estudios?|consultas?|clínicas?|panaderías?|pastelerías?|cafeterías?|restaurantes?|terrazas?|cocinas?|peluquerías?|floristerías?|gimnasios?|locales|local|obradores|obrador|barberías?)((?:\s.+)?)$/iu;
const OURS_ES: Readonly<Record<string, string>> = { la: 'nuestra', una: 'nuestra', el: 'nuestro', un: 'nuestro', las: 'nuestras', unas: 'nuestras', los: 'nuestros', unos: 'nuestros' };

/** German nouns, compounds included ("Blumenladen", "Behandlungsräume"), after an article and at most one adjective. */
const DE_ROOMS = 'laden|boutique|salon|studio|werkstatt|praxis|räume|café|bäckerei|küche|terrasse|geschäft|atelier|restaurant';
const DE = new RegExp(`^([Dd]er|[Dd]ie|[Dd]as|[Dd]en|[Ee]in|[Ee]ine|[Ee]inen)\\s+(?:(\\p{Ll}+e[nrs]?)\\s+)?(\\p{Lu}\\p{Ll}*?(?:${DE_ROOMS})|${DE_ROOMS.split('|').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('|')})((?:\\s.+)?)$`, 'u');
/** "in" + the accusative: "in unseren Laden", "in unsere Boutique", "in unser Studio". */
const OURS_DE: Readonly<Record<string, string>> = { der: 'unseren', den: 'unseren', einen: 'unseren', die: 'unsere', eine: 'unsere', das: 'unser', ein: 'unser' };

/** "a spin class on Mondays" → "Join our spin classes on Mondays.": what the business runs, the viewer invited to it. */
function activityLine(picture: string, lang: PictureLanguage): string | undefined {
  const text = picture.trim().replace(/[.!]+$/u, '');
  switch (lang) {
    case 'en': {
      const m = EN_ACTIVITY.exec(text);
      return m ? `Join our ${m[1]}${/class$/iu.test(m[1]!) ? 'es' : 's'}${m[2] ?? ''}.` : undefined;
    }
    case 'fr': {
      const m = FR_ACTIVITY.exec(text);
      // "séance" → "séances"; "cours" is its own plural.
      return m ? `Rejoignez nos ${m[1]!.toLowerCase().replace(/(?<!s)$/u, 's')}${m[2] ?? ''}.` : undefined;
    }
    case 'es': {
      const m = ES_ACTIVITY.exec(text);
      const activity = m && ES_ACTIVITIES[m[1]!.toLowerCase()];
      return activity ? `Únete a ${activity}${m[2] ?? ''}.` : undefined;
    }
    case 'de': {
      const m = DE_ACTIVITY.exec(text);
      if (!m) return undefined;
      // "eine Yogaklasse" → "Yogaklassen": the head keeps its case inside a compound.
      const plural = DE_DATIVE_PLURAL[m[2]!.toLowerCase()]!;
      return `Machen Sie mit bei unseren ${m[1]}${/^\p{Ll}/u.test(m[2]!) ? plural.toLowerCase() : plural}${m[3] ?? ''}.`;
    }
    default:
      return undefined;
  }
}

/** Words after an activity that say when, where or with whom, never an adjective to agree with a plural. */
const EN_ACTIVITY = /^(?:a|an|the|our)\s+((?:(?!(?:of|the|a|an|at|in|on|with|and|by|for|to)\s)[\p{L}-]+\s+){1,2}(?:class|session|lesson|workout|bootcamp|tour|tasting|course))(?:es|s)?((?:\s+(?:on|in|at|with|for|every|each)\s.+)?)$/iu;
const FR_ACTIVITY = /^(?:un|une|le|la|les|des)\s+(cours|séances?|ateliers?|visites?|dégustations?|stages?)((?:\s+(?:de|d['’]|du|des|en|au|à|sur|avec)\s?.+)?)$/iu;
const ES_ACTIVITY = /^(?:un|una|el|la|los|las|unos|unas)\s+(clases?|sesión|sesiones|talleres|taller|cursos?|visitas?|catas?)((?:\s+(?:de|del|en|con|al|a)\s.+)?)$/iu;
/** Each Spanish activity as the viewer joins it, plural and ours. */
const ES_ACTIVITIES: Readonly<Record<string, string>> = {
  clase: 'nuestras clases', clases: 'nuestras clases', sesión: 'nuestras sesiones', sesiones: 'nuestras sesiones', taller: 'nuestros talleres', talleres: 'nuestros talleres',
  curso: 'nuestros cursos', cursos: 'nuestros cursos', visita: 'nuestras visitas', visitas: 'nuestras visitas', cata: 'nuestras catas', catas: 'nuestras catas',
};
/** A German activity, compounds included ("ein Spinning-Kurs", "eine Yogaklasse"), and its dative plural ending. */
const DE_ACTIVITY = /^(?:[Ee]in|[Ee]ine|[Ee]inen|[Dd]er|[Dd]ie|[Dd]en|[Dd]as)\s+((?:\p{Lu}[\p{L}]*-?)?)(Kurs|kurs|Klasse|klasse|Training|training|Workshop|workshop|Führung|führung|Verkostung|verkostung)((?:\s+(?:mit|im|in|am|auf|für|jeden)\s.+)?)$/u;
const DE_DATIVE_PLURAL: Readonly<Record<string, string>> = { kurs: 'Kursen', klasse: 'Klassen', training: 'Trainings', workshop: 'Workshops', führung: 'Führungen', verkostung: 'Verkostungen' };
