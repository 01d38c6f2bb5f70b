import { audienceWorker } from './audience-workers';
import { findSetting } from './brief-facts';
import { servedInPerson } from './service-channels';
import { stepGloss } from './step-glosses';
import { englishInstruction } from './step-translations';
import type { TrainingTool } from './training-tools';
import { AT_THE_DESK, trainsOnSoftware } from './software-trainings';

/**
 * What a training step looks like when it is shown (issue 23): a step done on a screen ("Tap
 * Security", "Enter the code from the e-mail") is a device with the screen in view; any other
 * step is someone doing it, in the brief's place and with its people. An English imperative is
 * turned into that picture ("Bend your knees and keep your back straight" → "A warehouse worker
 * bending their knees and keeping their back straight, a heavy box in front of them, in a
 * warehouse"); a step in another language keeps its own words beside who does it and where,
 * after its English gloss when it is a workplace action the glosses know (step-glosses.ts).
 * Pure string work; never throws.
 */

/** Words of screens and software, in the planner's languages: a step naming one is done on a screen. */
const SCREEN = new RegExp(
  `(?<![\\p{L}])(?:${[
    'app', 'apps', 'screen', 'click', 'tap', 'button', 'menu', 'settings', 'password', 'log ?in', 'login', 'log out', 'sign in', 'sign out',
    'account', 'field', 'link', 'e-?mail', 'inbox', 'website', 'browser', 'portal', 'dashboard', 'tab', 'icon', 'scroll', 'upload',
    'download', 'online', 'form', 'drop-?down', 'checkbox', 'username', 'code', 'receipt photo', 'laptop', 'computer', 'keyboard', 'type',
    'bildschirm', 'klicken', 'klicken sie', 'tippen', 'passwort', 'konto', 'anmelden', 'einstellungen', 'schaltfläche', 'hochladen',
    'écran', 'cliquez', 'appuyez', 'mot de passe', 'compte', 'paramètres', 'bouton', 'connectez-vous', 'téléversez', 'formulaire',
    'schermo', 'clicca', 'fai clic', 'tocca(?:\\s+(?:il|lo|la|l[\'’])\\s*(?:pulsante|icona|schermo|link))', 'pulsante', 'impostazioni', 'accedi', 'modulo', 'collegamento',
    'ecrã', 'tela', 'clique', 'toque em', 'senha', 'palavra-passe', 'conta', 'definições', 'configurações', 'botão', 'formulário', 'inicie sessão',
    'scherm', 'klik', 'tik op', 'wachtwoord', 'instellingen', 'knop', 'inloggen', 'uploaden', 'formulier',
    'pantalla', 'haz clic', 'pulsa', 'toca(?!\\s+(?:el|la)\\s+(?:claxon|bocina|campana|timbre))', 'contraseña', 'cuenta', 'ajustes', 'configuración', 'botón', 'formulario', 'enlace', 'inicia sesión', 'sube',
  ].join('|')})(?![\\p{L}])`,
  'iu',
);

/** Japanese screen words, found inside a step written without spaces ("アプリを開く", "パスワードを入力する"). */
const JAPANESE_SCREEN = /アプリ|画面|タップ|クリック|ボタン|パスワード|ログイン|ログアウト|メール|ウェブ|サイト|ホームページ|入力|ダウンロード|アップロード|アカウント|リンク|フォーム|スマホ|パソコン|キーボード|オンライン|システム|タブレット|QRコード/u;

/**
 * What is done in an app, in the planner's languages: in a training about one, "Add a payment card" and
 * "Book the first appointment" are done on its screen, though neither names a screen.
 */
