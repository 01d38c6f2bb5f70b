import { inBrandVoice, namesStaff, pictureLanguage, sayAction, showsAction } from './picture-words';
import { lowerFirst } from './plan-context';
import { customerClause, customerLine } from './customer-lines';
import { VIEWERS_PET } from './staff-lines';
import { invitationLine } from './invitation-lines';
import { listedShots } from './shot-lists';
import { saidAsScene, showsOthersOwn } from './scene-orders';
import { EN_POSSESSIVE, ownedByViewer, viewersOwn, withoutOnlooker } from './viewer-words';

/**
 * People doing something, as a brief shows them (issue 23): "people stretching together on mats",
 * "friends lifting weights", "two colleagues shaking hands". The renderer poses such actions from a
 * generated scene's prompt, so a prompt keeps the action whole (who, the verb and its objects) and
 * opens with it, its setting after: "A bright gym with friends lifting weights at sunrise" is
 * pictured as "Friends lifting weights in a bright gym at sunrise". English only: a generated
 * picture's prompt is composed in English words. Pure string work; never throws.
 */

/** Who does it: people by number, group, role or relation. */
export const WHO =
  '(?:(?:a|an|the|two|three|four|five|some|several|many|our|your|young|older|elderly|little|happy|smiling|laughing|local|busy|new|nervous|anxious|tired|relaxed|excited|proud|curious|hungry|loyal|regular|first-time|cheerful|delighted|grateful|confident)\\s+){0,2}' +
  '(?:people|person|persons|friends|friend|group(?:\\s+of\\s+[\\p{L}-]+)?|crowd|team|teams|customers|customer|members|member|students|student|' +
  'colleagues|colleague|coworkers|staff|workers|worker|employees|runners|runner|cyclists|cyclist|riders|rider|kids|children|child|' +
  'famil(?:y|ies)|couples?|parents|parent|mums?|dads?|mothers?|fathers?|women|woman|men|man|girls?|boys?|chefs?|cooks?|bakers?|baristas?|' +
  'waiters?|waitress(?:es)?|trainers?|teachers?|instructors?|nurses?|doctors?|drivers?|couriers?|athletes?|dancers?|shoppers?|guests?|' +
  'volunteers?|presenters?|speakers?|agents?|climbers?|hikers?|swimmers?|yogis?|beginners|learners|neighbours|neighbors|commuters?|' +
  'pizzaiol[oi]s?|pizzer[oa]s?|groomers?|barbers?|stylists?|hairdressers?|therapists?|mechanics?|coach|coaches|gardeners?|florists?|builders?|cleaners?|pharmacists?|vets?|homeowners?|' +
  'dentists?|guides?|hosts?|owners?|artists?|musicians?|players?|surfers?|skiers?|skaters?|walkers?|diners?|visitors?|tourists?|travell?ers?|' +
  'patients?|clients?|regulars|locals|seniors|pensioners|residents|grandparents|pupils?|bab(?:y|ies)|toddlers?|teenagers?|teens|hygienists?|receptionists?|technicians?|assistants?|cashiers?|bartenders?|barm[ae]n|barmaids?|sommeliers?|butchers?|tailors?|carers?|physios?|physiotherapists?|opticians?|farmers?|fishermen|fisherman|plumbers?|electricians?|painters?|tutors?|engineers?|developers?|designers?|staff members?|team members?|members? of staff|dogs?|puppies|puppy|cats?|kittens?|pets?|horses?|crowds|spectators?|fans)';

/** Verbs that make a sentence a statement about people rather than a picture of them: the action ends before one. */
const FINITE_VERBS = '(?:is|are|was|were|will|can|get|gets|see|sees|love|loves|say|says|find|finds|have|has|do|does|make|makes|join|joins)';

/** Words that open the setting after an action ("in a sunny studio", "at sunrise") rather than continue it. */
const SETTING_START = '(?:in|inside|at|outside|during|before|after|across|through|under|near|beside|by)\\s';

/**
 * "friends lifting weights together": who, an -ing verb, and the words after it up to the
 * clause's end or its setting.
 */
