/**
 * Workplace machines' steps in each language's words (illustrations/meat-slicer.ts, floor-scrubber.ts, deep-fryer.ts): each
 * machine's name alone is it in use ('slicer-using', drawn at its main work, which a step of it named after wins: compose/tool-work.ts
 * TOOL_IN_USE). A meat slicer used, checked (its guard on), switched on or off is its carriage pushed past the blade; cleaned, wiped or
 * sanitised, its blade wiped; a floor scrubber named, driven, pushed or switched on scrubs the floor, its recovery tank
 * emptied through the drain hose, its solution tank filled; a deep fryer named, switched on, its oil checked, is its basket
 * lowered into the oil; its basket lifted, shaken, hung to drain; its oil changed, filtered or drained into the caddy. Spread last into each lexicon's poses: the longer phrase wins at
 * its place ("cleaning the meat slicer" over "cleaning", "emptying the scrubber" over a bare "scrubber"). Like
 * warehouse-words.ts, the Latin-script steps are listed for the English lexicon too: a training's step is often kept in its
 * language after the planner's English lead.
 */
import type { Pose } from '../scene-graph';

const words = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

/** Every verb before every object: "cleaning the slicer", "limpia la cortadora". */
const each = (verbs: readonly string[], objects: readonly string[]): string[] => verbs.flatMap((v) => objects.map((o) => `${v} ${o}`));

const EN_SLICER = ['meat slicer', 'deli slicer', 'slicer', 'slicing machine', 'bacon slicer', 'food slicer'];
const EN_SCRUBBER = ['floor scrubber', 'scrubber dryer', 'scrubber-dryer', 'auto scrubber', 'autoscrubber', 'auto-scrubber', 'scrubber', 'floor scrubbing machine', 'floor cleaning machine'];
const EN_FRYER = ['deep fryer', 'deep fryers', 'deep-fat fryer', 'deep fat fryer', 'commercial fryer', 'chip fryer', 'the fryer', 'a fryer'];
const the = (names: readonly string[]) => names.flatMap((n) => [`the ${n}`, `a ${n}`, `the ${n}'s`, `the ${n}’s`]);