const APP_ACTIONS = new RegExp(
  `(?<![\\p{L}])(?:${[
    'verify', 'verification', 'confirm', 'payment cards?', 'cards? details', 'credit cards?', 'debit cards?', 'book', 'booking', 'appointments?', 'slots?', 'profile', 'notifications?', 'subscription', 'subscribe', 'search', 'filter', 'cart', 'checkout',
    'verifica', 'verificar', 'confirma', 'confirmar', 'tarjeta', 'reserva', 'reservar', 'cita', 'perfil', 'notificaciones', 'busca', 'buscar',
    'vérifiez', 'vérifier', 'confirmez', 'confirmer', 'carte bancaire', 'carte de paiement', 'carte de crédit', 'réservez', 'réserver', 'rendez-vous', 'profil', 'recherchez',
    'bestätigen', 'bestätigen sie', 'verifizieren', 'zahlungskarte', 'kreditkarte', 'karte', 'buchen', 'buchen sie', 'termin', 'suchen',
    'verificare', 'conferma', 'confermare', 'carta di pagamento', 'carta di credito', 'carta', 'prenota', 'prenotare', 'appuntamento', 'profilo', 'cerca',
    'verifique', 'confirme', 'cartão', 'reserve', 'marcação', 'marque', 'marcar', 'consulta', 'pesquise',
    'verifieer', 'verifiëren', 'bevestig', 'bevestigen', 'betaalkaart', 'creditcard', 'boek', 'boeken', 'afspraak', 'profiel', 'zoek', 'zoeken',
  ].join('|')})(?![\\p{L}])`,
  'iu',
);

/** Whether a step is done on a screen, from its verbs and objects: "Report a lost laptop" is done by telling someone. */
export function isScreenStep(step: string): boolean {
  return SCREEN.test(step.replace(GONE_DEVICE, ' ').replace(BILL, ' ')) || JAPANESE_SCREEN.test(step);
}

/** Whether a step of a training about an app is done on its screen: a screen step, or one of the app's own actions. */
export function isAppStep(step: string): boolean {
  return isScreenStep(step) || APP_ACTIONS.test(step.replace(BILL, ' '));
}

/** A restaurant's bill, named with the word for an account: "Lleva la cuenta", "Leve a conta à mesa" are done at the table. */
const BILL = /(?<![\p{L}])(?:(?:lleva|llevar|lleve|trae|traer|traiga|entrega|entregar|entregue|pide|pidan|pedir|paga|pagar|cobra|cobrar)\s+la\s+cuenta|(?:leve|levar|leva|traga|trazer|traz|entregue|entregar|peça|pedir|pague|pagar|peçam)\s+a\s+conta)(?![\p{L}])/giu;

/** A device lost, stolen or broken: the step is about it, not done on it. */
const GONE_DEVICE = /(?<![\p{L}])(?:lost|stolen|missing|broken|damaged)\s+(?:laptops?|computers?|phones?|devices?|tablets?)(?![\p{L}])/giu;

/**
 * The languages with screen words here: in any other, a step may be done on a screen unseen
 * ("打开应用"), so it stays a card. A Japanese step is pictured in its own words, which the
 * picture engine reads ("手を水でぬらす" is someone wetting their hands).
 */
export const readsStepKind = (language: string) => /^(?:en|de|fr|es|it|pt|nl|ja)\b/i.test(language);

const OFFICE = ['in an office', 'an office worker'] as const;