const ACTION = new RegExp(`(?<![\\p{L}])(${WHO}\\s+(?:[\\p{L}]+ly\\s+)?[\\p{L}]+ing(?:\\s+(?!${SETTING_START}|${FINITE_VERBS}(?![\\p{L}]))[\\p{L}'’-]+){0,6})`, 'iu');

/** The action a phrase shows, or undefined: "people stretching together on mats". */
export function findAction(phrase: string): string | undefined {
  const found = ACTION.exec(phrase)?.[1];
  // "a morning opening": an -ing noun after a lone article is no one doing anything.
  return found && !/^(?:a|an|the)\s+\S+ing\b/i.test(found) ? found.trim() : undefined;
}

const PREPOSITION_FIRST = /^(?:in|on|at|inside|outside|along|by|beside|near|under)\s/i;

/**
 * A picture whose people act after its setting ("A bright, airy gym with friends lifting weights
 * together at sunrise"), restaged with the action first and the setting after it ("friends
 * lifting weights together in a bright, airy gym at sunrise"; the caller capitalises). Unchanged
 * when the action leads already or the picture shows none.
 */
export function actionFirst(picture: string): string {
  const action = findAction(picture);
  if (!action) return picture;
  const at = picture.indexOf(action);
  if (at === 0) return picture;
  // What comes before the action, with the word tying it on ("with", "where", "of", "as").
  const before = picture.slice(0, at).replace(/[\s,]*(?:with|where|of|as|and|full of|filled with)?\s*$/iu, '').trim();
  const after = picture.slice(at + action.length);
  if (!before) return `${action}${after}`;
  // "a nervous child relaxing…", "two smiling baristas serving…": words set straight before the
  // action, with no setting's preposition and nothing tying them on, describe who acts.
  if (before === picture.slice(0, at).trim() && !/[,;:]/.test(before) && !PREPOSITION_FIRST.test(before)) return picture;
  const setting = PREPOSITION_FIRST.test(before) ? before : `in ${before.replace(/^(?:a|an|the)\s/i, (article) => article.toLowerCase())}`;
  return `${action} ${setting}${after}`;
}

/**
 * A brief's shots, the most telling first: people doing something (what the renderer poses),
 * then places and things, each in the brief's order. A plan with fewer scenes than shots shows the first.
 */
export function tellingFirst(pictures: readonly string[], language: string): string[] {
  const lang = pictureLanguage(language);
  const acts = (p: string) => (lang === 'en' || !lang ? findAction(p) !== undefined : showsAction(p, lang));
  return [...pictures.filter(acts), ...pictures.filter((p) => !acts(p))];
}

/** A sentence that only shows people doing something ("Friends cycling together along the harbour."): a picture, not a line to say. */
export function isActionShot(sentence: string): boolean {
  const text = sentence.trim().replace(/[.!]+$/u, '');
  const action = findAction(text);
  return action !== undefined && text.toLowerCase().startsWith(action.toLowerCase()) && !FINITE.test(text.slice(action.length));
}

/** A finite verb after the action makes the sentence a statement ("People training here see results"). */
const FINITE = new RegExp(`(?<![\\p{L}])${FINITE_VERBS}(?![\\p{L}])`, 'iu');


/**
 * "a chef sliding a pizza into the oven and friends sharing pizza around a table" asks for two
 * pictures: each action with its own people, split where the next one starts. So does each item
 * of a list of shots ("members lifting weights, a coach spotting a bench press and a spin class").
 */
export function separateActions(shot: string): string[] {
  const posed = withParticiples(shot);
  return (listedShots(posed, 'en') ?? [posed]).flatMap((item) => {
    const parts = item.split(NEXT_ACTION).map((p) => p.trim()).filter(Boolean);
    // "a saxophonist on stage and couples dancing": two pictures, the first no setting of the second.
    return parts.length > 1 && parts.slice(1).every((p) => findAction(p) !== undefined) ? parts : [item.trim()];
  });
}

/**
 * "a barista who pours milk into a cup and friends who laugh by the window" → "a barista pouring
 * milk into a cup and friends laughing by the window": a relative clause said as the participle a
 * picture poses (and separateActions splits), as German, French and Spanish ones are read in
 * picture-words.ts. Auxiliaries ("who is", "that can") are left as they are.
 */
