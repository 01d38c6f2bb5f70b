/**
 * Workplace trainings' steps in each language's words (actions.ts): a forklift driven belted in, its horn sounded at blind
 * corners, its forks and tyres checked; a call-centre agent listening, speaking (apologising, restating, offering options) and
 * confirming at the keyboard; records shredded, a screen locked, a lost laptop reported. The service words of a conversation
 * ("listening", "apologising") mean the agent's desk only when an agent or a headset is named (actions.ts `needs`), else they
 * keep their meaning: spread after a lexicon's own poses. A call centre is an office of desks.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

const words = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

interface Words {
  nouns: Record<string, ConceptId>;
  poses: Record<string, Pose>;
  settings: Record<string, SettingId>;
}

export const WORK_WORDS: Record<'en' | 'de' | 'fr' | 'es', Words> = {
  en: {
    nouns: {
      'forklift operator': 'forklift', 'forklift truck': 'forklift', 'lift truck': 'forklift', 'call centre agent': 'agent', 'call center agent': 'agent',
      'contact centre agent': 'agent', 'contact center agent': 'agent', 'customer service agent': 'agent', 'support agent': 'agent', agent: 'agent',
      'customer service advisor': 'agent', 'customer service adviser': 'agent', headset: 'headphones', shredder: 'document',
    },
    poses: words({
      'forklift-driving': [
        'wearing their seatbelt', 'wearing the seatbelt', 'wearing a seatbelt', 'wearing their seat belt', 'wearing a seat belt', 'wears a seatbelt', 'wears their seatbelt',
        'fastening their seatbelt', 'fastening the seatbelt', 'fasten the seatbelt', 'fasten your seatbelt', 'buckling up', 'buckle up', 'seatbelt', 'seat belt',
        'driving a forklift', 'driving the forklift', 'drives a forklift', 'drives the forklift', 'operating a forklift', 'operating the forklift', 'operates a forklift',
        'carry passengers', 'carrying passengers', 'carries passengers', 'no passengers', 'carrying a load with the forks', 'carrying the load with the forks', 'carrying loads with the forks', 'carrying loads low and tilted', 'carrying the load tilted back', 'forks low', 'forks lowered', 'forks down', 'load low',
      ],
      'forklift-horn': ['sounding the horn', 'sound the horn', 'sounds the horn', 'sounding their horn', 'using the horn', 'honking', 'blind corner', 'blind corners'],
      'forklift-check': [
        'checking the forks', 'check the forks', 'checks the forks', 'inspecting the forks', 'inspect the forks', 'forks and tyres', 'forks and tires',
        'checking the tyres', 'checking the tires', 'check the tyres', 'check the tires', 'tyre pressure', 'tire pressure', 'pre use check', 'pre shift check',
      ],
      'call-listening': ['listening', 'listens', 'without interrupting', 'hearing them out', 'hear them out', 'wearing a headset', 'with a headset', 'on a headset'],
      'call-speaking': [
        'apologising', 'apologizing', 'apologises', 'apologizes', 'apologise', 'apologize', 'restating', 'restates', 'restate', 'summarising the problem',
        'offering two options', 'offering options', 'offers two options', 'offer two options', 'explaining', 'explains', 'reassuring',
      ],
      'call-typing': ['confirming the next step', 'confirms the next step', 'confirm the next step', 'confirming next steps', 'logging the call', 'logs the call', 'updating the ticket'],
      shredding: ['shredding', 'shreds', 'shredder', 'feeding the shredder', 'confidential waste'],
      'locking-screen': ['locking their screen', 'locking the screen', 'locking her screen', 'locking his screen', 'locks their screen', 'locks the screen', 'lock your screen', 'lock the screen', 'screen lock', 'locked screen'],
      'reporting-loss': ['reporting a lost', 'reporting the lost', 'reports a lost', 'report a lost', 'reporting the loss', 'report the loss', 'reporting a stolen', 'report a stolen', 'lost laptop', 'lost phone', 'stolen laptop'],
    }),
    settings: { 'call centre': 'office', 'call center': 'office', 'contact centre': 'office', 'contact center': 'office', 'customer service centre': 'office', helpdesk: 'office' },
  },
  de: {
    nouns: {
      gabelstapler: 'forklift', stapler: 'forklift', staplerfahrer: 'forklift', staplerfahrerin: 'forklift', gabelstaplerfahrer: 'forklift', gabelstaplerfahrerin: 'forklift',
      'callcenter agent': 'agent', 'callcenter mitarbeiter': 'agent', 'callcenter mitarbeiterin': 'agent', kundenberater: 'agent', kundenberaterin: 'agent', agent: 'agent', agentin: 'agent',
      headset: 'headphones', aktenvernichter: 'document', schredder: 'document',
    },
    poses: words({
      'forklift-driving': ['sicherheitsgurt', 'schnallt sich an', 'anschnallen', 'angeschnallt', 'gurt anlegen', 'legt den gurt an', 'fährt den gabelstapler', 'fährt gabelstapler', 'keine mitfahrer', 'gabeln unten'],
      'forklift-horn': ['hupt', 'hupe', 'hupen', 'betätigt die hupe', 'unübersichtlichen ecken', 'unübersichtliche ecken', 'unübersichtlichen kurven'],
      'forklift-check': ['prüft die gabeln', 'gabeln prüfen', 'gabeln und reifen', 'prüft die reifen', 'reifen prüfen', 'kontrolliert die gabeln', 'sichtprüfung'],
      'call-listening': ['hört aufmerksam zu', 'ohne zu unterbrechen', 'aktiv zuhören'],
      'call-speaking': ['entschuldigt sich', 'sich entschuldigen', 'fasst zusammen', 'fasst das problem zusammen', 'bietet zwei optionen an', 'bietet optionen an', 'optionen anbieten'],
      'call-typing': ['bestätigt den nächsten schritt', 'den nächsten schritt bestätigen', 'nächsten schritt bestätigen'],
      shredding: ['schreddern', 'schreddert', 'vernichtet akten', 'vernichtet die unterlagen', 'akten vernichten', 'aktenvernichter', 'schredder'],
      'locking-screen': ['sperrt den bildschirm', 'sperrt ihren bildschirm', 'sperrt seinen bildschirm', 'bildschirm sperren', 'bildschirmsperre', 'gesperrter bildschirm'],
      'reporting-loss': ['meldet den verlust', 'verlust melden', 'meldet sofort', 'verlorenen laptop', 'verlorener laptop', 'gestohlenen laptop'],
    }),
    settings: { callcenter: 'office', 'call center': 'office', kundenservice: 'office', kundendienst: 'office' },
  },
  fr: {
    nouns: {
      'chariot élévateur': 'forklift', 'chariot elevateur': 'forklift', 'chariots élévateurs': 'forklift', cariste: 'forklift', 'conducteur de chariot': 'forklift',
      téléconseiller: 'agent', téléconseillère: 'agent', conseiller: 'agent', conseillère: 'agent', 'conseiller clientèle': 'agent', 'conseillère clientèle': 'agent', agent: 'agent',
      casque: 'headphones', 'micro casque': 'headphones', déchiqueteuse: 'document', 'broyeur de documents': 'document',
    },
    poses: words({
      'forklift-driving': ['ceinture de sécurité', 'attache sa ceinture', 'attacher sa ceinture', 'boucle sa ceinture', 'conduit le chariot', 'conduit un chariot', 'aucun passager', 'pas de passager', 'fourches basses'],
      'forklift-horn': ['klaxonne', 'klaxonner', 'klaxon', 'avertisseur sonore', 'utilise l’avertisseur', "utilise l'avertisseur", 'angles morts', 'angle mort', 'virages sans visibilité'],
      'forklift-check': ['vérifie les fourches', 'vérifier les fourches', 'contrôle les fourches', 'fourches et pneus', 'vérifie les pneus', 'vérifier les pneus'],
      'call-listening': ['écoute sans interrompre', 'écouter sans interrompre', 'sans interrompre', 'écoute attentivement'],
      'call-speaking': ["s'excuse", 's’excuse', 'présente ses excuses', 'reformule', 'reformuler', 'propose deux options', 'proposant deux options', 'propose des solutions'],
      'call-typing': ['confirme la prochaine étape', 'confirmer la prochaine étape', 'confirmant la prochaine étape'],
      shredding: ['détruit les documents', 'détruire les documents', 'détruisant les documents', 'détruit les dossiers', 'déchiquète', 'déchiqueter', 'déchiqueteuse', 'broyeur de documents'],
      'locking-screen': ['verrouille son écran', 'verrouiller son écran', "verrouille l'écran", 'verrouille l’écran', "verrouiller l'écran", 'verrouiller l’écran', 'verrouillant son écran', 'écran verrouillé'],
      'reporting-loss': ['signale la perte', 'signaler la perte', 'signale immédiatement', 'déclare la perte', 'ordinateur perdu', 'ordinateur portable perdu', 'portable perdu', 'vol de son ordinateur'],
    }),
    settings: { "centre d'appels": 'office', 'centre d’appels': 'office', "centre d'appel": 'office', 'centre d’appel': 'office', 'centre de contact': 'office', 'service client': 'office' },
  },
  es: {
    nouns: {
      'carretilla elevadora': 'forklift', 'carretillas elevadoras': 'forklift', montacargas: 'forklift', carretillero: 'forklift', carretillera: 'forklift', 'operador de carretilla': 'forklift',
      teleoperador: 'agent', teleoperadora: 'agent', agente: 'agent', 'agente de atención al cliente': 'agent', 'agente del centro de llamadas': 'agent',
      auriculares: 'headphones', diadema: 'headphones', 'destructora de papel': 'document',
    },
    poses: words({
      'forklift-driving': ['cinturón de seguridad', 'abrocha el cinturón', 'abrocharse el cinturón', 'se abrocha el cinturón', 'abrochándose el cinturón', 'conduce la carretilla', 'conduciendo la carretilla', 'sin pasajeros', 'horquillas bajas'],
      'forklift-horn': ['toca la bocina', 'tocando la bocina', 'tocar la bocina', 'bocina', 'claxon', 'esquinas ciegas', 'esquina ciega', 'cruces sin visibilidad'],
      'forklift-check': ['revisa las horquillas', 'revisando las horquillas', 'revisar las horquillas', 'comprueba las horquillas', 'horquillas y neumáticos', 'revisa los neumáticos', 'revisando los neumáticos'],
      'call-listening': ['escucha sin interrumpir', 'escuchando sin interrumpir', 'sin interrumpir', 'escucha atentamente'],
      'call-speaking': ['se disculpa', 'pide disculpas', 'disculpándose', 'pidiendo disculpas', 'reformula', 'reformulando', 'ofrece dos opciones', 'ofreciendo dos opciones', 'ofrece opciones'],
      'call-typing': ['confirma el siguiente paso', 'confirmando el siguiente paso', 'confirmar el siguiente paso', 'registra la llamada'],
      shredding: ['tritura documentos', 'tritura los documentos', 'triturando documentos', 'triturar documentos', 'destruye los documentos', 'destruyendo documentos', 'destructora de papel'],
      'locking-screen': ['bloquea la pantalla', 'bloquear la pantalla', 'bloqueando la pantalla', 'bloquea su pantalla', 'bloqueando su pantalla', 'pantalla bloqueada'],
      'reporting-loss': ['informa de la pérdida', 'informar de la pérdida', 'denuncia la pérdida', 'reporta la pérdida', 'comunica la pérdida', 'portátil perdido', 'portátil robado'],
    }),
    settings: { 'centro de llamadas': 'office', 'centro de atención': 'office', 'centro de contacto': 'office', 'atención al cliente': 'office' },
  },
};
