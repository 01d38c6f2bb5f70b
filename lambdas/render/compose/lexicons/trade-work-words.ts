/**
 * Trades at their everyday work in each language's words (actions.ts: patching-tyre, drawing-bread, grilling, and
 * the garage's and the bakery's own): a puncture mended, a tube changed or a chain fixed at the bike stand; a
 * car's wheel changed, its tyres or its engine checked, a car collected and its keys handed over; bread, pretzels, rolls or
 * croissants taken out of the oven, bread bought or sold at the bakery's counter; food on the grill. Spread into each
 * language's poses.
 */
import type { ConceptId } from '../concepts';
import type { Pose } from '../scene-graph';

const words = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

export const TRADE_WORK_WORDS = {
  en: words({
    'patching-tyre': [
      'patching a tyre', 'patching a tire', 'patching the tyre', 'patching the tire', 'patches a tyre', 'patches a tire', 'mending a puncture', 'mends a puncture',
      'mending a tyre', 'mending a tire', 'fixing a puncture', 'fixes a puncture', 'repairing a puncture', 'fixing a flat', 'fixes a flat', 'changing a tube',
      'changing the tube', 'changing an inner tube', 'changing the inner tube', 'changes the inner tube', 'replacing the inner tube', 'fixing a chain', 'fixing the chain', 'fixes the chain',
      'fixing a bike chain', 'repairing the chain', 'repairing a chain', 'oiling the chain', 'puncture repair',
    ],
    'drawing-bread': [
      'taking bread out of the oven', 'taking bread from the oven', 'takes bread out of the oven', 'taking the bread out', 'taking loaves out', 'taking the loaves out',
      'pulling bread from the oven', 'pulling loaves', 'drawing loaves', 'loaves out of the oven', 'bread out of the oven', 'bread from the oven', 'deck oven',
    ],
    grilling: ['grilling', 'grills', 'at the grill', 'on the grill', 'at the griddle', 'on the griddle', 'barbecuing', 'flipping burgers', 'a la plancha', 'à la plancha'],
    'changing-wheel': ['changing a tyre', 'changing a tire', 'changing the tyre', 'changing the tire', 'changes a tyre', 'changes a tire', 'changes the tyre', 'changes the tire', 'changing a wheel', 'changing the wheel', 'changes a wheel', 'changes the wheel', 'changing tyres', 'changing tires', 'changing the tyres', 'fitting new tyres', 'fitting a new tyre', 'fitting the spare', 'putting on the spare', 'puts on the spare', 'tyre change', 'tire change', 'wheel change', 'taking the wheel off', 'takes the wheel off', 'removing the wheel', 'swapping the tyres', 'rotating the tyres', 'rotating the tires', 'taking off the wheel', 'takes off the wheel'],
    'handing-keys': ['collecting his car', 'collecting her car', 'collecting their car', 'collecting the car', 'collects his car', 'collects her car', 'collects their car', 'collects the car', 'picking up his car', 'picking up her car', 'picking up their car', 'picking up the car', 'picks up his car', 'picks up her car', 'picks up the car', 'handing over the keys', 'hands over the keys', 'handing back the keys', 'hands back the keys', 'handing the keys', 'hands the keys', 'handing over the car keys', 'hands over the car keys', 'gives back the keys', 'giving back the keys'],
    'drawing-pretzels': ['pretzels out of the oven', 'taking pretzels out', 'taking the pretzels out', 'takes the pretzels out', 'takes pretzels out', 'pulling pretzels', 'baking pretzels', 'bakes pretzels'],
    'drawing-rolls': ['rolls out of the oven', 'taking rolls out', 'taking the rolls out', 'takes the rolls out', 'baking rolls', 'bakes rolls', 'baking bread rolls'],
    'drawing-croissants': ['croissants out of the oven', 'pastries out of the oven', 'taking croissants out', 'taking the croissants out', 'takes the croissants out', 'pulling croissants', 'baking croissants', 'bakes croissants'],
    'buying-bread': ['buying bread', 'buys bread', 'buying a loaf', 'buys a loaf', 'buying rolls', 'buys rolls', 'buying bread rolls', 'buying croissants', 'buys croissants', 'buying a croissant', 'buys a croissant', 'buying pastries', 'buys pastries', 'buying a baguette', 'buys a baguette', 'buying pretzels', 'buying a pretzel', 'buys a pretzel'],
    'checking-tyres': ['checking tyre pressure', 'checking the tyre pressure', 'checks the tyre pressure', 'checks tyre pressure', 'checking tire pressure', 'checking the tire pressure', 'checks tire pressure', 'checking the tyres', 'checking the tires', 'checks the tyres', 'checks the tires', 'tyre pressure', 'tire pressure', 'inflating the tyres', 'inflating the tires', 'pumping up the tyres', 'pumping up the tires'],
    'selling-bread': ['selling bread', 'sells bread', 'selling a loaf', 'sells a loaf', 'selling rolls', 'sells rolls', 'selling croissants', 'sells croissants', 'selling pastries', 'sells pastries', 'selling pretzels', 'handing a bag of bread', 'hands a bag of bread', 'handing over the bread', 'hands over the bread', 'handing a loaf', 'hands a loaf', 'handing a baguette', 'hands a baguette', 'bagging bread', 'bagging the bread'],
    'checking-engine': ['under the bonnet', 'under the hood', 'checking the engine', 'checks the engine', 'looking at the engine', 'looks at the engine', 'working on the engine', 'works on the engine', 'checking the oil', 'checks the oil', 'engine check', 'servicing the engine'],
  }),
  es: words({
    'patching-tyre': [
      'reparar un pinchazo', 'reparando un pinchazo', 'repara un pinchazo', 'arreglando un pinchazo', 'arregla un pinchazo', 'parchea', 'parcheando', 'parchear',
      'reparando una rueda', 'cambiando la cámara', 'cambia la cámara', 'reparando la cadena', 'arreglando la cadena', 'repara la cadena', 'arregla la cadena',
    ],
    'drawing-bread': ['sacando pan del horno', 'saca el pan del horno', 'sacando el pan del horno', 'saca pan del horno', 'sacar el pan del horno'],
    grilling: ['a la parrilla', 'en la parrilla', 'a la plancha', 'en la plancha', 'asando', 'haciendo una parrillada', 'en la barbacoa'],
    'changing-wheel': ['cambiando una rueda', 'cambia una rueda', 'cambiar una rueda', 'cambiando la rueda', 'cambia la rueda', 'cambiar la rueda', 'cambiando un neumático', 'cambia un neumático', 'cambiar un neumático', 'cambiando el neumático', 'cambia el neumático', 'cambiando las ruedas', 'cambia las ruedas', 'cambiando los neumáticos', 'cambia los neumáticos', 'cambio de rueda', 'cambio de neumáticos', 'cambiando una llanta', 'cambia la llanta', 'cambiando la llanta', 'quita la rueda', 'quitando la rueda', 'desmonta la rueda', 'desmontando la rueda'],
    'handing-keys': ['recogiendo su coche', 'recoge su coche', 'recoger su coche', 'recogiendo el coche', 'recoge el coche', 'recogiendo su carro', 'recoge su carro', 'recogiendo su auto', 'recoge su auto', 'entrega las llaves', 'entregando las llaves', 'le entrega las llaves', 'devuelve las llaves', 'devolviendo las llaves'],
    'drawing-pretzels': ['saca los pretzels', 'sacando los pretzels', 'pretzels del horno', 'saca los bretzels'],
    'drawing-rolls': ['saca los panecillos', 'sacando los panecillos', 'panecillos del horno'],
    'drawing-croissants': ['saca los cruasanes', 'saca los croissants', 'sacando los croissants', 'sacando los cruasanes', 'croissants del horno', 'cruasanes del horno', 'bollos del horno', 'saca la bollería', 'bollería del horno'],
    'buying-bread': ['compra pan', 'compra el pan', 'comprando pan', 'comprando el pan', 'comprar pan', 'compra una barra', 'compra una barra de pan', 'compra una baguette', 'compra croissants', 'compra cruasanes', 'compra un cruasán', 'compra panecillos', 'compra bollos', 'comprando una barra'],
    'checking-tyres': ['comprobando la presión', 'comprueba la presión', 'revisando la presión', 'revisa la presión', 'presión de los neumáticos', 'presión de las ruedas', 'revisando los neumáticos', 'revisa los neumáticos', 'inflando los neumáticos', 'infla los neumáticos', 'inflando las ruedas'],
    'selling-bread': ['vende pan', 'vende el pan', 'vendiendo pan', 'vendiendo el pan', 'vende una barra', 'vende cruasanes', 'vende croissants', 'vende bollos', 'entrega el pan', 'entregando el pan', 'le da el pan', 'le entrega el pan'],
    'checking-engine': ['bajo el capó', 'revisando el motor', 'revisa el motor', 'revisar el motor', 'comprobando el motor', 'comprueba el motor', 'mirando el motor', 'revisando el aceite', 'revisa el aceite'],
  }),
  fr: words({
    'patching-tyre': [
      'répare un pneu', 'réparer un pneu', 'réparant un pneu', 'répare le pneu', 'répare une crevaison', 'réparer une crevaison', 'réparant une crevaison',
      'répare la chambre à air', 'change la chambre à air', 'changer la chambre à air', 'répare une chaîne', 'réparer une chaîne', 'réparant la chaîne', 'répare la chaîne',
    ],
    'drawing-bread': ['sort le pain du four', 'sortant le pain du four', 'sortir le pain du four', 'sort les pains du four', 'sort les baguettes du four', 'défourne', 'défournant', 'défourner', 'cuit le pain', 'cuisant le pain'],
    grilling: ['à la plancha', 'au grill', 'sur le grill', 'au barbecue', 'grillant', 'fait griller', 'faisant griller', 'fait des grillades'],
    'changing-wheel': ['change une roue', 'change la roue', 'changer une roue', 'changer la roue', 'changeant une roue', 'changeant la roue', 'change un pneu', 'change le pneu', 'changer un pneu', 'changer le pneu', 'changeant un pneu', 'changeant le pneu', 'change les pneus', 'changer les pneus', 'changement de roue', 'changement de pneus', 'démonte la roue', 'démontant la roue'],
    'handing-keys': ['récupère sa voiture', 'récupérant sa voiture', 'récupérer sa voiture', 'vient chercher sa voiture', 'venu chercher sa voiture', 'venue chercher sa voiture', 'récupère la voiture', 'remet les clés', 'remettant les clés', 'rend les clés', 'rendant les clés', 'remet les clefs', 'lui remet les clés', 'lui rend les clés'],
    'drawing-pretzels': ['sort les bretzels', 'sortant les bretzels', 'bretzels du four', 'cuit des bretzels'],
    'drawing-rolls': ['sort les petits pains', 'petits pains du four'],
    'drawing-croissants': ['sort les croissants', 'sort des croissants', 'sortant les croissants', 'sortir les croissants', 'croissants du four', 'sort les viennoiseries', 'viennoiseries du four', 'cuit des croissants', 'cuit les croissants'],
    'buying-bread': ['achète une baguette', 'achète du pain', 'achète un pain', 'achète le pain', 'achète des croissants', 'achète un croissant', 'achète des viennoiseries', 'achète des petits pains', 'achetant une baguette', 'achetant du pain', 'acheter du pain', 'acheter une baguette', 'achète une miche'],
    'checking-tyres': ['vérifie la pression', 'vérifiant la pression', 'vérifier la pression', 'contrôle la pression', 'contrôlant la pression', 'pression des pneus', 'vérifie les pneus', 'contrôle les pneus', 'gonfle les pneus', 'gonflant les pneus'],
    'selling-bread': ['vend du pain', 'vend le pain', 'vendant du pain', 'vend une baguette', 'vendant une baguette', 'tend une baguette', 'tendant une baguette', 'tend le pain', 'tend le sac', 'vend des croissants', 'vend des viennoiseries', 'emballe le pain'],
    'checking-engine': ['sous le capot', 'vérifie le moteur', 'vérifiant le moteur', 'contrôle le moteur', 'contrôlant le moteur', 'regarde le moteur', "vérifie le niveau d'huile", "vérifie l'huile"],
  }),
  de: words({
    'patching-tyre': [
      'reifen flicken', 'flickt den reifen', 'flickt einen reifen', 'reifen flickt', 'den reifen flickt', 'einen reifen flickt', 'schlauch wechselt', 'wechselt den schlauch',
      'schlauch wechseln', 'kette repariert', 'repariert die kette', 'kette reparieren', 'platten flicken', 'flickt',
    ],
    'drawing-bread': ['brot aus dem ofen', 'holt brot aus dem ofen', 'holt das brot aus dem ofen', 'brote aus dem ofen'],
    grilling: ['am grill', 'auf dem grill', 'grillt', 'grillen', 'grillend'],
    'changing-wheel': ['wechselt einen reifen', 'wechselt den reifen', 'wechselt die reifen', 'reifen wechseln', 'reifen wechselt', 'einen reifen wechselt', 'den reifen wechselt', 'die reifen wechselt', 'reifenwechsel', 'radwechsel', 'wechselt ein rad', 'wechselt das rad', 'rad wechseln', 'ein rad wechselt', 'das rad wechselt', 'wechselt die räder', 'räder wechselt', 'die räder wechselt', 'nimmt das rad ab', 'das rad abnimmt', 'montiert das rad ab', 'das rad abmontiert'],
    'handing-keys': ['holt sein auto ab', 'holt ihr auto ab', 'holt das auto ab', 'holt den wagen ab', 'sein auto abholt', 'ihr auto abholt', 'das auto abholt', 'den wagen abholt', 'auto abholen', 'sein auto abholen', 'ihr auto abholen', 'übergibt die schlüssel', 'übergibt den schlüssel', 'übergibt den autoschlüssel', 'die schlüssel übergibt', 'den schlüssel übergibt', 'den autoschlüssel übergibt'],
    'drawing-pretzels': ['brezeln aus dem ofen', 'brezen aus dem ofen', 'brezn aus dem ofen', 'holt brezeln', 'holt die brezeln', 'backt brezeln', 'brezeln backt', 'brezeln holt', 'die brezeln holt'],
    'drawing-rolls': ['brötchen aus dem ofen', 'semmeln aus dem ofen', 'holt die brötchen', 'holt brötchen aus', 'backt brötchen', 'brötchen backt'],
    'drawing-croissants': ['croissants aus dem ofen', 'holt croissants', 'holt die croissants', 'backt croissants', 'croissants backt'],
    'buying-bread': ['kauft brot', 'kauft ein brot', 'kauft einen laib', 'kauft brötchen', 'kauft semmeln', 'kauft brezeln', 'kauft eine brezel', 'kauft croissants', 'kauft ein croissant', 'brot kauft', 'ein brot kauft', 'brötchen kauft', 'semmeln kauft', 'brezeln kauft', 'eine brezel kauft', 'croissants kauft', 'brot kaufen', 'brötchen kaufen'],
    'checking-tyres': ['prüft den reifendruck', 'den reifendruck prüft', 'reifendruck prüft', 'kontrolliert den reifendruck', 'den reifendruck kontrolliert', 'reifendruck prüfen', 'reifendruck', 'prüft die reifen', 'die reifen prüft', 'pumpt die reifen auf'],
    'selling-bread': ['verkauft brot', 'verkauft brötchen', 'verkauft brezeln', 'verkauft croissants', 'brot verkauft', 'brötchen verkauft', 'brezeln verkauft', 'reicht die tüte', 'reicht das brot', 'reicht die brötchen', 'die tüte reicht', 'das brot reicht', 'packt die brötchen ein'],
    'checking-engine': ['unter der motorhaube', 'prüft den motor', 'den motor prüft', 'kontrolliert den motor', 'den motor kontrolliert', 'schaut in den motor', 'prüft das öl', 'das öl prüft', 'prüft den ölstand', 'den ölstand prüft'],
  }),
  it: words({
    'patching-tyre': [
      'riparare una gomma', 'ripara una gomma', 'riparando una gomma', 'ripara la gomma', 'ripara una foratura', 'riparare una foratura', "cambia la camera d'aria",
      'ripara la catena', 'riparando la catena', 'riparare la catena', 'aggiusta la catena',
    ],
    'drawing-bread': ['sforna il pane', 'sfornando il pane', 'sfornare il pane', 'tira fuori il pane dal forno', 'toglie il pane dal forno', 'pane dal forno'],
    grilling: ['alla griglia', 'sulla griglia', 'grigliando', 'griglia', 'alla piastra'],
    'changing-wheel': ['cambia una gomma', 'cambia la gomma', 'cambiare una gomma', 'cambiare la gomma', 'cambiando una gomma', 'cambiando la gomma', 'cambia le gomme', 'cambiando le gomme', 'cambia una ruota', 'cambia la ruota', 'cambiare la ruota', 'cambiando la ruota', 'cambiando una ruota', 'cambia lo pneumatico', 'cambia gli pneumatici', 'cambio gomme', 'cambio ruota', 'cambio pneumatici', 'smonta la ruota', 'smonta una ruota', 'smontando la ruota', 'toglie la ruota'],
    'handing-keys': ["ritira l'auto", 'ritira la macchina', 'ritira la sua auto', 'ritira la sua macchina', "ritirando l'auto", 'ritirando la macchina', "ritirare l'auto", 'consegna le chiavi', 'consegnando le chiavi', 'riconsegna le chiavi', "riconsegna l'auto", 'riconsegna la macchina'],
    'drawing-pretzels': ['sforna i pretzel', 'sforna i brezel', 'pretzel dal forno', 'brezel dal forno'],
    'drawing-rolls': ['sforna i panini', 'panini dal forno'],
    'drawing-croissants': ['sforna i cornetti', 'sfornando i cornetti', 'sforna le brioche', 'sforna i croissant', 'cornetti dal forno', 'brioche dal forno'],
    'buying-bread': ['compra il pane', 'compra del pane', 'compra pane', 'comprando il pane', 'comprare il pane', 'compra una pagnotta', 'compra i cornetti', 'compra un cornetto', 'compra le brioche', 'compra i panini', 'compra una baguette'],
    'checking-tyres': ['controlla la pressione', 'controllando la pressione', 'controllare la pressione', 'pressione delle gomme', 'pressione degli pneumatici', 'controlla le gomme', 'controllando le gomme', 'gonfia le gomme', 'gonfiando le gomme'],
    'selling-bread': ['vende il pane', 'vende pane', 'vendendo il pane', 'vende i cornetti', 'vende le brioche', 'porge il pane', 'porge il sacchetto', 'porgendo il pane', 'incarta il pane'],
    'checking-engine': ['sotto il cofano', 'controlla il motore', 'controllando il motore', 'controllare il motore', "controlla l'olio", "controllando l'olio"],
  }),
  pt: words({
    'patching-tyre': [
      'remendar um pneu', 'remenda um pneu', 'a remendar um pneu', 'remendando um pneu', 'remenda o pneu', 'a remendar o pneu', 'arranjar um furo', 'a arranjar um furo',
      'conserta um pneu', 'consertando um pneu', 'troca a câmara de ar', 'repara a corrente', 'a reparar a corrente', 'consertando a corrente',
    ],
    'drawing-bread': ['tirar pão do forno', 'a tirar pão do forno', 'tira o pão do forno', 'tirando o pão do forno', 'tirar o pão do forno', 'tirando pão do forno', 'a tirar o pão'],
    grilling: ['a grelhar', 'grelhando', 'grelhar', 'na grelha', 'grelha', 'na chapa'],
    'changing-wheel': ['troca um pneu', 'troca o pneu', 'trocar um pneu', 'trocar o pneu', 'trocando um pneu', 'trocando o pneu', 'a trocar um pneu', 'a trocar o pneu', 'troca a roda', 'trocar a roda', 'trocando a roda', 'a trocar a roda', 'muda o pneu', 'mudar o pneu', 'a mudar o pneu', 'muda a roda', 'a mudar a roda', 'troca os pneus', 'a trocar os pneus', 'troca de pneus', 'troca de pneu', 'tira a roda', 'a tirar a roda', 'desmonta a roda', 'a desmontar a roda'],
    'handing-keys': ['recolhe o carro', 'a recolher o carro', 'recolher o carro', 'busca o carro', 'buscar o carro', 'a buscar o carro', 'buscando o carro', 'busca seu carro', 'buscando seu carro', 'vem buscar o carro', 'entrega as chaves', 'a entregar as chaves', 'entregando as chaves', 'entrega a chave', 'devolve as chaves'],
    'drawing-pretzels': ['tira os pretzels', 'a tirar os pretzels', 'tirando os pretzels', 'pretzels do forno'],
    'drawing-rolls': ['tira os pãezinhos', 'a tirar os pãezinhos', 'pãezinhos do forno'],
    'drawing-croissants': ['tira os croissants', 'a tirar os croissants', 'tirando os croissants', 'croissants do forno', 'tira os pastéis de nata', 'pastéis de nata do forno'],
    'buying-bread': ['compra pão', 'compra o pão', 'comprando pão', 'comprando o pão', 'a comprar pão', 'a comprar o pão', 'comprar pão', 'compra pãezinhos', 'compra croissants', 'compra uma baguete', 'compra uma broa', 'compra pastéis de nata'],
    'checking-tyres': ['verifica a pressão', 'verificando a pressão', 'a verificar a pressão', 'pressão dos pneus', 'calibra os pneus', 'calibrando os pneus', 'a calibrar os pneus', 'verifica os pneus', 'a verificar os pneus', 'enche os pneus'],
    'selling-bread': ['vende pão', 'vende o pão', 'a vender pão', 'vendendo pão', 'vende croissants', 'entrega o pão', 'a entregar o pão', 'entrega o saco'],
    'checking-engine': ['debaixo do capô', 'verifica o motor', 'a verificar o motor', 'verificando o motor', 'verifica o óleo', 'a verificar o óleo'],
  }),
  nl: words({
    'patching-tyre': [
      'band plakt', 'band plakken', 'plakt een band', 'plakt de band', 'binnenband vervangt', 'vervangt de binnenband', 'ketting repareert', 'repareert de ketting',
      'ketting maakt', 'lekke band',
    ],
    'drawing-bread': ['brood uit de oven', 'haalt brood uit de oven', 'haalt het brood uit de oven', 'broden uit de oven'],
    grilling: ['grilt', 'grillen', 'aan de grill', 'op de grill', 'barbecuet'],
    'changing-wheel': ['verwisselt een band', 'verwisselt de band', 'verwisselt de banden', 'band verwisselen', 'banden verwisselen', 'een band verwisselt', 'de band verwisselt', 'de banden verwisselt', 'wisselt de banden', 'banden wisselt', 'verwisselt het wiel', 'wiel verwisselen', 'het wiel verwisselt', 'een wiel verwisselt', 'bandenwissel', 'haalt het wiel eraf', 'het wiel eraf haalt'],
    'handing-keys': ['haalt zijn auto op', 'haalt haar auto op', 'haalt de auto op', 'zijn auto ophaalt', 'haar auto ophaalt', 'de auto ophaalt', 'auto ophalen', 'overhandigt de sleutels', 'overhandigt de sleutel', 'geeft de sleutels', 'de sleutels overhandigt', 'de sleutel overhandigt'],
    'drawing-pretzels': ['pretzels uit de oven', 'krakelingen uit de oven', 'haalt pretzels', 'haalt de pretzels'],
    'drawing-rolls': ['broodjes uit de oven', 'haalt de broodjes'],
    'drawing-croissants': ['croissants uit de oven', 'haalt croissants', 'haalt de croissants'],
    'buying-bread': ['koopt brood', 'koopt een brood', 'koopt broodjes', 'koopt croissants', 'koopt een stokbrood', 'koopt een croissant', 'brood koopt', 'een brood koopt', 'broodjes koopt', 'croissants koopt', 'brood kopen'],
    'checking-tyres': ['controleert de bandenspanning', 'de bandenspanning controleert', 'bandenspanning', 'controleert de banden', 'de banden controleert', 'pompt de banden op', 'de banden oppompt'],
    'selling-bread': ['verkoopt brood', 'verkoopt broodjes', 'verkoopt croissants', 'brood verkoopt', 'broodjes verkoopt', 'geeft het brood', 'geeft de zak', 'pakt het brood in'],
    'checking-engine': ['onder de motorkap', 'controleert de motor', 'de motor controleert', 'kijkt naar de motor', 'controleert de olie', 'de olie controleert'],
  }),
  ja: words({
    'patching-tyre': ['パンク修理', 'パンクを直', 'タイヤを修理', 'チューブを交換', 'チェーンを直', 'チェーンを修理'],
    'drawing-bread': ['パンを窯から', 'パンをオーブンから', 'パンを取り出', 'パンを焼'],
    grilling: ['焼く', '焼いて', 'グリルで', '鉄板で', 'を焼い'],
  }),
};

/**
 * Things of the bike's read whole, as the bike: an inner tube is not a tube of cream, and a puncture in Japanese
 * (パンク) begins with bread's word (パン), not a loaf beside the mechanic.
 */
export const BIKE_PARTS: { en: Record<string, ConceptId>; ja: Record<string, ConceptId> } = { en: { 'inner tube': 'bicycle' }, ja: { パンク: 'bicycle' } };