function withParticiples(shot: string): string {
  return shot.replace(RELATIVE, (whole, who: string, verb: string) =>
    AUXILIARIES.test(verb) ? whole : `${who} ${ingForm(verb, plural(who.split(/\s+/).pop()!))}`,
  );
}

const RELATIVE = new RegExp(`(?<![\\p{L}])(${WHO}),?\\s+(?:who|that)\\s+(\\p{L}+)(?![\\p{L}])`, 'giu');
const AUXILIARIES = /^(?:is|are|was|were|will|would|can|could|may|might|must|shall|should|has|have|had|do|does|did|not|never|always)$/i;

/** "pours" → "pouring", "dries" → "drying", "makes" → "making", "laugh" (after people) → "laughing", "chats" → "chatting". */
export function ingForm(verb: string, pluralSubject: boolean): string {
  const v = verb.toLowerCase();
  const base = pluralSubject ? v : /ies$/.test(v) && v.length > 4 ? `${v.slice(0, -3)}y` : /(?:sh|ch|x|ss|zz|o)es$/.test(v) ? v.slice(0, -2) : v.replace(/s$/, '');
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^eyo]e$/.test(base)) return `${base.slice(0, -1)}ing`;
  // One syllable ending in one vowel and one consonant doubles it: "chat" → "chatting", "run" → "running".
  if (/^[^aeiou]*[aeiou][b-df-hj-np-tvz]$/.test(base)) return `${base}${base.slice(-1)}ing`;
  return `${base}ing`;
}

const NEXT_ACTION = new RegExp(`(?:,\\s*(?:and\\s+)?|\\s+and\\s+)(?=${WHO}\\s+(?:[\\p{L}]+ly\\s+)?[\\p{L}]+ing(?![\\p{L}]))`, 'iu');

/** Who a picture's action has, its verb's stem and what follows: "friends" · "shar" · " pizza around a table". */
const PARTS = new RegExp(`^(${WHO})\\s+((?:[\\p{L}]+ly\\s+)?)([\\p{L}]+?)ing(?![\\p{L}])(.*)$`, 'iu');

/** People the viewer can be, doing what the brief sells: the line invites them ("Stretch together on mats…", "Ride along the harbour…"). */
const VIEWERS = /^(?:people|crowds?|spectators|fans|persons?|members?|beginners|students?|learners|yogis?|riders?|runners?|cyclists?|swimmers?|hikers?|climbers?|dancers?|commuters?)$/i;
/** The business's customers: the viewer, invited to what they do to something ("Collect your keys at our front desk."). */
const CUSTOMERS = /^(?:customers?|clients?|patients?|guests?|diners?|visitors?|shoppers?|drivers?|owners?|travell?ers?|tourists?|parents?|mums?|moms?|dads?)$/i;
/** People the viewer comes with: the line invites the viewer along ("Share pizza with friends…"). */
const COMPANIONS = /^(?:friends?|famil(?:y|ies)|neighbours|neighbors|couples?)$/i;
/** The viewer's own company, as a line names it: "Share a dessert with your partner", "Eat dinner with your family". */
const COMPANY: readonly [RegExp, string][] = [[/^famil/i, 'your family'], [/^couples?$/i, 'your partner'], [/^neighbou?rs$/i, 'your neighbours']];
/** Children are never the viewer, nor company the viewer is invited along with: they are the viewer's ("Your kids play in the garden."). */
const CHILDREN = /^(?:kids?|child|children|toddlers?|bab(?:y|ies)|pupils?)$/i;
/** The business's own people: the brand speaks of them as its own ("Our mechanic works under your car…"). */
const STAFF =
  /^(?:chefs?|cooks?|pizzaiol[oi]s?|pizzer[oa]s?|bakers?|baristas?|waiters?|waitress(?:es)?|trainers?|teachers?|instructors?|nurses?|doctors?|groomers?|barbers?|stylists?|hairdressers?|therapists?|mechanics?|coach(?:es)?|gardeners?|florists?|builders?|cleaners?|pharmacists?|vets?|dentists?|guides?|hosts?|hygienists?|receptionists?|technicians?|assistants?|cashiers?|bartenders?|barm[ae]n|barmaids?|sommeliers?|butchers?|tailors?|carers?|physios?|physiotherapists?|opticians?|plumbers?|electricians?|painters?|tutors?|couriers?|staff|team|workers?|employees?)$/i;