export const TOOL_WORDS = {
  en: words({
    'fryer-using': [...EN_FRYER],
    'scrubber-using': [...EN_SCRUBBER, 'floor scrubbers'],
    'slicer-using': [...EN_SLICER, 'meat slicers'],
    'slicer-slicing': [
      ...each(['slicing', 'slice', 'slices'], ['ham', 'the ham', 'meat', 'the meat', 'cold cuts', 'salami', 'deli meat', 'deli meats', 'cooked meats', 'the joint']), 'pushing the carriage', 'push the carriage', 'pushes the carriage',
      'slicer guard', 'blade guard', 'the guard is on', 'guard is in place', 'guard is fitted',
      ...each(['check', 'checking', 'checks', 'make sure', 'making sure'], ['the guard', 'the blade guard', 'that the guard', 'the thickness']),
    ],
    'slicer-cleaning': [
      ...each(['clean', 'cleaning', 'cleans', 'wipe', 'wiping', 'wipes', 'sanitise', 'sanitising', 'sanitize', 'sanitizing', 'disinfect', 'disinfecting', 'wash', 'washing', 'dismantle', 'dismantling', 'strip down', 'stripping down'], [...the(EN_SLICER), 'the slicer blade', 'the blade', 'the blade of the slicer', 'the blade from the centre', 'the blade from the center']),
      'slicer blade', 'blade from the centre outwards', 'from the centre outwards', 'from the center outward',
    ],
    'scrubber-driving': [
      ...each(['driving', 'drive', 'drives', 'pushing', 'push', 'pushes', 'operating', 'operate', 'operates', 'running', 'run', 'runs'], the(EN_SCRUBBER)),
      'scrubbing the floor', 'scrub the floor', 'scrubs the floor', 'scrubbing floors', 'machine scrubbing',
    ],
    'scrubber-emptying': [
      ...each(['empty', 'emptying', 'empties', 'drain', 'draining', 'drains'], [...the(EN_SCRUBBER), 'the recovery tank', 'the dirty water tank', 'the dirty-water tank', 'the waste water tank', 'the scrubber tank', 'the dirty water']),
      'recovery tank', 'dirty water tank', 'dirty-water tank', 'drain hose', 'the drain hose', 'into the floor drain',
    ],
    'scrubber-filling': [
      ...each(['fill', 'filling', 'fills', 'refill', 'refilling', 'refills', 'top up', 'topping up', 'tops up'], [...the(EN_SCRUBBER), 'the solution tank', 'the clean water tank', 'the clean-water tank', 'the scrubber tank', 'the tank with water', 'the tank with clean water']),
      'solution tank', 'clean water tank', 'clean-water tank',
    ],
    'fryer-lowering': [
      'fryer basket', 'fryer baskets', 'deep frying', 'deep-frying', 'frying chips', 'frying the chips', 'frying fries', 'frying the fries',
      ...each(['lowering', 'lower', 'lowers', 'dropping', 'drop', 'drops'], ['the basket', 'the fryer basket']),
      ...each(['putting', 'put', 'puts', 'lowering', 'lower', 'lowers'], ['the basket into the oil', 'the basket in the oil', 'the chips into the fryer', 'the fries into the fryer', 'the chips in the fryer', 'the fries in the fryer']),
      ...each(['switching on', 'switch on', 'switches on', 'turning on', 'turn on', 'checking', 'check', 'checks'], ['the fryer', 'the deep fryer', 'the fryer temperature', 'the oil temperature', 'the oil level']),
    ],
    'fryer-lifting': [
      ...each(['lifting', 'lift', 'lifts', 'raising', 'raise', 'raises', 'shaking', 'shake', 'shakes', 'hanging', 'hang', 'hangs', 'draining', 'drain', 'drains'], ['the basket', 'the fryer basket', 'the basket out', 'the basket up']),
      'basket out of the oil', 'out of the fryer', 'hook the basket', 'hooking the basket',
    ],
    'fryer-draining': [
      ...each(['draining', 'drain', 'drains', 'emptying', 'empty', 'empties', 'changing', 'change', 'changes', 'filtering', 'filter', 'filters', 'cleaning', 'clean', 'cleans', 'boiling out', 'boil out'], ['the fryer', 'the deep fryer', 'the fryer oil', 'the deep fryer oil', 'the oil in the fryer', 'the oil from the fryer', 'the oil in the deep fryer', 'the oil from the deep fryer', 'the fryer’s oil', "the fryer's oil"]),
      'fryer oil', 'used fryer oil', 'old fryer oil', 'oil caddy', 'the oil caddy', 'filter the oil', 'filtering the oil', 'filters the oil',
    ],
  }),
  es: words({
    'fryer-using': ['freidora industrial', 'freidora profesional'],
    'scrubber-using': ['fregadora', 'fregadora de suelos', 'fregadora de pisos', 'barredora-fregadora', 'barredora fregadora', 'fregadoras'],
    'slicer-using': ['cortafiambres', 'cortadora de fiambres', 'cortadora de fiambre', 'cortadora de embutidos', 'máquina cortafiambres', 'loncheadora', 'cortadora de carne'],
    'slicer-slicing': [
      'corta el jamón', 'cortar el jamón', 'cortando el jamón', 'corta fiambre', 'cortar fiambre', 'cortando fiambre', 'lonchea el jamón', 'lonchear el jamón',
      'el protector de la cuchilla', 'el protector está puesto', 'protector de la cuchilla', 'enciende la cortadora', 'apaga la cortadora', 'encender la cortadora', 'apagar la cortadora',
    ],
    'slicer-cleaning': [
      ...each(['limpia', 'limpiar', 'limpiando', 'desinfecta', 'desinfectar', 'desinfectando', 'desmonta', 'desmontar'], ['la cortadora', 'la cortafiambres', 'el cortafiambres', 'la loncheadora', 'la cuchilla', 'la cuchilla de la cortadora']),
      'cuchilla desde el centro', 'desde el centro hacia fuera', 'desde el centro hacia afuera',
    ],
    'scrubber-driving': [
      'pasa la fregadora', 'pasar la fregadora', 'pasando la fregadora', 'conduce la fregadora', 'empuja la fregadora', 'friega el suelo con la máquina',
    ],
    'scrubber-emptying': [
      ...each(['vacía', 'vaciar', 'vaciando', 'vacie', 'vacíe', 'drena', 'drenar', 'drenando'], ['el depósito de recuperación', 'el depósito de agua sucia', 'el tanque de agua sucia', 'el tanque de recuperación', 'la fregadora', 'el depósito de la fregadora']),
      'depósito de recuperación', 'depósito de agua sucia', 'tanque de agua sucia', 'manguera de vaciado', 'manguera de desagüe',
    ],
    'scrubber-filling': [
      ...each(['llena', 'llenar', 'llenando', 'rellena', 'rellenar', 'rellenando'], ['el depósito de solución', 'el depósito de agua limpia', 'el tanque de agua limpia', 'el tanque de solución', 'la fregadora', 'el depósito de la fregadora']),
      'depósito de solución', 'depósito de agua limpia', 'tanque de agua limpia',
    ],
    'fryer-lowering': [
      'cesta de la freidora', 'la cesta en el aceite', 'freír las patatas', 'friendo patatas', 'fríe las patatas',
      ...each(['baja', 'bajar', 'bajando', 'sumerge', 'sumergir', 'sumergiendo', 'mete', 'meter', 'metiendo'], ['la cesta', 'la cesta de la freidora', 'la cesta en el aceite']),
      ...each(['enciende', 'encender', 'encendiendo', 'comprueba', 'comprobar'], ['la freidora', 'la temperatura del aceite', 'el nivel de aceite']),
    ],
    'fryer-lifting': [
      ...each(['sube', 'subir', 'subiendo', 'levanta', 'levantar', 'levantando', 'saca', 'sacar', 'sacando', 'escurre', 'escurrir', 'escurriendo', 'cuelga', 'colgar', 'sacude', 'sacudir'], ['la cesta', 'la cesta de la freidora']),
      'la cesta del aceite', 'cesta fuera del aceite',
    ],
    'fryer-draining': [
      'filtra el aceite', 'filtrar el aceite', 'filtrando el aceite',
      ...each(['cambia', 'cambiar', 'cambiando', 'filtra', 'filtrar', 'filtrando', 'vacía', 'vaciar', 'vaciando', 'drena', 'drenar', 'limpia', 'limpiar', 'limpiando'], ['el aceite de la freidora', 'la freidora', 'el aceite usado']),
      'aceite de la freidora', 'aceite usado de la freidora',
    ],
  }),
  fr: words({
    'fryer-using': ['friteuse professionnelle'],
    'scrubber-using': ['autolaveuse', 'auto-laveuse', 'autolaveuses', 'autolaveuse de sol', 'laveuse de sol'],
    'slicer-using': ['trancheuse', 'trancheuse à jambon', 'trancheuse à charcuterie', 'trancheuse à viande', 'la trancheuse', 'trancheuses'],
    'slicer-slicing': [
      'trancher le jambon', 'tranche le jambon', 'tranchez le jambon', 'trancher la charcuterie', 'tranche la charcuterie',
      'le protège-lame', 'protège-lame', 'protège lame',
      'allumer la trancheuse', 'allume la trancheuse', 'éteindre la trancheuse', 'éteins la trancheuse', 'éteignez la trancheuse', 'mettre en marche la trancheuse',
    ],
    'slicer-cleaning': [
      ...each(['nettoyer', 'nettoie', 'nettoyez', 'nettoyant', 'désinfecter', 'désinfecte', 'désinfectez', 'essuyer', 'essuie', 'essuyez', 'démonter', 'démonte', 'démontez'], ['la trancheuse', 'la lame', 'la lame de la trancheuse']),
      'lame du centre vers l’extérieur', "lame du centre vers l'extérieur", 'du centre vers l’extérieur', "du centre vers l'extérieur",
    ],
    'scrubber-driving': [
      "passe l'autolaveuse", "passer l'autolaveuse", 'passe l’autolaveuse', 'passer l’autolaveuse', 'conduit l’autolaveuse', 'récurer le sol à la machine',
    ],
    'scrubber-emptying': [
      ...each(['vider', 'vide', 'videz', 'vidant', 'vidanger', 'vidange', 'vidangez'], ['le réservoir de récupération', "le réservoir d'eau sale", 'le réservoir d’eau sale', "l'autolaveuse", 'l’autolaveuse', 'le bac de récupération']),
      'réservoir de récupération', "réservoir d'eau sale", 'réservoir d’eau sale', 'tuyau de vidange', 'bac de récupération',
    ],
    'scrubber-filling': [
      ...each(['remplir', 'remplis', 'remplissez', 'remplissant', 'remplit'], ['le réservoir de solution', "le réservoir d'eau propre", 'le réservoir d’eau propre', "l'autolaveuse", 'l’autolaveuse']),
      'réservoir de solution', "réservoir d'eau propre", 'réservoir d’eau propre', 'réservoir d’eau claire', "réservoir d'eau claire",
    ],
    'fryer-lowering': [
      'panier de la friteuse', 'panier à friture', "le panier dans l'huile", 'le panier dans l’huile', 'friture des frites',
      ...each(['plonger', 'plonge', 'plongez', 'plongeant', 'baisser', 'baisse', 'baissez', 'descendre', 'descends', 'descendez'], ['le panier', 'le panier de la friteuse', 'les frites']),
      ...each(['allumer', 'allume', 'allumez', 'vérifier', 'vérifie', 'vérifiez'], ['la friteuse', "la température de l'huile", 'la température de l’huile', "le niveau d'huile", 'le niveau d’huile']),
    ],
    'fryer-lifting': [
      ...each(['remonter', 'remonte', 'remontez', 'sortir', 'sors', 'sortez', 'sort', 'lever', 'lève', 'levez', 'égoutter', 'égoutte', 'égouttez', 'accrocher', 'accroche', 'accrochez', 'secouer', 'secoue', 'secouez'], ['le panier', 'le panier de la friteuse']),
      "panier hors de l'huile", 'panier hors de l’huile',
    ],
    'fryer-draining': [
      "filtrer l'huile", "filtre l'huile", "filtrez l'huile", 'filtrer l’huile', 'filtre l’huile', 'filtrez l’huile',
      ...each(['vidanger', 'vidange', 'vidangez', 'vider', 'vide', 'videz', 'changer', 'change', 'changez', 'filtrer', 'filtre', 'filtrez', 'nettoyer', 'nettoie', 'nettoyez'], ['la friteuse', "l'huile de la friteuse", 'l’huile de la friteuse', "l'huile de friture", 'l’huile de friture', "l'huile usagée", 'l’huile usagée']),
      "huile de friture", 'huile de la friteuse',
    ],
  }),
  de: words({
    'fryer-using': ['fritteuse', 'fritteusen', 'fritteuse der küche'],
    'scrubber-using': ['scheuersaugmaschine', 'scheuersaugmaschinen', 'scheuersauger', 'bodenreinigungsmaschine', 'reinigungsautomat', 'bodenschrubber'],
    'slicer-using': ['aufschnittmaschine', 'aufschnittmaschinen', 'schneidemaschine', 'wurstschneidemaschine', 'allesschneider', 'fleischschneidemaschine'],
    'slicer-slicing': [
      'aufschnitt schneiden', 'schneidet aufschnitt', 'schneidet den aufschnitt', 'schneidet den schinken', 'den schinken schneiden',
      'messerschutz', 'der messerschutz',
      'schutzhaube', 'die schutzhaube', 'schalte die aufschnittmaschine', 'schaltet die aufschnittmaschine', 'die aufschnittmaschine einschalten', 'die aufschnittmaschine ausschalten',
    ],
    'slicer-cleaning': [
      ...each(['reinige', 'reinigt', 'reinigen', 'wische', 'wischt', 'desinfiziere', 'desinfiziert', 'desinfizieren', 'zerlege', 'zerlegt'], ['die aufschnittmaschine', 'die schneidemaschine', 'das messer', 'das rundmesser', 'den allesschneider']),
      ...each(['die aufschnittmaschine', 'die schneidemaschine', 'das messer', 'das rundmesser'], ['reinigen', 'abwischen', 'desinfizieren', 'säubern']),
      'aufschnittmaschine reinigen', 'von der mitte nach außen', 'von innen nach außen',
    ],
    'scrubber-driving': [
      'fährt die scheuersaugmaschine', 'schiebt die scheuersaugmaschine', 'mit der scheuersaugmaschine reinigen', 'schrubbt den boden mit der maschine',
    ],
    'scrubber-emptying': [
      ...each(['leere', 'leert', 'entleere', 'entleert', 'entleeren', 'leeren'], ['den schmutzwassertank', 'den frischwassertank', 'die scheuersaugmaschine', 'den schmutzwasserbehälter']),
      ...each(['den schmutzwassertank', 'den schmutzwasserbehälter', 'den tank der scheuersaugmaschine'], ['leeren', 'entleeren', 'ablassen']),
      'schmutzwassertank', 'schmutzwasserbehälter', 'ablassschlauch', 'schmutzwasser ablassen',
    ],
    'scrubber-filling': [
      ...each(['fülle', 'füllt', 'befülle', 'befüllt', 'füllen', 'befüllen'], ['den frischwassertank', 'die scheuersaugmaschine', 'den frischwasserbehälter', 'den reinigungsmitteltank']),
      ...each(['den frischwassertank', 'den frischwasserbehälter', 'die scheuersaugmaschine'], ['füllen', 'befüllen', 'auffüllen']),
      'frischwassertank', 'frischwasserbehälter',
    ],
    'fryer-lowering': [
      'frittierkorb', 'den frittierkorb', 'korb ins öl', 'den korb ins öl', 'pommes frittieren', 'frittiert die pommes',
      ...each(['senke', 'senkt', 'senken', 'lasse', 'lässt', 'tauche', 'taucht'], ['den korb', 'den frittierkorb']),
      ...each(['schalte', 'schaltet', 'prüfe', 'prüft', 'kontrolliere', 'kontrolliert'], ['die fritteuse', 'die öltemperatur', 'den ölstand']),
    ],
    'fryer-lifting': [
      ...each(['hebe', 'hebt', 'heben', 'nimm', 'nimmt', 'hänge', 'hängt', 'schüttle', 'schüttelt'], ['den korb', 'den frittierkorb']),
      'korb aus dem öl', 'den korb abtropfen', 'abtropfen lassen', 'lässt den korb abtropfen',
    ],
    'fryer-draining': [
      'das öl filtern', 'filtert das öl', 'filtere das öl',
      ...each(['wechsle', 'wechselt', 'wechseln', 'filtere', 'filtert', 'filtern', 'entleere', 'entleert', 'entleeren', 'reinige', 'reinigt', 'reinigen'], ['das frittieröl', 'das frittierfett', 'die fritteuse', 'das öl der fritteuse']),
      ...each(['das frittieröl', 'das frittierfett', 'die fritteuse', 'das öl der fritteuse'], ['wechseln', 'filtern', 'entleeren', 'ablassen', 'reinigen']),
      'frittieröl', 'frittierfett', 'altes frittieröl',
    ],
  }),
  it: words({
    'fryer-using': ['friggitrice professionale'],
    'scrubber-using': ['lavasciuga', 'lavasciuga pavimenti', 'lavapavimenti', 'la lavasciuga'],
    'slicer-using': ['affettatrice', 'affettatrici', "l'affettatrice", 'l’affettatrice', 'affettatrice per salumi'],
    'slicer-slicing': [
      'affetta il prosciutto', 'affettare il prosciutto', 'affettando il prosciutto', 'affetta i salumi', 'affettare i salumi',
      'il paralama', 'paralama', 'la protezione della lama', 'protezione della lama',
      ...each(['accendi', 'accende', 'accendere', 'spegni', 'spegne', 'spegnere'], ["l'affettatrice", 'l’affettatrice']),
    ],
    'slicer-cleaning': [
      ...each(['pulisci', 'pulire', 'pulisce', 'pulendo', 'sanifica', 'sanificare', 'disinfetta', 'disinfettare', 'smonta', 'smontare', 'asciuga'], ["l'affettatrice", 'l’affettatrice', 'la lama', "la lama dell'affettatrice", 'la lama dell’affettatrice']),
      'dal centro verso l’esterno', "dal centro verso l'esterno",
    ],
    'scrubber-driving': [
      'passa la lavasciuga', 'passare la lavasciuga', 'guida la lavasciuga', 'lavare il pavimento con la lavasciuga',
    ],
    'scrubber-emptying': [
      ...each(['svuota', 'svuotare', 'svuotando', 'scarica', 'scaricare', 'scaricando'], ['il serbatoio di recupero', "il serbatoio dell'acqua sporca", 'il serbatoio dell’acqua sporca', 'la lavasciuga', "l'acqua sporca", 'l’acqua sporca']),
      'serbatoio di recupero', "serbatoio dell'acqua sporca", 'serbatoio dell’acqua sporca', 'tubo di scarico',
    ],
    'scrubber-filling': [
      ...each(['riempi', 'riempire', 'riempiendo', 'riempie', 'rabbocca', 'rabboccare'], ['il serbatoio della soluzione', "il serbatoio dell'acqua pulita", 'il serbatoio dell’acqua pulita', 'la lavasciuga']),
      'serbatoio della soluzione', "serbatoio dell'acqua pulita", 'serbatoio dell’acqua pulita',
    ],
    'fryer-lowering': [
      'cestello della friggitrice', "il cestello nell'olio", 'il cestello nell’olio', 'friggere le patatine', 'frigge le patatine',
      ...each(['cala', 'calare', 'calando', 'immergi', 'immergere', 'immergendo', 'abbassa', 'abbassare'], ['il cestello', 'il cestello della friggitrice']),
      ...each(['accendi', 'accendere', 'controlla', 'controllare'], ['la friggitrice', "la temperatura dell'olio", 'la temperatura dell’olio', "il livello dell'olio", 'il livello dell’olio']),
    ],
    'fryer-lifting': [
      ...each(['solleva', 'sollevare', 'sollevando', 'alza', 'alzare', 'alzando', 'scola', 'scolare', 'scolando', 'appendi', 'appendere', 'scuoti', 'scuotere', 'estrai', 'estrarre'], ['il cestello', 'il cestello della friggitrice']),
      "cestello fuori dall'olio", 'cestello fuori dall’olio',
    ],
    'fryer-draining': [
      "filtra l'olio", "filtrare l'olio", 'filtra l’olio', 'filtrare l’olio',
      ...each(['cambia', 'cambiare', 'cambiando', 'filtra', 'filtrare', 'filtrando', 'svuota', 'svuotare', 'svuotando', 'pulisci', 'pulire'], ["l'olio della friggitrice", 'l’olio della friggitrice', 'la friggitrice', "l'olio esausto", 'l’olio esausto', "l'olio di frittura", 'l’olio di frittura']),
      "olio della friggitrice", 'olio di frittura', 'olio esausto',
    ],
  }),
  pt: words({
    'fryer-using': ['fritadeira industrial', 'fritadeira profissional'],
    'scrubber-using': ['lavadora de pisos', 'lavadora de piso', 'lavadora de chão', 'lavadora-secadora', 'lavadora secadora de pisos', 'máquina de lavar piso', 'máquina de lavar pavimentos', 'lava-pavimentos'],
    'slicer-using': ['fatiador', 'fatiadora', 'fatiador de frios', 'cortador de frios', 'máquina de fatiar', 'fiambreira', 'o fatiador', 'a fatiadora'],
    'slicer-slicing': [
      'fatia o fiambre', 'fatiar o fiambre', 'a fatiar o fiambre', 'fatiar frios', 'fatia o presunto', 'fatiar o presunto',
      'o protetor da lâmina', 'protetor da lâmina',
      'liga o fatiador', 'ligar o fatiador', 'desliga o fatiador', 'desligar o fatiador', 'ligue o fatiador', 'desligue o fatiador',
    ],
    'slicer-cleaning': [
      ...each(['limpa', 'limpar', 'limpe', 'limpando', 'a limpar', 'higieniza', 'higienizar', 'higienize', 'desinfeta', 'desinfetar', 'desmonta', 'desmontar'], ['o fatiador', 'a fatiadora', 'a lâmina', 'a lâmina do fatiador', 'a fiambreira']),
      'do centro para fora', 'do centro para a borda',
    ],
    'scrubber-driving': [
      'passa a lavadora', 'passar a lavadora', 'a passar a lavadora', 'conduz a lavadora',
    ],
    'scrubber-emptying': [
      ...each(['esvazia', 'esvaziar', 'esvazie', 'esvaziando', 'a esvaziar', 'drena', 'drenar', 'drene'], ['o tanque de recuperação', 'o tanque de água suja', 'o depósito de água suja', 'o reservatório de água suja', 'a lavadora']),
      'tanque de recuperação', 'tanque de água suja', 'depósito de água suja', 'reservatório de água suja', 'mangueira de drenagem',
    ],
    'scrubber-filling': [
      ...each(['enche', 'encher', 'encha', 'enchendo', 'a encher', 'abastece', 'abastecer', 'abasteça'], ['o tanque de solução', 'o tanque de água limpa', 'o depósito de água limpa', 'o reservatório de água limpa', 'a lavadora']),
      'tanque de solução', 'tanque de água limpa', 'depósito de água limpa', 'reservatório de água limpa',
    ],
    'fryer-lowering': [
      'cesto da fritadeira', 'o cesto no óleo', 'fritar as batatas', 'a fritar batatas', 'frita as batatas',
      ...each(['baixa', 'baixar', 'baixe', 'a baixar', 'mergulha', 'mergulhar', 'mergulhe', 'a mergulhar'], ['o cesto', 'o cesto da fritadeira']),
      ...each(['liga', 'ligar', 'ligue', 'verifica', 'verificar', 'verifique'], ['a fritadeira', 'a temperatura do óleo', 'o nível do óleo']),
    ],
    'fryer-lifting': [
      ...each(['levanta', 'levantar', 'levante', 'a levantar', 'retira', 'retirar', 'retire', 'a retirar', 'escorre', 'escorrer', 'escorra', 'a escorrer', 'pendura', 'pendurar', 'pendure', 'sacode', 'sacudir'], ['o cesto', 'o cesto da fritadeira']),
      'cesto fora do óleo',
    ],
    'fryer-draining': [
      'filtra o óleo', 'filtrar o óleo', 'filtre o óleo', 'a filtrar o óleo',
      ...each(['troca', 'trocar', 'troque', 'a trocar', 'filtra', 'filtrar', 'filtre', 'a filtrar', 'esvazia', 'esvaziar', 'esvazie', 'a esvaziar', 'limpa', 'limpar', 'limpe', 'a limpar'], ['o óleo da fritadeira', 'a fritadeira', 'o óleo usado', 'o óleo de fritura']),
      'óleo da fritadeira', 'óleo de fritura',
    ],
  }),
  nl: words({
    'fryer-using': ['friteuse', 'frituurpan', 'frituur', 'de friteuse', 'de frituurpan'],
    'scrubber-using': ['schrobmachine', 'schrobzuigmachine', 'schrobmachines', 'schrobzuigmachines', 'de schrobmachine', 'de schrobzuigmachine'],
    'slicer-using': ['snijmachine', 'vleessnijmachine', 'vleeswarensnijmachine', 'de snijmachine', 'snijmachines'],
    'slicer-slicing': [
      'vleeswaren snijden', 'snijdt de vleeswaren', 'snijdt de ham', 'ham snijden',
      'mesbeschermer', 'de mesbeschermer', 'beschermkap', 'de beschermkap',
      'zet de snijmachine aan', 'zet de snijmachine uit', 'snijmachine aanzetten', 'snijmachine uitzetten',
    ],
    'slicer-cleaning': [
      ...each(['maak', 'maakt', 'reinig', 'reinigt', 'reinigen', 'veeg', 'veegt', 'desinfecteer', 'desinfecteert'], ['de snijmachine', 'het mes', 'het mes van de snijmachine']),
      'de snijmachine schoonmaken', 'snijmachine schoonmaken', 'het mes schoonmaken', 'van het midden naar buiten',
    ],
    'scrubber-driving': [
      'rijdt met de schrobmachine', 'duwt de schrobmachine', 'schrobt de vloer', 'vloer schrobben', 'vloer schrobben met de machine',
    ],
    'scrubber-emptying': [
      ...each(['leeg', 'leegt', 'legen', 'maak', 'maakt'], ['de vuilwatertank', 'de opvangtank', 'de schrobmachine', 'de schrobzuigmachine', 'het vuile water']),
      'vuilwatertank', 'vuilwatertank legen', 'opvangtank', 'aftapslang', 'afvoerslang',
    ],
    'scrubber-filling': [
      ...each(['vul', 'vult', 'vullen', 'bijvullen'], ['de schoonwatertank', 'de oplossingstank', 'de schrobmachine', 'de schrobzuigmachine']),
      'schoonwatertank', 'oplossingstank', 'schoonwatertank vullen',
    ],
    'fryer-lowering': [
      'frituurmand', 'de frituurmand', 'mand in de olie', 'friet bakken', 'bakt de friet',
      ...each(['laat', 'zak', 'dompel', 'dompelt'], ['de mand', 'de frituurmand']),
      ...each(['zet', 'zet de', 'controleer', 'controleert'], ['de friteuse', 'de frituurpan', 'de olietemperatuur', 'het oliepeil']),
    ],
    'fryer-lifting': [
      ...each(['til', 'tilt', 'haal', 'haalt', 'hang', 'hangt', 'schud', 'schudt'], ['de mand', 'de frituurmand']),
      'mand uit de olie', 'laat de mand uitlekken', 'laten uitlekken',
    ],
    'fryer-draining': [
      'filter de olie', 'filtert de olie', 'de olie filteren',
      ...each(['ververs', 'ververst', 'verversen', 'filter', 'filtert', 'filteren', 'tap', 'tapt', 'leeg', 'leegt', 'reinig', 'reinigt'], ['de frituurolie', 'de friteuse', 'de frituurpan', 'de olie van de friteuse']),
      'frituurolie', 'frituurvet', 'frituurolie verversen',
    ],
  }),
};

/** The Latin-script steps of every other language, for the English lexicon. */
export const TOOL_STEPS_KEPT_IN_THEIR_LANGUAGE: Record<string, Pose> = {
  ...TOOL_WORDS.es, ...TOOL_WORDS.fr, ...TOOL_WORDS.de, ...TOOL_WORDS.it, ...TOOL_WORDS.pt, ...TOOL_WORDS.nl,
};