/** Places of work and who works there, named in the planner's languages (Japanese inside its unspaced words); the picture is in English. */
const WORKPLACES: [place: string, who: string, words: RegExp][] = [
  // Before the shop: a call centre's agents talk to customers too.
  ['in a call centre', 'a call centre agent', /(?<![\p{L}])(?:call[- ]?cent(?:re|er)s?|contact[- ]?cent(?:re|er)s?|(?:(?:at|on) (?:the |a )?)(?:it )?(?:help|service) ?desks?|(?:help|service) ?desk (?:staff|agents?|teams?|analysts?)|call handlers?|callcenter\p{L}*|call-center\p{L}*|centres? d['’]appels|centres? de contact|téléconseill\p{L}*|centros? de (?:llamadas|contacto|atención telefónica)|teleoperador\p{L}*|help ?lines?|hotlines?)(?![\p{L}])|コールセンター|カスタマーセンター|オペレーター/iu],
  ['in a warehouse', 'a warehouse worker', /(?<![\p{L}])(?:warehouses?|forklifts?|pallets?|loading bay|almacén|almacenes|lager\p{L}*|entrepôts?|magazzino|armazém|magazijn|transpal(?:ettes?|lets?|etas?)|porta-?paletes|hubwagen|palés?|paletes?|bancali?)(?![\p{L}])|倉庫|物流センター|フォークリフト|パレット/iu],
  ['on a building site', 'a construction worker', /(?<![\p{L}])(?:building site|construction|scaffold(?:ing)?|ladders?|obra|baustelle|chantier|cantiere)(?![\p{L}])|建設現場|工事現場|足場|はしご/iu],
  ['in a factory', 'a factory worker', /(?<![\p{L}])(?:factory|production line|conveyors?|machinery|isolators?|fábrica|fabrik|usine|fabbrica)(?![\p{L}])|工場|製造ライン|生産ライン/iu],
  ['in a hospital ward', 'a nurse', /(?<![\p{L}])(?:hospital|ward|nurses?|patients?|care home|krankenhaus|hôpital|ospedale|pacientes?)(?![\p{L}])|病院|病棟|看護師|患者|介護施設/iu],
  ['in a café', 'a barista', /(?<![\p{L}])(?:café|cafe|baristas?|coffee machine|espresso machine|cafetería|kaffeemaschine|machine à café)(?![\p{L}])|カフェ|喫茶店|バリスタ|コーヒーマシン/iu],
  ['in a restaurant kitchen', 'a cook', /(?<![\p{L}])(?:kitchen|cooks?|chefs?|food handlers?|cocina|küchen?\p{L}*|cuisine|cucina|cozinha|keuken)(?![\p{L}])|厨房|キッチン|調理|料理人|シェフ|飲食店/iu],
  // After the kitchen: a restaurant's own staff are its waiters ("el personal nuevo del restaurante").
  ['in a restaurant', 'a waiter', /(?<![\p{L}])(?:restaurants?|restaurante|ristorante|bistros?|brasserie|trattoria|gaststätte)(?![\p{L}])|レストラン/iu],
  ['in a hotel room', 'a housekeeper', /(?<![\p{L}])(?:housekeep\p{L}*|chambermaids?|room attendants?|make (?:up )?(?:a|the) beds?|making (?:up )?(?:a|the) beds?|bed ?linen|camareras? de pisos|femmes? de chambre|zimmermädchen|hausdame)(?![\p{L}])|客室|ベッドメイク|ハウスキーピング/iu],
  ['at a hotel reception desk', 'a receptionist', /(?<![\p{L}])(?:hotel|reception|front desk|receptionists?|hôtel|recepción|rezeption|réception|accueil|ricevimento|receção|recepção|receptie)(?![\p{L}])|ホテル|フロント/iu],
  ['in a gym', 'a gym instructor', /(?<![\p{L}])(?:gyms?|fitness (?:studio|club|centre|center)s?|leisure centres?|weights room|gimnasios?|fitnessstudios?|salles? de sport|palestra|ginásios?|academia|sportschool|جيم|जिम)(?![\p{L}])|ジム|フィットネス/iu],
  ['beside a swimming pool', 'a lifeguard', /(?<![\p{L}])(?:swimming pools?|pool ?side|lifeguards?|swim school|piscinas?|schwimmbad|bademeister\p{L}*|piscines?|maîtres?[- ]nageurs?|zwembad)(?![\p{L}])|プール|ライフガード/iu],
  ['in a hair salon', 'a hairdresser', /(?<![\p{L}])(?:hair salons?|salon staff|hairdressers?|stylists?|barbers?|peluquería|friseur\p{L}*|salon de coiffure|coiffeur\p{L}*|parrucchier\p{L}*|cabeleireir\p{L}*|kapper\p{L}*)(?![\p{L}])|美容室|美容院|美容師|理容室|ヘアサロン/iu],
  ['in a supermarket', 'a shop assistant', /(?<![\p{L}])(?:supermarkets?|grocery stores?|groceries|grocer'?s?|supermercados?|supermarchés?|supermärkte?|supermarkt|supermercato|mercearia)(?![\p{L}])|スーパー|食料品店/iu],
  // Keeping data safe is office work, whatever customers it is about.
  [...OFFICE, /(?<![\p{L}])(?:customer data|personal data|data protection|data security|it security|cyber ?security|phishing|gdpr|datenschutz\p{L}*|kundendaten|protection des données|données (?:personnelles|clients?)|cybersécurité|protección de datos|datos (?:personales|de (?:los )?clientes)|ciberseguridad)(?![\p{L}])|個人情報|顧客データ|情報セキュリティ/iu],
  ['in a shop', 'a shop assistant', /(?<![\p{L}])(?:shop|store|retail|till|checkout|customers?|shop floor|tienda|clientes?|kunden|kundin|kunde|geschäft|laden|magasin|boutique|negozio|loja|winkel)(?![\p{L}])|店舗|売り場|レジ|接客|販売員|店員|お客様/iu],
  [...OFFICE, /(?<![\p{L}])(?:office|desk|expenses?|colleagues?|manager|oficina|büro\p{L}*|bureau|ufficio|escritório|kantoor)(?![\p{L}])|オフィス|事務所|経費/iu],
];

const CALL_CENTRE = 'in a call centre';
const SHOP = WORKPLACES.find(([place]) => place === 'in a shop')!;

/** Machines a driver works: a brief that names one has its steps done by the driver, the machine in view. */
const MACHINES: [who: string, thing: string, words: RegExp][] = [
  ['a forklift driver', 'a forklift', /(?<![\p{L}])(?:fork[- ]?lifts?(?: trucks?)?|gabelstapler\p{L}*|stapler(?:fahrer|führer|sicherheit|schein|schulung)\p{L}*|chariots? élévateurs?|caristes?|carretillas? elevadoras?|montacargas)(?![\p{L}])|フォークリフト/iu],
];

/**
 * Lifting and carrying taught for its own sake ("lifting safely", "manual handling", "Heben und Tragen"): a load in view
 * while each step is done, in a warehouse when the brief names no place, never weights lifted in a gym or a building's lift.
 */
const HANDLING: [who: string, thing: string, place: string, words: RegExp] = [
  'a warehouse worker',
  'a heavy box',
  'in a warehouse',
  /(?<![\p{L}])(?:lifting(?!\s+(?:weights?|a barbell|dumbbells?|a dumbbell))|lift(?=\s+(?:safely|correctly|properly|heavy|loads?|boxes|a box|with your legs))|safe lifts?|manual handling|heavy (?:loads?|boxes|lifting)|carrying loads|heben und tragen|lasten (?:heben|tragen)|schwere lasten|manutention|port de charges|soulever (?:des|les) charges|levantar (?:cargas|peso)|levantamiento de cargas|manipulaci[óo]n (?:manual )?de cargas|sollevamento (?:dei |di )?carichi|movimentazione (?:manuale )?(?:dei )?carichi|levantamento de cargas|movimenta[çc][ãa]o (?:manual )?de cargas|tillen|zware lasten)(?![\p{L}])/iu,
];

/** Whom a phrase is for, in the languages audience-workers.ts names trades in. */
const FOR_WHOM = /(?<![\p{L}])(?:for|para|pour|für|per|voor)\s+([^,;]+)/iu;

/** Two or more capitalised words in a row: a name. */
const NAME_RUN = /(?:(?<![\p{L}])\p{Lu}[\p{L}'’&-]*\s+)+\p{Lu}[\p{L}'’-]*/gu;

/** Who does a video's steps, where, and the machine they work when the brief names one. */
export interface StepScene {
  who: string;
  place: string;
  thing?: string;
}

/**
 * Who does the steps and where: the place the brief sets outside its steps first (a step's own
 * place, "Meet at the car park", is that step's), then the trade its audience names
 * (audience-workers.ts), then its people's workplace, then a bright workplace.
 * A machine the brief names is worked by its driver, whoever the audience ("forklift safety for
 * warehouse staff" is done by a forklift driver).
 */
export function stepScene(brief: string, steps: readonly string[], audience: string | undefined): StepScene {
  // A step is found in the brief whatever its first letter's case ("…, and follow up by phone" is the step "Follow up by phone").
  const outside = steps.reduce((text, step) => text.replace(new RegExp(step.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), ' '), brief);
  // A name's words ("The Grand Oak Hotel") are no setting: its trade is found below.
  const own = findSetting(outside.replace(NAME_RUN, ' ')).place;
  // The trade the audience names ("camareros nuevos") is who works, before any place a step's words suggest ("clientes");
  // else whom the brief's opening is for ("How to welcome guests, for new waiters:"), never a trade's word elsewhere ("patch the servers").
  const named = audienceWorker(audience) ?? audienceWorker(FOR_WHOM.exec(brief.split(/[:：\n.!?]/u)[0]!)?.[1]);
  // Customer service that never says the phone is done in person, at the counter (service-channels.ts).
  const inPerson = servedInPerson(outside, audience);
  const worker = inPerson && named?.place === CALL_CENTRE ? undefined : named;
  const places = inPerson ? WORKPLACES.filter(([place]) => place !== CALL_CENTRE) : WORKPLACES;
  const listed = [audience, brief].flatMap((text) => (text ? places.filter(([, , words]) => words.test(text)) : []))[0] ?? (inPerson ? SHOP : undefined);
  // Software is worked at a desk, whatever customers it serves (software-trainings.ts); a shop the brief names keeps its counter.
  const found = trainsOnSoftware(brief) && (listed === undefined || listed === SHOP) ? AT_THE_DESK : listed;
  const place = own ? `in ${/^(?:a|an|the)\s/i.test(own) ? own : `a ${own}`}` : (worker?.place ?? found?.[0] ?? 'in a bright workplace');
  const machine = MACHINES.find(([, , words]) => words.test(brief));
  if (machine) return { who: machine[0], place, thing: machine[1] };
  const [handler, load, store, handling] = HANDLING;
  if (handling.test(brief)) return { who: worker?.who ?? found?.[1] ?? handler, place: own || worker || found ? place : store, thing: load };
  return { who: worker?.who ?? found?.[1] ?? 'a person', place };
}

/**
 * The picture of one step done by `who` in `place`, with `thing` (the task's object: "a heavy
 * box") in view when the step does not name it, and the training's `tool` ("a pallet jack") in
 * use: a step that names neither is still drawn with them ("Push, don't pull" → "pushing the
 * pallet jack"). English steps are pictured as the action happening; other languages keep the
 * step's words.
 */
export function stepPicture(step: string, scene: { who: string; place: string }, language: string, taskThing?: string, tool?: TrainingTool): string {
  const said = step.trim().replace(/[.!。]+$/u, '');
  const english = /^en\b/i.test(language);
  // "Shred printed customer records" is done at a shredder.
  const thing = TOOLS.find(([verb]) => verb.test(said))?.[1] ?? taskThing;
  const unnamed = (name: string | undefined, text: string) => name !== undefined && !new RegExp(`(?<![\\p{L}])${name.split(/\s+/).pop()!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').test(text);
  const used = tool && unnamed(tool.picture, said) ? tool : undefined;
  // "Add them to the rota" in a video on onboarding an agent: "adding a new support agent to the rota".
  const withThing = thing && english ? said.replace(/(?<=^\p{L}+\s+)(?:them|it)(?![\p{L}])/iu, thing) : said;
  // A verb said bare ("Push, don't pull", "Empuja, no tires") works the tool: "Push the pallet jack, don't pull".
  const bare = used?.object !== undefined && /^\p{L}+(?=\s*(?:[,;]|$))/u.test(withThing);
  const text = bare ? withThing.replace(/^\p{L}+/u, (verb) => `${verb} ${used!.object}`) : withThing;
  const action = english ? doing(text, /^en[-_]us\b/iu.test(language)) : undefined;
  const inView = unnamed(thing, text) && thing !== used?.picture ? `, ${thing} in front of them` : '';
  const using = used && !bare ? (action ? ` using ${used.picture},` : ` with ${used.picture}`) : '';
  if (!action) {
    // "Sirve las bebidas" is glossed as the renderer reads a picture, its own words beside the gloss;
    // a tool's step ("Pompa il timone per sollevare") is read with the tool's own words. Any other
    // step is said in English word by word ("Treppe statt Aufzug nehmen" → "taking the stairs instead of the lift").
    const gloss = (used ? undefined : stepGloss(text, language)) ?? translatedAction(text, language);
    const where = gloss && /(?<![\p{L}])outside(?![\p{L}])/iu.test(gloss) ? '' : `, ${scene.place}`;
    return `${capitalise(scene.who)}${using} ${gloss ? `${gloss} (${text})` : `doing this step: ${text}`}${inView}${where}`;
  }
  const where = findSetting(action).place || /(?<![\p{L}])(?:inside|outside)\s/iu.test(action) ? '' : `, ${scene.place}`;
  return `${capitalise(scene.who)}${using} ${action}${inView}${where}`;
}

/** Whether a step reads as an action someone is pictured doing (else its picture is someone "doing this step"). */
export function readsAsAction(step: string, language: string): boolean {
  const said = step.trim().replace(/[.!。]+$/u, '');
  return /^en\b/i.test(language) ? doing(said) !== undefined : (stepGloss(said, language) ?? translatedAction(said, language)) !== undefined;
}

/** A step in another language as the action an English instruction pictures ("Nicht rennen" → "taking care not to run"), or undefined. */
function translatedAction(step: string, language: string): string | undefined {
  const instruction = englishInstruction(step, language);
  return instruction === undefined ? undefined : doing(instruction, false);
}

/**
 * An English instruction as an action in progress: "Grip the box firmly and lift with your legs" →
 * "gripping the box firmly and lifting with their legs". What must not be done is not pictured
 * ("Never twist while carrying; turn your feet instead" → "turning their feet instead of twisting
 * while carrying"); a step that is only a "never" is pictured as the care it asks for. Undefined
 * when the step does not open with a verb.
 */
export function doing(step: string, american = false): string | undefined {
  // "When you hear the alarm" names the moment the drill starts: it is pictured as what it names ("hearing the alarm").
  const when = CONDITION.exec(step);
  if (when && opensWithVerb(step.slice(when[0].length))) return doing(step.slice(when[0].length), american);
  const clauses = step.split(/\s*;\s*|,\s*(?:and\s+|then\s+)?(?=[\p{L}'’]+\s)|\s+(?:and|then)\s+(?=\p{L}+)/u).map((c) => c.trim()).filter(Boolean);
  // A clause that is no instruction of its own ("the route before you lift") belongs to the one before.
  const joined: string[] = [];
  for (const clause of clauses) {
    // "Bend your knees, not your back": what the step is not done with is no part of its picture.
    if (joined.length > 0 && CONTRAST.test(clause) && !opensWithVerb(clause)) continue;
    if (joined.length > 0 && !opensWithVerb(clause)) joined[joined.length - 1] += `${/^\p{L}/u.test(clause) ? ' and ' : ' '}${clause}`;
    else joined.push(clause);
  }
  if (!opensWithVerb(joined[0]!)) return undefined;
  const positive = joined.filter((c) => !NEGATION.test(c)).map((c) => progressive(c.replace(ALWAYS, ''), american));
  const negative = joined.filter((c) => NEGATION.test(c)).map((c) => progressive(c.replace(NEGATION, ''), american));
  if (positive.length === 0) return cared(joined);
  const shown = listed(positive);
  // "turn your feet instead" says what to do instead of what is not: both in one picture.
  return negative.length > 0 && /\binstead\b/i.test(shown) ? shown.replace(/\binstead\b/i, `instead of ${listed(negative)}`) : shown;
}

/**
 * A step that only says what not to do, pictured as the care it asks for: "Don't twist while
 * carrying" → "taking care not to twist while carrying", "Avoid sudden movements" → "taking care to
 * avoid sudden movements", "No running in the kitchen" → "taking care to avoid running in the kitchen".
 */
function cared(clauses: readonly string[]): string {
  const avoided = clauses.filter((c) => AVOID.test(c)).map((c) => theirs(c.replace(NEGATION, '')));
  const not = clauses.filter((c) => !AVOID.test(c)).map((c) => theirs(c.replace(NEGATION, '')));
  return `taking care ${[...(not.length > 0 ? [`not to ${not.join(' or ')}`] : []), ...(avoided.length > 0 ? [`to avoid ${avoided.join(' or ')}`] : [])].join(' and ')}`;
}

/** A clause opens with its verb: a known one, or a word before what a verb takes ("Know your exits", "announce yourself"); after "don't" or "never", any word. */
function opensWithVerb(clause: string): boolean {
  if (AVOID.test(clause)) return true;
  const negated = /^(?:never|don['’]t|do not)\s+([\p{L}'’]+)/iu.exec(clause)?.[1]?.toLowerCase();
  if (negated !== undefined) return !NOT_VERBS.test(negated) && !/^(?:with|by|from|into|onto|than|without)$/u.test(negated);
  const [first, after] = clause.replace(NEGATION, '').replace(ALWAYS, '').toLowerCase().split(/\s+/);
  return VERBS.has(first!) || (after !== undefined && TAKEN.test(after) && !NOT_VERBS.test(first!));
}

/**
 * A phrase that is an instruction: a known verb before its object ("Keep customer data safe", "Lock
 * your screen"). A verb before a single noun or an -ing word, or a phrase ending on what kind of
 * subject it is, names a subject ("Return policy", "Report writing", "Clean desk policy").
 */
export function isInstruction(text: string): boolean {
  const [verb, next, ...rest] = text.toLowerCase().split(/\s+/);
  if (SUBJECT_END.test(text)) return false;
  return VERBS.has(verb!) && next !== undefined && (TAKEN.test(next) || (rest.length > 0 && !/ing$/.test(next)));
}

const SUBJECT_END = /(?<![\p{L}])(?:polic(?:y|ies)|procedures?|rules|basics|guidelines|essentials|awareness|safety|security|hygiene|checklist|process|protocol|101|refresher)$/iu;

/** Steps whose verb names the machine they are done with. */
const TOOLS: [verb: RegExp, thing: string][] = [
  [/^(?:always\s+)?shred(?![\p{L}])/iu, 'a shredder'],
  [/^(?:always\s+)?(?:vacuum|hoover)(?![\p{L}])/iu, 'a vacuum cleaner'],
];

const NEGATION = /^(?:never|don['’]t|do not|avoid|no)\s+/i;
/** A step that opens on the moment it is for, said to the viewer: "When you hear the alarm", "As soon as you notice smoke". */
const CONDITION = /^(?:when|whenever|if|once|as soon as)\s+(?:you|they|we)\s+/iu;
/** What a step asks to keep from, said with its "-ing" ("Avoid twisting", "No running"). */
const AVOID = /^(?:avoid\s+|no\s+(?=\p{L}+ing(?![\p{L}])))/iu;
/** A clause that sets what is not done beside what is: "not your back", "never with your back", "rather than your back". */
const CONTRAST = /^(?:not|never|rather than|instead of|but not)\s/iu;
/** Words a verb is followed by: its object's article or owner, a pronoun, a preposition, a manner. */
const TAKEN = /^(?:a|an|the|your|their|his|her|its|our|my|this|that|these|those|any|all|every|each|both|some|it|them|him|us|me|yourself|yourselves|themselves|everyone|everything|at|to|in|on|into|onto|off|out|up|down|away|back|over|under|with|from|for|by|around|through|behind|close|firmly|slowly|carefully|gently|clear|straight|\d+|one|two|three|four|five)$/;
/** Words that open a step without being its verb. */
const NOT_VERBS = /^(?:not|a|an|the|your|their|his|her|its|our|my|this|that|these|those|if|when|once|in|on|at|to|for|with|after|before|while|each|every|all|no|it|they|we|you|there|here|\p{L}+ing|\p{L}+ly|\d+)$/u;
const ALWAYS = /^(?:always|carefully|gently|now|then|also)\s+/i;

/** "Bend your knees" → "bending their knees". */
function progressive(clause: string, american: boolean): string {
  const [verb, ...rest] = clause.trim().split(/\s+/);
  return theirs([ing(verb!.toLowerCase(), american), ...rest].join(' '));
}

function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The viewer's body and things become the pictured person's: "your back" → "their back", "before you lift" → "before they lift". */
function theirs(text: string): string {
  return text
    .replace(/\byourself\b/gi, 'themselves')
    .replace(/\byours\b/gi, 'theirs')
    .replace(/\byour\b/gi, 'their')
    .replace(/\b(before|after|while|when|until|if|as|once|so that|unless|how|what|where|why)\s+you\b/gi, '$1 they')
    .replace(/\byou(?=\s+(?:can|could|will|would|should|must|may|might|need|want|are|were|have|do|did|feel)\b)/gi, 'they')
    .replace(/\byou\b/gi, 'them');
}

/** "lift" → "lifting", "grip" → "gripping", "squeeze" → "squeezing", "lie" → "lying"; "label" → "labelling" (American "labeling"). */
function ing(verb: string, american: boolean): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  // British doubles the l after one short vowel, stressed or not: "travelling", "cancelling", "refuelling".
  if (!american && /(?:[^aeiou]|[^aeiouq]u)[aeiou]l$|^dial$/.test(verb)) return `${verb}ling`;
  if (/[^aeioy]e$/.test(verb) && verb !== 'be') return `${verb.slice(0, -1)}ing`;
  if (DOUBLED.has(verb) || /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/** Verbs of more than one syllable that double their last consonant. */
const DOUBLED = new Set(['submit', 'unplug', 'admit', 'commit', 'control', 'patrol', 'refer', 'prefer', 'transfer', 'forget', 'begin', 'equip', 'unwrap']);

/** Verbs a training step opens with (and opens its next clause with: "… and lift with your legs"). */
const VERBS = new Set(
  `purge backflush drain polish sanitise sanitize disinfect refill restock knock flush sharpen oil grease lift bend keep grip hold stand check turn twist pull aim squeeze sweep wash rinse dry scrub rub apply wet lather place put roll
  tilt open close press push carry set lower raise lean kneel sit walk move step look watch inspect test clean wipe empty fill pour
  remove replace attach detach fit wear fasten unplug plug switch start stop greet smile listen ask thank apologise apologize offer
  explain repeat say tell call show hand give take count store label sign follow report leave meet go use make let wait descale brew
  tap click select enter type submit choose save log upload write note record breathe tuck position support adjust secure lock
  unlock release spray dispose dip soak clear mop stack lay grab pick drop slide shake stir mix cut chop slice cook heat cool serve
  pack unpack load unload drive park reverse sound confirm acknowledge summarise summarize resolve escalate find get bring return
  pass feed run shut cover hear notice smell spot uncover discard rest warn alert evacuate assemble gather point face approach tie untie fold unfold hang
  sort mark scan weigh measure plan reach brace hug shift pivot crouch squat straighten grasp wrap unwrap cross tip fetch prepare
  check-in welcome introduce invite guide escort review pair add create read sign-off shred restate rephrase paraphrase
  de-escalate reassure empathise empathize calm interrupt verify update install patch delete encrypt back answer dial transfer
  notify inform contact share change protect buckle honk vacuum hoover charge refuel document forward`.split(/\s+/).filter(Boolean),
);

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