const TEAM_MEMBER = /(?:staff|team) members?$|members? of staff$/i;

/**
 * A customer inside the staff's action ("chatting with a young patient"), or a grown-up the staff
 * work with ("spotting a woman on the bench press"): the viewer, "you", never "your woman".
 */
const CUSTOMER_PHRASE =
  /(?<![\p{L}])(?:a|an|the)\s+(?:(?:young|happy|new|local|smiling|regular|older|elderly)\s+)?(?:customer|client|patient|guest|driver|visitor|shopper|diner|homeowner|woman|man|lady|gentleman|person|member|runner|athlete|cyclist|rider|swimmer|climber|golfer|beginner|student|learner|trainee)(?![\p{L}'’])/iu;
/**
 * The first thing a member of staff works on, the viewer's when no customer is named ("under a
 * car" → "under your car"): not a tool of theirs ("a towel"), nor someone else's ("a farmer's cow").
 */
const FIRST_THING = new RegExp(`(?<![\\p{L}])(?:a|an)\\s+(?!(?:towel|cup|tray|glass|plate|bowl)\\b)(?!${WHO}${EN_POSSESSIVE})`, 'iu');
/** Things of the viewer's home a visiting trade works on ("under a kitchen sink"): "your kitchen sink". */
const HOME_THING = /(?<![\p{L}])(?:a|an)\s+(?=(?:[\p{L}-]+\s+)?(?:sink|boiler|radiator|roof|bathroom|kitchen|fuse box|tap|shower|toilet|drain|gutter|driveway|lawn|hedge|fence|door|window|pipe|car|bike)(?![\p{L}]))/giu;
/** The business's own place or fittings ("in the garage", "at the front desk"): "our". */
const OWN_PLACE = /(?<![\p{L}])(in|at|inside|behind|by|on|into|onto|from)\s+(?:the|a|an)\s+((?:[\p{L}-]+\s+)?(?:garage|workshop|salon|clinic|surgery|studio|shop|store|bakery|café|cafe|kitchen|gym|restaurant|bar|office|desk|counter|reception|till|chair|workbench|oven|lift|table))(?![\p{L}])/giu;

/**
 * A picture's action as a line the brand says over it, in the brief's own words and the brand's
 * voice (issue 23): its own people are "our", the customer and the thing worked on are the
 * viewer's ("a mechanic working under a car in the garage" → "Our mechanic works under your car
 * in our garage."); the viewer is invited to what customers do ("a happy driver collecting her
 * keys at the front desk" → "Collect your keys at our front desk."; "friends sharing pizza around
 * a table" → "Share pizza with friends around a table."). Undefined when the picture opens on no
 * action, or on one the brand cannot say as its own ("customers laughing at tables"): the shot
 * speaks for itself, never a caption of it ("A mechanic works under a car.").
 */
export function actionLine(picture: string): string | undefined {
  const action = findAction(picture);
  if (!action || !picture.toLowerCase().startsWith(action.toLowerCase())) return undefined;
  const parts = actionParts(picture.trim().replace(/[.!]+$/u, ''));
  if (!parts) return undefined;
  const { who, adverb, rest } = parts;
  const verb = baseForm(parts.stem.toLowerCase());
  // "a staff member", "members of staff": the business's team, never a gym's members.
  const team = TEAM_MEMBER.test(who);
  const noun = team ? 'team' : who.split(/\s+/).pop()!;
  const hasObject = !new RegExp(`^\\s*(?:(?:${PREPOSITIONS})\\s|$)`, 'iu').test(rest);
  // Other people's kin, partners or pets, or an everyday act, are shown as the scene (scene-orders.ts): "A happy owner picks up her fluffy dog."
  const addressed = VIEWERS.test(noun) || CUSTOMERS.test(noun) ? 'viewer' : COMPANIONS.test(noun) ? 'company' : CHILDREN.test(noun) ? 'child' : undefined;
  if (addressed && saidAsScene(addressed, noun, verb, rest)) return line(`${who} ${adverb}${plural(noun) ? verb : thirdPerson(verb)}${rest}`);
  // "a student checking her balance" → "Check your balance": the viewer is asked to do it, with their own things.
  if (VIEWERS.test(noun)) return line(`${adverb}${verb}${viewersOwn(rest, 'en')}`);
  // Invited to do what has an object: "customers laughing at tables" is no line of the brand's.
  // What a customer comes for is theirs: "a customer collecting a serviced bike" → "Collect your serviced bike."
  // "a customer smiling as she takes the bouquet" → "Take your bouquet.", or no line where "it" is all it takes.
  const clause = CUSTOMERS.test(noun) ? customerClause(rest) : null;
  if (clause) return clause.object === undefined ? undefined : line(`${clause.verb}${yours(clause.object).replace(/^(\s+)(?:an?|the)(?=\s)/iu, '$1your')}`);
  if (CUSTOMERS.test(noun)) return hasObject ? line(`${adverb}${verb}${yours(rest).replace(/^(\s+)an?(?=\s)/iu, '$1your')}`) : undefined;
  // "kids playing in the garden" → "Your kids play in the garden.": the viewer's children, never the viewer.
  if (CHILDREN.test(noun)) {
    const children = lowerFirst(who).replace(/^(?:(?:a|an|the|two|three|four|five|some|several|many|our|your|young|happy|smiling|little)\s+)+/i, '');
    return line(`Your ${children} ${adverb}${plural(noun) ? verb : thirdPerson(verb)}${rest}`);
  }
  if (COMPANIONS.test(noun)) {
    // "with friends" joins the verb's object, before where it happens; "together" says it twice.
    const joined = rest.replace(/\s+together(?![\p{L}])/iu, '');
    const at = new RegExp(`\\s(?:${PREPOSITIONS})\\s`, 'iu').exec(joined)?.index ?? joined.length;
    const company = COMPANY.find(([re]) => re.test(noun))?.[1] ?? (/s$/i.test(noun) ? 'friends' : 'a friend');
    return line(`${adverb}${verb}${joined.slice(0, at)} with ${company}${joined.slice(at)}`);
  }
  if (!STAFF.test(noun)) return undefined;
  // "a friendly barista" → "Our friendly barista"; "two baristas" → "Our baristas".
  const ours = team ? 'team' : who.replace(/^(?:(?:a|an|the|two|three|four|five|some|several|many|our)\s+)+/i, '');
  // The customer in the action is the viewer, its object ("with you") or its owner ("your knee"); without
  // one, the first thing worked on is theirs ("under your car").
  const placed = ownedByViewer(yours(rest), 'en');
  const viewer = /(?<![\p{L}])(?:you|your)(?![\p{L}])/iu.test(placed);
  // A pet looked after is the viewer's, and what staff play with theirs: "throws a ball for your spaniel".
  // People served by name are the viewer's, and the thing given them stays as said: "reads your children a story".
  const served = CUSTOMER_PHRASE.test(placed) ? placed.replace(CUSTOMER_PHRASE, 'you') : viewer ? placed : RECIPIENTS.test(placed) ? placed.replace(RECIPIENTS, '$1your ') : VIEWERS_PET.test(placed) ? placed.replace(VIEWERS_PET, 'your $1') : placed.replace(FIRST_THING, 'your ');
  const conjugate = (v: string) => (plural(noun) ? v : thirdPerson(v));
  // A second action joined on is said in the same tense: "vacuuming a living room and wiping a counter" → "vacuums … and wipes …".
  const joined = served.replace(JOINED_ACTION, (_, and: string, stem: string) => `${and}${conjugate(baseForm(stem.toLowerCase()))}`);
  return line(`Our ${ours} ${adverb}${conjugate(verb)}${joined.replace(HOME_THING, 'your ')}`);
}

/** A second action joined on with "and" or "then" ("… and wiping a kitchen counter"). */
const JOINED_ACTION = /(\s(?:and|then|and then)\s)(\p{L}{2,}?)ing(?=\s)/giu;

/** People a member of staff does something for, named first ("reading the children a story"). */
const RECIPIENTS = /^(\s*)the\s+(?=(?:children|kids|pupils|students|guests|visitors|families|patients)(?![\p{L}]))/iu;

/** Where a product is used at home: the viewer's ("on your kitchen counter", "in your bag"). */
const AT_HOME = /(?<![\p{L}])(?:a|an|the)\s+(?=(?:[\p{L}-]+\s+)?(?:counter|worktop|kitchen|desk|table|shelf|drawer|bag|backpack|pocket|car|wrist|face|skin|hair|sofa|bed|bathroom|bedroom|home|garden|balcony)(?![\p{L}]))/giu;

/**
 * "The compact coffee grinder grinding beans on a kitchen counter" → "It grinds beans on your kitchen
 * counter.": the product the line before named, doing its job for the viewer. Only a job with an
 * object: "the sun rising over the bay" is a picture, no claim.
 */
function productAtWork(picture: string): string | undefined {
  const m = new RegExp(`^the\\s+(?:[\\p{L}-]+\\s+){0,4}?(\\p{L}+?)ing\\s+(?!(?:${PREPOSITIONS}|together)(?![\\p{L}]))(\\S.*)$`, 'iu').exec(picture.trim().replace(/[.!]+$/u, ''));
  if (!m || STAFF.test(m[0]!.split(/\s+/)[1]!)) return undefined;
  return line(`It ${thirdPerson(baseForm(m[1]!.toLowerCase()))} ${m[2]!.replace(AT_HOME, 'your ')}`);
}

/** The words after a customer's action in the brand's voice: "her keys at the front desk" → "your keys at our front desk". */
function yours(rest: string): string {
  return viewersOwn(rest, 'en').replace(OWN_PLACE, (_, at: string, place: string) => `${at} our ${place}`);
}

/**
 * Whether a picture shows the business's own people at work ("a pizzaiolo sliding a pizza into the
 * oven", "un pizzero metiendo una pizza en el horno"): a shot of its team at work the plan adds
 * would show them again.
 */
export function showsStaffAtWork(picture: string, language: string): boolean {
  const lang = pictureLanguage(language);
  if (!lang) return false;
  if (lang === 'en') return STAFF.test(actionParts(findAction(picture) ?? '')?.who.split(/\s+/).pop() ?? '');
  const said = sayAction(picture, lang);
  return said !== undefined && namesStaff(said, lang);
}

/**
 * What the brand says over a picture the brief asks for, in the brief's language: English as
 * `actionLine` says it; Spanish, French, German, Arabic, Japanese and Hindi as `sayAction` and
 * `inBrandVoice` do ("Un panadero saca pan del horno." → "Nuestro panadero saca pan del horno."),
 * its customers and their company in every language the planner writes as `customerLine` does;
 * a shot of the business's rooms with no one acting in it as `invitationLine` does. Undefined for a
 * language pictures are not read in, and for a line the brand cannot say as its own.
 */
export function pictureLine(picture: string, language: string): string | undefined {
  const lang = pictureLanguage(language);
  // A customer with their own kin or pet is no order to the viewer in any language (scene-orders.ts): the shot speaks for itself.
  if (showsOthersOwn(picture, language) && !showsStaffAtWork(picture, language)) return undefined;
  // Italian, Portuguese and Dutch pictures are not read here: only their customers are said (customer-lines.ts).
  if (!lang) return customerLine(picture, language);
  // Said to "you", a line leaves out the customer looking on ("while the homeowner watches"); a German
  // picture opens on its article as a sentence writes it ("Eine Kundin, die …"), read as the phrase it is.
  const shot = withoutOnlooker(lang === 'de' ? picture.trim().replace(/^(?:Eine?|Der|Die|Das)(?=\s)/u, (a) => a.toLowerCase()) : picture, lang);
  if (lang === 'en') return findAction(shot) ? actionLine(shot) : (productAtWork(shot) ?? invitationLine(shot, lang));
  const said = sayAction(shot, lang);
  return said ? (inBrandVoice(said, lang) ?? customerLine(shot, lang)) : (customerLine(shot, lang) ?? invitationLine(shot, lang));
}

/**
 * An action's parts: who, an adverb, the -ing verb's stem, the words after it, and what the verb
 * acts on ("friends sharing pizza around a table" → "friends", "shar", " pizza around a table", "pizza").
 */
export function actionParts(action: string): { who: string; adverb: string; stem: string; rest: string; object?: string } | undefined {
  const m = PARTS.exec(action.trim());
  if (!m) return undefined;
  const [, who, adverb, stem, rest] = m as unknown as [string, string, string, string, string];
  const object = new RegExp(`^\\s+((?:(?!(?:${PREPOSITIONS}|together)(?![\\p{L}]))[\\p{L}'’-]+\\s*){1,4})`, 'iu').exec(rest)?.[1]?.trim();
  return { who: who.trim(), adverb, stem, rest, ...(object ? { object } : {}) };
}

const PREPOSITIONS = 'around|round|on|in|inside|at|along|across|by|beside|near|under|over|through|into|onto|outside|during|before|after|from|to';

function line(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}.`;
}

function plural(noun: string): boolean {
  return /^(?:people|men|women|children|staff|crowd|police)$/i.test(noun) || (/s$/i.test(noun) && !/(?:ss|us)$/i.test(noun));
}

const VOWELS = /[aeiouy]+/gi;

/** The verb an -ing form was made from: "shar" → "share", "runn" → "run", "stretch" → "stretch". */
export function baseForm(stem: string): string {
  const syllables = (stem.slice(1).match(VOWELS)?.length ?? 0) + (/^[aeiou]/i.test(stem) ? 1 : 0);
  // "running", "sitting": a doubled last consonant; British "travelling" doubles its l too.
  if (/([b-df-hj-np-tv-z])\1$/i.test(stem) && (!/(?:ll|ss|zz|ff)$/i.test(stem) || (/ll$/i.test(stem) && syllables > 1))) return stem.slice(0, -1);
  if (/^[^aeiou]*y$/i.test(stem)) return `${stem.slice(0, -1)}ie`; // "lying" → "lie"
  // "guiding", "welcoming", "celebrating", "changing", "creating".
  if (/(?:ui[dt]|com|chang|rrang|creat)$/i.test(stem) || (syllables > 1 && /(?:[^aeiou]|i)at$/i.test(stem))) return `${stem}e`;
  // "dancing", "serving", "freezing", "cycling", "charging", "massaging", "using": the e the -ing took.
  if (/(?:[cvz]|[^aeiouylr]l|[rd]g|[^aeiou]ag|[^aeiou]us|[aeiou]s)$/i.test(stem) && !/(?:ss)$/i.test(stem)) return `${stem}e`;
  // One syllable ending in one vowel and one consonant: "sliding" → "slide", "making" → "make".
  if (syllables === 1 && /[^aeiou][aeiouy][b-df-hj-np-tv-z]$/i.test(stem) && !/[wxy]$/i.test(stem)) return `${stem}e`;
  // "rewiring", "securing", "requiring": a consonant, then i or u, then r, lost its e.
  if (/[^aeiou][iu]r$/i.test(stem)) return `${stem}e`;
  // "truing", "gluing", "rescuing", "queuing": a consonant (or "queu"), then u, lost its e.
  if (/(?:[^aeiouq]|^que)u$/i.test(stem)) return `${stem}e`;
  // "examining", "combining", "determining": a consonant, then "in", past the first syllable ("training" keeps its ai).
  if (syllables > 1 && /[^aeiou]in$/i.test(stem)) return `${stem}e`;
  return stem;
}

/** "slide" → "slides", "stretch" → "stretches", "carry" → "carries". */
export function thirdPerson(verb: string): string {
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  return /(?:s|sh|ch|x|z|o)$/i.test(verb) ? `${verb}es` : `${verb}s`;
}
