/**
 * A warehouse's trainings in each language's words (illustrations/pallet-jack.ts): a pallet jack's forks checked lowered,
 * slid under the pallet, the tiller pumped to raise it, the load pushed (not pulled), pulled and turned, the jack parked
 * with its forks down; cartons stacked on a pallet, its load wrapped in film, a carton's barcode scanned; the marked pedestrian
 * aisle walked (a warehouse's only in one: actions.ts `needs`, else a walk). Spread last into
 * each lexicon's poses: the longer phrase wins at its place ("checking the forks are lowered" over a forklift's "checking the
 * forks"), and "pulling a pallet truck" is pulling it. Like safety-words.ts, the Latin-script steps are listed for the English
 * lexicon too: a training's step is often kept in its language after the planner's English lead.
 */
import type { Pose } from '../scene-graph';

const words = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

/** Every verb before every object: "check the forks are lowered", "making sure the forks are down". */
const each = (verbs: readonly string[], objects: readonly string[]): string[] => verbs.flatMap((v) => objects.map((o) => `${v} ${o}`));

export const WAREHOUSE_WORDS = {
  en: words({
    'jack-check': [
      ...each(['checking', 'check', 'checks', 'making sure', 'make sure', 'makes sure'], ['the forks are lowered', 'the forks are fully lowered', 'the forks are down', 'that the forks are lowered', 'that the forks are down']),
      'forks are lowered', 'forks are fully lowered', 'forks are down', 'forks are all the way down',
      ...each(['checking', 'check', 'checks', 'inspecting', 'inspect', 'inspects'], ['the pallet jack', 'the jack', 'the pallet truck']),
    ],
    'jack-sliding': [
      'sliding the forks', 'slide the forks', 'slides the forks', 'inserting the forks', 'insert the forks', 'inserts the forks', 'forks under the pallet', 'forks fully under',
      'fully under the pallet', 'lining up the forks', 'line up the forks', 'lines up the forks', 'aligning the forks', 'align the forks', 'positioning the forks', 'position the forks',
    ],
    'jack-pumping': [
      'pumping the handle', 'pump the handle', 'pumps the handle', 'pumping the tiller', 'pump the tiller', 'pumping the jack', 'pump the jack', 'pumping the lever', 'pump the lever',
      'jacking up', 'jack up', 'raise the pallet', 'raising the pallet', 'raises the pallet', 'lift the pallet', 'lifting the pallet', 'lifts the pallet',
    ],
    'pallet-truck': [
      "push don't pull", 'push dont pull', 'push do not pull', 'push rather than pull', 'push never pull', 'pushing not pulling', 'pushing the pallet jack', 'push the pallet jack',
      'pushes the pallet jack', 'pushing the jack', 'push the jack', 'pushing the load', 'push the load', 'pushes the load', 'pushing the pallet truck', 'push the pallet truck',
      'moving the pallet', 'move the pallet', 'moving a pallet', 'moves the pallet', 'hand pallet truck', 'pallet jacks', 'pallet trucks',
    ],
    'jack-pulling': [
      'pulling the pallet jack', 'pull the pallet jack', 'pulls the pallet jack', 'pulling the jack', 'pull the jack', 'pulling a pallet truck', 'pulling the pallet truck',
      'pulling a pallet', 'pulling the pallet', 'pulling the load', 'pull the load', 'turning the pallet jack', 'turn the pallet jack', 'turns the pallet jack', 'turning the jack',
      'steering the pallet jack', 'steer the pallet jack', 'steering the jack', 'steer the jack',
    ],
    'jack-parking': [
      'parking the pallet jack', 'park the pallet jack', 'parks the pallet jack', 'parking the jack', 'park the jack', 'park it with the forks', 'parking it with the forks',
      'park with the forks', 'parking with the forks', 'parked with the forks', 'lower the forks', 'lowering the forks', 'lowers the forks', 'lower the pallet', 'lowering the pallet',
      'returning the pallet jack', 'return the pallet jack', 'storing the pallet jack', 'store the pallet jack', 'parking the pallet truck', 'park the pallet truck',
    ],
    'pallet-stacking': [
      'stacking boxes on a pallet', 'stacking boxes on the pallet', 'stack boxes on the pallet', 'stacks boxes on the pallet', 'stacking cartons on', 'stacking the pallet',
      'stack the pallet', 'building a pallet', 'building the pallet', 'build the pallet', 'loading a pallet', 'loading the pallet', 'load the pallet', 'loads the pallet',
      'heaviest boxes at the bottom', 'heavy boxes at the bottom', 'heaviest items at the bottom', 'heavier boxes at the bottom',
      ...each(['stacking', 'stack', 'stacks', 'placing', 'place', 'places', 'putting', 'put', 'puts', 'loading', 'load', 'loads'], ['the heaviest boxes', 'heaviest boxes', 'the heaviest items', 'the heavier boxes', 'heavy boxes at the bottom']),
    ],
    'pallet-wrapping': [
      'wrapping the pallet', 'wrap the pallet', 'wraps the pallet', 'wrapping a pallet', 'shrink wrapping', 'shrink wrap', 'shrinkwrap', 'stretch wrap', 'stretch wrapping',
      'stretch film', 'wrapping the load', 'wrap the load', 'wraps the load', 'pallet wrap', 'pallet wrapping',
    ],
    'scanning-box': [
      'scanning the barcode', 'scan the barcode', 'scans the barcode', 'scanning a barcode', 'scanning barcodes', 'scanning the barcodes', 'barcode scanner', 'handheld scanner',
      'scanning the box', 'scan the box', 'scans the box', 'scanning each box', 'scan each box', 'scanning the boxes', 'scanning the label', 'scan the label', 'scanning the parcel',
      'scanning parcels', 'scanning packages', 'scanning the carton',
    ],
    'aisle-walking': [
      ...each(['walking in', 'walk in', 'walks in', 'walking along', 'walk along', 'walks along', 'keeping to', 'keep to', 'keeps to', 'staying in', 'stay in', 'stays in', 'using', 'use'], ['the aisle', 'the marked aisle', 'the marked aisles', 'the walkway', 'the walkways', 'the pedestrian walkway', 'marked aisles', 'walkways']),
      'marked aisle', 'marked aisles', 'marked walkway', 'pedestrian walkway', 'pedestrian walkways', 'pedestrian aisle', 'pedestrian route', 'walkway', 'walkways', 'walk slowly', 'walking slowly',
    ],
  }),
  es: words({
    'jack-check': [
      'comprobar que las horquillas están bajadas', 'comprueba que las horquillas están bajadas', 'comprobando que las horquillas están bajadas', 'las horquillas están bajadas',
      'horquillas están bajadas', 'horquillas estén bajadas', 'horquillas bajadas', 'revisa la transpaleta', 'revisar la transpaleta', 'revisando la transpaleta',
      'inspecciona la transpaleta', 'inspeccionar la transpaleta',
    ],
    'jack-sliding': [
      'introduce las horquillas', 'introducir las horquillas', 'introduciendo las horquillas', 'desliza las horquillas', 'deslizar las horquillas', 'deslizando las horquillas',
      'mete las horquillas', 'meter las horquillas', 'metiendo las horquillas', 'horquillas bajo el palé', 'horquillas debajo del palé',
    ],
    'jack-pumping': [
      'bombea la palanca', 'bombear la palanca', 'bombeando la palanca', 'bombea el timón', 'bombear el timón', 'bombeando el timón', 'bombea', 'bombear', 'bombeando',
      'eleva el palé', 'elevar el palé', 'elevando el palé', 'levanta el palé', 'levantar el palé', 'levantando el palé',
    ],
    'pallet-truck': [
      'empuja la transpaleta', 'empujar la transpaleta', 'empujando la transpaleta', 'empuja no tires', 'empujar no tirar', 'empujar y no tirar', 'empuja en lugar de tirar',
      'empujar en lugar de tirar', 'transpaletas',
    ],
    'jack-pulling': [
      'tira de la transpaleta', 'tirar de la transpaleta', 'tirando de la transpaleta', 'arrastra la transpaleta', 'arrastrar la transpaleta', 'arrastrando la transpaleta',
      'gira la transpaleta', 'girar la transpaleta', 'girando la transpaleta',
    ],
    'jack-parking': [
      'aparca la transpaleta', 'aparcar la transpaleta', 'aparcando la transpaleta', 'estaciona la transpaleta', 'estacionar la transpaleta', 'deja la transpaleta',
      'dejar la transpaleta', 'baja las horquillas', 'bajar las horquillas', 'bajando las horquillas', 'con las horquillas bajadas',
    ],
    'pallet-stacking': [
      'apila las cajas en el palé', 'apilar las cajas en el palé', 'apilar cajas en el palé', 'apilando cajas en el palé', 'apilando cajas sobre el palé', 'cajas sobre el palé',
      'montar el palé', 'monta el palé', 'montando el palé', 'cargar el palé', 'carga el palé', 'cargando el palé',
    ],
    'pallet-wrapping': [
      'envuelve el palé', 'envolver el palé', 'envolviendo el palé', 'film estirable', 'film extensible', 'retractila el palé', 'retractilar el palé', 'retractilando el palé',
      'enfilma el palé', 'enfilmar el palé', 'enfilmando el palé',
    ],
    'scanning-box': [
      'escanea el código de barras', 'escanear el código de barras', 'escaneando el código de barras', 'escanea la caja', 'escanear la caja', 'escaneando la caja',
      'escaneando las cajas', 'escanea la etiqueta', 'escanear la etiqueta', 'escaneando la etiqueta', 'lector de códigos de barras', 'pistola de escaneo',
    ],
    'aisle-walking': [
      'pasillo peatonal', 'pasillos peatonales', 'camina por el pasillo', 'caminar por el pasillo', 'caminando por el pasillo', 'pasillo señalizado', 'pasillos señalizados',
      'zona peatonal señalizada',
    ],
  }),
  fr: words({
    'jack-check': [
      'vérifier que les fourches sont baissées', 'vérifiez que les fourches sont baissées', 'vérifie que les fourches sont baissées', 'vérifiant que les fourches sont baissées',
      'les fourches sont baissées', 'fourches sont baissées', 'fourches baissées', 'fourches en position basse', 'vérifier le transpalette', 'vérifiez le transpalette',
      'vérifie le transpalette', 'contrôler le transpalette', 'contrôlez le transpalette', 'contrôle le transpalette',
    ],
    'jack-sliding': [
      'glisser les fourches', 'glissez les fourches', 'glisse les fourches', 'glissant les fourches', 'engager les fourches', 'engagez les fourches', 'engage les fourches',
      'engageant les fourches', 'insérer les fourches', 'insérez les fourches', 'insère les fourches', 'fourches sous la palette', 'complètement sous la palette',
    ],
    'jack-pumping': [
      'pomper avec le timon', 'pompez avec le timon', 'pompe avec le timon', 'pompant avec le timon', 'actionner le timon', 'actionnez le timon', 'actionne le timon',
      'pomper', 'pompez', 'pompant', 'lever la palette', 'levez la palette', 'lève la palette', 'soulever la palette', 'soulevez la palette', 'soulève la palette',
      'soulevant la palette',
    ],
    'pallet-truck': [
      'pousser le transpalette', 'poussez le transpalette', 'pousse le transpalette', 'poussant le transpalette', 'pousser sans tirer', 'poussez sans tirer',
      'poussez ne tirez pas', 'pousser plutôt que tirer', 'poussez plutôt que de tirer', 'transpalettes',
    ],
    'jack-pulling': [
      'tirer le transpalette', 'tirez le transpalette', 'tire le transpalette', 'tirant le transpalette', 'tourner le transpalette', 'tournez le transpalette',
      'tourne le transpalette', 'tournant le transpalette', 'diriger le transpalette', 'dirigez le transpalette',
    ],
    'jack-parking': [
      'garer le transpalette', 'garez le transpalette', 'gare le transpalette', 'garant le transpalette', 'ranger le transpalette', 'rangez le transpalette',
      'range le transpalette', 'rangeant le transpalette', 'baisser les fourches', 'baissez les fourches', 'baisse les fourches', 'baissant les fourches',
      'descendre les fourches', 'descendez les fourches',
    ],
    'pallet-stacking': [
      'empiler les cartons sur la palette', 'empilez les cartons sur la palette', 'empile les cartons sur la palette', 'empile des cartons sur la palette',
      'empilant des cartons', 'cartons sur la palette', 'charger la palette', 'chargez la palette', 'charge la palette', 'chargeant la palette', 'monter la palette',
      'constituer la palette',
    ],
    'pallet-wrapping': [
      'filmer la palette', 'filmez la palette', 'filme la palette', 'filmant la palette', 'film étirable', 'emballer la palette', 'emballez la palette', 'emballe la palette',
      'banderoler la palette', 'banderolez la palette', 'banderole la palette',
    ],
    'scanning-box': [
      'scanner le code barre', 'scannez le code barre', 'scanne le code barre', 'scannant le code barre', 'scanner le code barres', 'scanne le code barres',
      'scanner les colis', 'scanne les colis', 'scannez les colis', 'scanner le carton', 'scanne le carton', 'scannez le carton', 'douchette', 'lecteur de codes barres',
    ],
    'aisle-walking': [
      'allée piétonne', 'allées piétonnes', 'marche dans l allée', 'marcher dans l allée', 'marchant dans l allée', 'cheminement piéton', 'allée balisée', 'allées balisées',
    ],
  }),
  de: words({
    'jack-check': [
      'gabeln abgesenkt', 'die gabeln abgesenkt', 'gabeln ganz abgesenkt', 'gabeln sind abgesenkt', 'hubwagen prüfen', 'prüft den hubwagen', 'prüfen sie den hubwagen',
      'kontrolliert den hubwagen', 'hubwagen kontrollieren',
    ],
    'jack-sliding': [
      'gabeln unter die palette', 'schiebt die gabeln', 'gabeln einfahren', 'fährt die gabeln', 'gabeln ganz unter', 'ganz unter die palette',
      'schieben sie die gabeln',
    ],
    'jack-pumping': [
      'deichsel pumpen', 'pumpt mit der deichsel', 'mit der deichsel pumpen', 'pumpt', 'pumpen', 'palette anheben', 'hebt die palette an', 'hebt die palette', 'pumpbewegung',
    ],
    'pallet-truck': [
      'hubwagen schieben', 'schieben nicht ziehen', 'schieben statt ziehen', 'schiebt statt zu ziehen', 'schieben sie den hubwagen', 'handhubwagen', 'gabelhubwagen',
    ],
    'jack-pulling': [
      'zieht den hubwagen', 'hubwagen ziehen', 'ziehen sie den hubwagen', 'lenkt den hubwagen', 'hubwagen lenken', 'dreht den hubwagen', 'hubwagen drehen',
    ],
    'jack-parking': [
      'hubwagen abstellen', 'stellt den hubwagen ab', 'stellen sie den hubwagen ab', 'parkt den hubwagen', 'hubwagen parken', 'gabeln absenken', 'senkt die gabeln',
      'senken sie die gabeln', 'lässt die gabeln ab', 'gabeln ablassen',
    ],
    'pallet-stacking': [
      'kartons auf die palette', 'stapelt kartons', 'stapelt die kartons', 'palette beladen', 'belädt die palette', 'palette packen', 'packt die palette',
    ],
    'pallet-wrapping': [
      'palette wickeln', 'wickelt die palette', 'stretchfolie', 'folie wickeln', 'mit folie umwickeln', 'umwickelt die palette', 'palette einwickeln',
    ],
    'scanning-box': [
      'barcode scannen', 'scannt den barcode', 'scannen sie den barcode', 'scannt das paket', 'scannt den karton', 'handscanner', 'strichcode', 'etikett scannen',
      'scannt das etikett',
    ],
    'aisle-walking': [
      'fußgängerweg', 'fußweg', 'geht im gang', 'im gang gehen', 'verkehrsweg', 'verkehrswege', 'markierten gang', 'markierten weg', 'gekennzeichneten gang', 'gekennzeichneten weg',
    ],
  }),
  it: words({
    'jack-check': [
      'controllare che le forche siano abbassate', 'controlla che le forche siano abbassate', 'controllando che le forche siano abbassate', 'forche siano abbassate',
      'forche abbassate', 'controllare il transpallet', 'controlla il transpallet', 'controllando il transpallet',
    ],
    'jack-sliding': [
      'infilare le forche', 'infila le forche', 'infilando le forche', 'inserire le forche', 'inserisci le forche', 'inserendo le forche', 'forche sotto il pallet', 'completamente sotto il pallet',
    ],
    'jack-pumping': [
      'pompare il timone', 'pompa il timone', 'pompando il timone', 'pompare con il timone', 'pompa con il timone', 'pompare', 'pompando', 'sollevare il pallet',
      'solleva il pallet', 'sollevando il pallet', 'alzare il pallet', 'alza il pallet',
    ],
    'pallet-truck': [
      'transpallet', 'spingere il transpallet', 'spingi il transpallet', 'spinge il transpallet', 'spingendo il transpallet', 'spingere non tirare', 'spingi non tirare',
      'spingere invece di tirare',
    ],
    'jack-pulling': [
      'tirare il transpallet', 'tira il transpallet', 'tirando il transpallet', 'girare il transpallet', 'gira il transpallet', 'girando il transpallet',
      'trainare il transpallet', 'traina il transpallet',
    ],
    'jack-parking': [
      'parcheggiare il transpallet', 'parcheggia il transpallet', 'parcheggiando il transpallet', 'riporre il transpallet', 'riponi il transpallet', 'abbassare le forche',
      'abbassa le forche', 'abbassando le forche', 'con le forche abbassate',
    ],
    'pallet-stacking': [
      'impilare le scatole sul pallet', 'impila le scatole sul pallet', 'impilando le scatole', 'scatole sul pallet', 'caricare il pallet', 'carica il pallet', 'caricando il pallet',
    ],
    'pallet-wrapping': [
      'avvolgere il pallet', 'avvolge il pallet', 'avvolgi il pallet', 'avvolgendo il pallet', 'film estensibile', 'fasciare il pallet', 'fascia il pallet', 'fasciando il pallet',
      'filmare il pallet',
    ],
    'scanning-box': [
      'scansionare il codice a barre', 'scansiona il codice a barre', 'scansionando il codice a barre', 'codice a barre', 'lettore di codici a barre', 'scansiona la scatola',
      'scansionando i pacchi', 'scansiona il collo',
    ],
    'aisle-walking': [
      'corridoio pedonale', 'corsia pedonale', 'percorso pedonale', 'percorsi pedonali', 'cammina nel corridoio', 'camminare nel corridoio', 'camminando nel corridoio',
    ],
  }),
  pt: words({
    'jack-check': [
      'verificar se os garfos estão baixados', 'verifique se os garfos estão baixados', 'verifica se os garfos estão baixados', 'os garfos estão baixados',
      'garfos estão baixados', 'garfos baixados', 'verificar os garfos', 'verifique os garfos', 'a verificar os garfos', 'verificar o porta paletes',
      'verifique o porta paletes', 'inspecionar o porta paletes',
    ],
    'jack-sliding': [
      'deslizar os garfos', 'deslize os garfos', 'desliza os garfos', 'deslizando os garfos', 'a deslizar os garfos', 'inserir os garfos', 'insira os garfos',
      'introduzir os garfos', 'introduza os garfos', 'garfos por baixo da palete', 'garfos debaixo da palete', 'garfos sob a palete',
    ],
    'jack-pumping': [
      'bombear a alavanca', 'bombeie a alavanca', 'bombeia a alavanca', 'bombeando a alavanca', 'a bombear', 'bombear o timão', 'bombeie o timão', 'bombear', 'bombeie',
      'bombeando', 'levantar a palete', 'levante a palete', 'levanta a palete', 'elevar a palete', 'eleve a palete',
    ],
    'pallet-truck': [
      'porta paletes', 'paleteira', 'transpalete', 'empurrar o porta paletes', 'empurre o porta paletes', 'empurra o porta paletes', 'empurrando o porta paletes',
      'a empurrar o porta paletes', 'empurrar não puxar', 'empurre não puxe', 'empurre em vez de puxar', 'empurrar em vez de puxar', 'empurrar a paleteira', 'empurre a paleteira',
    ],
    'jack-pulling': [
      'puxar o porta paletes', 'puxe o porta paletes', 'puxa o porta paletes', 'puxando o porta paletes', 'a puxar o porta paletes', 'virar o porta paletes',
      'vire o porta paletes', 'puxar a paleteira', 'puxe a paleteira',
    ],
    'jack-parking': [
      'estacionar o porta paletes', 'estacione o porta paletes', 'estaciona o porta paletes', 'estacionando o porta paletes', 'arrumar o porta paletes', 'guardar o porta paletes',
      'baixar os garfos', 'baixe os garfos', 'baixa os garfos', 'baixando os garfos', 'com os garfos baixados',
    ],
    'pallet-stacking': [
      'empilhar caixas na palete', 'empilhe as caixas na palete', 'empilha caixas na palete', 'empilhando caixas', 'caixas na palete', 'carregar a palete', 'carregue a palete',
      'montar a palete',
    ],
    'pallet-wrapping': [
      'envolver a palete', 'envolva a palete', 'envolve a palete', 'envolvendo a palete', 'filme estirável', 'filmar a palete', 'embalar a palete', 'embale a palete',
      'plastificar a palete',
    ],
    'scanning-box': [
      'ler o código de barras', 'a ler o código de barras', 'leia o código de barras', 'a ler a etiqueta', 'escanear o código de barras', 'escaneie o código de barras', 'digitalizar o código de barras', 'código de barras',
      'leitor de código de barras', 'ler a etiqueta', 'leia a etiqueta',
    ],
    'aisle-walking': [
      'via pedonal', 'vias pedonais', 'passagem pedonal', 'percurso pedonal', 'zona pedonal sinalizada',
    ],
  }),
  nl: words({
    'jack-check': [
      'controleer of de vorken omlaag staan', 'controleren of de vorken omlaag staan', 'de vorken omlaag staan', 'vorken omlaag', 'vorken helemaal omlaag',
      'controleer de palletwagen', 'controleert de palletwagen', 'palletwagen controleren',
    ],
    'jack-sliding': [
      'schuif de vorken', 'schuift de vorken', 'vorken onder de pallet', 'helemaal onder de pallet', 'vorken in de pallet', 'steek de vorken',
    ],
    'jack-pumping': [
      'pomp met de hendel', 'pompt met de hendel', 'pompen met de hendel', 'pomp met de disselboom', 'pompt met de disselboom', 'pompen', 'pompt', 'til de pallet op',
      'tilt de pallet op', 'pallet optillen',
    ],
    'pallet-truck': [
      'palletwagen', 'palletkrik', 'pompwagen', 'duw de palletwagen', 'duwt de palletwagen', 'palletwagen duwen', 'duwen niet trekken', 'duwen in plaats van trekken',
      'duw in plaats van trek',
    ],
    'jack-pulling': [
      'trek de palletwagen', 'trekt de palletwagen', 'palletwagen trekken', 'draai de palletwagen', 'draait de palletwagen', 'stuur de palletwagen',
    ],
    'jack-parking': [
      'parkeer de palletwagen', 'parkeert de palletwagen', 'palletwagen parkeren', 'zet de palletwagen weg', 'laat de vorken zakken', 'vorken laten zakken',
      'met de vorken omlaag',
    ],
    'pallet-stacking': [
      'dozen op de pallet stapelen', 'stapel de dozen op de pallet', 'stapelt dozen op de pallet', 'dozen op de pallet', 'pallet laden', 'laad de pallet', 'laadt de pallet',
      'pallet opbouwen', 'bouw de pallet op',
    ],
    'pallet-wrapping': [
      'pallet wikkelen', 'wikkel de pallet', 'wikkelt de pallet', 'rekfolie', 'stretchfolie', 'pallet inpakken', 'pakt de pallet in', 'pak de pallet in',
    ],
    'scanning-box': [
      'barcode scannen', 'scan de barcode', 'scant de barcode', 'scan het label', 'scant het label', 'scan de doos', 'scant de doos', 'handscanner', 'barcodescanner',
    ],
    'aisle-walking': [
      'looppad', 'looppaden', 'voetgangerspad', 'loopt in het gangpad', 'lopen in het gangpad', 'gemarkeerde gangpad', 'gemarkeerde looppad',
    ],
  }),
};

/** The Latin-script steps of every other language, for the English lexicon. */
export const WAREHOUSE_STEPS_KEPT_IN_THEIR_LANGUAGE: Record<string, Pose> = {
  ...WAREHOUSE_WORDS.es, ...WAREHOUSE_WORDS.fr, ...WAREHOUSE_WORDS.de, ...WAREHOUSE_WORDS.it, ...WAREHOUSE_WORDS.pt, ...WAREHOUSE_WORDS.nl,
};
