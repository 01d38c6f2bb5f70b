/**
 * Who a training is for names who does its steps and where (issue 23): "camareros nuevos",
 * "les nouveaux serveurs", "neue Kellner", "obers" are waiters, so every step is pictured as a
 * waiter in a restaurant, never as a shop assistant because a step mentions customers. Trades are
 * named in en/es/fr/de/it/pt/nl; the picture's words are English, as the renderer reads them.
 * Pure string work; never throws.
 */

/** Who does the steps and where. */
export interface Worker {
  who: string;
  place: string;
}

/**
 * A trade's plural names: each alternative is a whole word or phrase, any inflection spelt out.
 * Before waiters: hotel housekeeping ("camareras de pisos", "cameriere ai piani") names its maids
 * with the waiters' word.
 */
const TRADES: [who: string, place: string, names: string][] = [
  ['a housekeeper', 'in a hotel room', "housekeepers|housekeeping(?: staff| team)?|room attendants|chambermaids|camareras? de pisos?|femmes de chambre|valets de chambre|zimmermädchen|hausdamen|zimmerpersonal|cameriere ai piani|camareiras|empregadas de andar|kamermeisjes"],
  ['a waiter', 'in a restaurant', "waiters|waitresses|waiting staff|waitstaff|servers|front of house(?: staff| team)?|camarer[oa]s|meser[oa]s|personal de sala|serveu(?:r|se)s|personnel de salle|kellner(?:innen)?|servicekräfte|servicepersonal|camerieri|cameriere|personale di sala|empregad[oa]s de mesa|garçons|garçonetes|obers|serveersters|bediening(?:spersoneel)?"],
  ['a bartender', 'behind a bar', "bartenders|bar staff|barmen|barmaids|barmans|barkeeper(?:innen)?|barist(?:en|innen)? an der bar|baristi di sala|barmannen|barpersoneel"],
  ['a cook', 'in a restaurant kitchen', "cooks|chefs|kitchen (?:staff|team|porters|crew)|food handlers|line cooks|cociner[oa]s|personal de cocina|ayudantes de cocina|cuisinier(?:e|s|es)|commis(?: de cuisine)?|personnel de cuisine|brigade de cuisine|köch(?:e|innen)|küchenpersonal|küchenteam|küchenmitarbeiter(?:innen)?|küchenhilfen|cuochi|cuoche|personale di cucina|cozinheir[oa]s|pessoal de cozinha|koks|keukenpersoneel|keukenmedewerkers"],
  ['a barista', 'at the counter of a café', "baristas|baristi|café staff|coffee shop staff|personal de cafetería|personnel de café|cafépersonal"],
  ['a nurse', 'on a hospital ward', "nurses|nursing staff|healthcare assistants|ward staff|enfermer[oa]s|personal de enfermería|infirmi(?:er|ère)s|aides-soignant(?:e|s|es)|pflegekräfte|pflegepersonal|krankenpfleger(?:innen)?|krankenschwestern|infermier[ie]|personale infermieristico|enfermeir[oa]s|verpleegkundigen|verpleging|verplegers"],
  ['a carer', 'in a care home', "carers|care workers|care assistants|care staff|support workers|cuidador[ea]s|gerocultor[ea]s|auxiliaires de vie|personnel soignant en ehpad|altenpfleger(?:innen)?|betreuungskräfte|pflegehelfer(?:innen)?|operatori socio-sanitari|badanti|zorgmedewerkers|verzorgenden|verzorgers"],
  ['a cashier', 'at the till in a supermarket', "cashiers|checkout (?:staff|operators)|till (?:staff|operators)|cajer[oa]s|caissi(?:er|ère)s|kassierer(?:innen)?|kassenpersonal|kassenkräfte|cassier[ie]|operatori di cassa|operador[ea]s de caixa|caixas|kassamedewerkers|caissières"],
  ['a receptionist', 'at a reception desk', "receptionists|front desk (?:staff|team|agents)|front office staff|recepcionistas|réceptionnistes|personnel d['’]accueil|agents d['’]accueil|empfangsmitarbeiter(?:innen)?|empfangspersonal|rezeptionist(?:en|innen)|receptionist[ie]|addett[ie] alla reception|rececionistas|receptionisten|baliemedewerkers"],
  // Before drivers: a forklift's drivers work in the warehouse.
  ['a warehouse worker', 'in a warehouse', "fork-?lift (?:truck )?(?:drivers|operators)|caristes|carretiller[oa]s|(?:gabel)?staplerfahrer(?:innen)?|carrellisti|heftruckchauffeurs|warehouse (?:staff|workers|operatives|team|crew)|pickers|packers|order pickers|mozos de almacén|personal de almacén|operari[oa]s de almacén|préparateurs de commandes|magasiniers|personnel d['’]entrepôt|lagerpersonal|lagermitarbeiter(?:innen)?|lagerist(?:en|innen)|lagerarbeiter(?:innen)?|magazzinieri|addett[ie] al magazzino|operadores de armazém|armazenistas|magazijnmedewerkers|orderpickers"],
  ['a call centre agent', 'in a call centre', "call cent(?:re|er) (?:agents|staff|team)|contact cent(?:re|er) (?:agents|staff)|customer service (?:agents|advisors|staff|team)|support agents|teleoperador[ea]s|agentes de atención al cliente|téléconseill(?:er|ère)s|conseill(?:er|ère)s clientèle|callcenter-(?:agent(?:en|innen)|mitarbeiter(?:innen)?)|kundenservice(?:-)?mitarbeiter(?:innen)?|operatori (?:di call center|telefonici)|operador[ea]s de (?:call center|telemarketing)|callcentermedewerkers|klantenservicemedewerkers"],
  // Before drivers: a bus's are at its wheel.
  ['a bus driver', 'at the wheel of a bus', "bus drivers|coach drivers|busfahrer(?:innen)?|conductor[ea]s de autobús|chauffeurs de bus|conducteurs de bus|autisti di autobus|motoristas de (?:autocarro|ônibus)|buschauffeurs"],
  ['a delivery driver', 'beside a delivery van', "drivers|delivery drivers|couriers|van drivers|repartidor[ea]s|conductor[ea]s|chauffeurs(?:-livreurs)?|livreu(?:r|se)s|conducteurs|fahrer(?:innen)?|auslieferungsfahrer(?:innen)?|kurierfahrer(?:innen)?|autisti|corrieri|motoristas|entregador[ea]s|bezorgers"],
  ['a cleaner', 'in an office', "cleaners|cleaning (?:staff|team|crew)|janitors|custodians|limpiador[ea]s|personal de limpieza|agents d['’](?:entretien|nettoyage)|personnel d['’]entretien|reinigungskräfte|reinigungspersonal|gebäudereiniger(?:innen)?|addett[ie] alle pulizie|personale delle pulizie|pessoal de limpeza|auxiliares de limpeza|empregad[oa]s de limpeza|schoonmakers|schoonmaakpersoneel"],
  ['a security guard', 'at the entrance of an office building', "security (?:guards|staff|officers|team)|door staff|vigilantes(?: de seguridad)?|agentes de seguridad|agents de sécurité|sicherheitspersonal|sicherheitsmitarbeiter(?:innen)?|wachleute|addett[ie] alla sicurezza|guardie giurate|seguranças|beveiligers|beveiligingspersoneel"],
  ['a teacher', 'in a classroom', "teachers|teaching (?:staff|assistants)|tutors|profesor(?:es|as)|maestr[oa]s|docentes|enseignant(?:e|s|es)|professeurs|instituteurs|institutrices|lehrer(?:innen)?|lehrkräfte|insegnanti|docenti|maestre|professor(?:es|as)|leraren|docenten|onderwijzers"],
  ['a pharmacist', 'in a pharmacy', "pharmacists|pharmacy (?:staff|team|assistants)|farmacéutic[oa]s|pharmaciens|apothekenpersonal|apotheker(?:innen)?|farmacisti|farmacêutic[oa]s|apothekersassistenten"],
  ['a gym instructor', 'in a gym', "gym (?:staff|instructors|team)|fitness (?:instructors|trainers|coaches)|personal trainers|monitor(?:es|as) de gimnasio|entrenador(?:es|as) personales|coachs sportifs|fitnesstrainer(?:innen)?|istruttori di palestra|instrutor(?:es|as) de (?:ginásio|academia)|fitnessinstructeurs"],
  ['a hairdresser', 'in a hair salon', "hairdressers|hair stylists|stylists|barbers|salon staff|peluquer[oa]s|barberos|coiffeu(?:r|se)s|friseur(?:e|innen)|parrucchier[ie]|barbieri|cabeleireir[oa]s|barbeiros|kappers"],
  ['a lifeguard', 'beside a swimming pool', "lifeguards|pool staff|socorristas|maîtres-nageurs|rettungsschwimmer(?:innen)?|bademeister(?:innen)?|bagnini|nadadores-salvadores|salva-vidas|strandwachten|badmeesters"],
  ['a mechanic', 'in a garage', "mechanics|technicians at the garage|mecánic[oa]s|mécaniciens|kfz-mechatroniker(?:innen)?|mechaniker(?:innen)?|meccanici|mecânic[oa]s|monteurs|automonteurs"],
  ['a shop assistant', 'in a shop', "shop assistants|sales (?:staff|assistants|associates|team|advisors)|retail (?:staff|team|assistants|workers)|store (?:staff|team|associates)|shop (?:staff|floor staff)|dependient[ea]s|vendedor[ea]s|personal de tienda|vendeu(?:r|se)s|conseill(?:er|ère)s de vente|verkäufer(?:innen)?|verkaufspersonal|verkaufsmitarbeiter(?:innen)?|commess[ie]|addett[ie] alle vendite|empregad[oa]s de loja|balconistas|verkopers|winkelmedewerkers|verkoopmedewerkers"],
];

const MATCHERS = TRADES.map(([who, place, names]): [Worker, RegExp] => [{ who, place }, new RegExp(`(?<![\\p{L}])(?:${names})(?![\\p{L}])`, 'iu')]);

/** The worker and workplace an audience names ("camareros nuevos" → a waiter in a restaurant), or undefined. */
export function audienceWorker(audience: string | undefined): Worker | undefined {
  return audience === undefined ? undefined : MATCHERS.find(([, words]) => words.test(audience))?.[0];
}
