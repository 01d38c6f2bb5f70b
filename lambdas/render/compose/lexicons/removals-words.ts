/**
 * A move, in each language's words (illustrations/removals.ts), spread through home-move-words.ts: removal men named
 * ("movers", "déménageurs", "Umzugshelfer", "traslocatori", "carregadores", "verhuizers", "operarios de mudanzas") are
 * labourers, and their vans are vans; boxes carried ("portent des cartons", "tragen Kartons") are carried, to the van when a van or a house is
 * named (actions.ts); the van loaded or unloaded; boxes unpacked in a new home; and the house's outside ("outside a
 * house", "on the driveway", "devant la maison", "vor dem Haus") is the house's front, never a house drawn as a thing.
 */
export const REMOVALS_WORDS = {
  en: {
    carrying: ['carrying boxes', 'carry boxes', 'carries boxes', 'carrying furniture', 'carry furniture', 'carrying cartons'],
    loading: ['loading the van', 'loading a van', 'loading their van', 'loads the van', 'load the van', 'loading boxes into', 'loading the removal van', 'loading the truck', 'loading a truck', 'loading the lorry', 'unloading the van', 'unloading a van', 'unloads the van', 'unloading boxes from', 'unloading the truck', 'moving day', 'moving house', 'house move', 'removal van', 'removals van', 'moving van', 'moving truck'],
    unpacking: ['unpacking', 'unpacks', 'unpack', 'unboxing their', 'settling into their new', 'settling in to their new'],
    movers: ['movers', 'mover', 'removal men', 'removal man', 'removals crew', 'removal crew', 'moving crew', 'removal company', 'removals team', 'moving company'],
    vans: ['removal van', 'removals van', 'moving van', 'moving truck', 'removal lorry', 'lorry'],
    inside: ['in their new home', 'in her new home', 'in his new home', 'in the new home', 'in a new home', 'into their new home', 'in their new flat', 'in their new apartment'],
    outside: ['outside a house', 'outside the house', 'outside their house', 'outside her house', 'outside his house', 'outside a home', 'outside the home', 'outside their new home', 'outside their home', 'in front of a house', 'in front of the house', 'in front of their house', 'in front of their new house', 'outside their new house', 'at a house', 'at the house', 'on the driveway', 'on a driveway', 'on the drive', 'on the street outside', 'ringing the doorbell', 'rings the doorbell', 'at the doorbell', 'front path', 'garden path'],
  },
  es: {
    carrying: ['llevan cajas', 'lleva cajas', 'llevando cajas', 'cargan cajas', 'carga cajas', 'cargando cajas', 'cargan muebles', 'cargando muebles', 'transportan cajas'],
    loading: ['cargando la furgoneta', 'cargan la furgoneta', 'carga la furgoneta', 'cargando el camion', 'cargan el camion', 'carga el camion', 'descargando la furgoneta', 'descargan la furgoneta', 'descargando el camion', 'camion de mudanzas', 'furgoneta de mudanzas', 'dia de mudanza'],
    unpacking: ['desempacando', 'desempacan', 'desempaca', 'desembalando', 'desembalan', 'desembala', 'deshaciendo cajas', 'abriendo cajas', 'abren cajas'],
    movers: ['operarios de mudanzas', 'operario de mudanzas', 'mudanceros', 'mudancero', 'empresa de mudanzas', 'equipo de mudanzas', 'mozos de mudanza'],
    vans: ['furgoneta', 'camion de mudanzas', 'furgoneta de mudanzas'],
    inside: [],
    outside: ['frente a la casa', 'frente a una casa', 'delante de la casa', 'delante de una casa', 'fuera de la casa', 'a la puerta de la casa', 'en la entrada de la casa', 'en la acera frente'],
  },
  fr: {
    carrying: ['portent des cartons', 'porte des cartons', 'portant des cartons', 'portent des caisses', 'porte un carton', 'portent des meubles', 'transportent des cartons'],
    loading: ['chargent le camion', 'charge le camion', 'chargeant le camion', 'chargent la camionnette', 'charge la camionnette', 'chargent le fourgon', 'dechargent le camion', 'decharge le camion', 'camion de demenagement', 'jour du demenagement', 'jour de demenagement'],
    unpacking: ['deballent', 'deballe', 'deballant', 'deballer', 'defont les cartons', 'defaisant les cartons', 'ouvrent les cartons', 'ouvrant les cartons'],
    movers: ['demenageurs', 'demenageur', 'equipe de demenagement', 'entreprise de demenagement'],
    vans: ['camion de demenagement', 'camionnette', 'fourgon'],
    inside: [],
    outside: ['devant la maison', 'devant une maison', 'devant leur maison', 'devant chez', 'dans l allee', 'sur l allee', 'a la porte de la maison'],
  },
  de: {
    carrying: ['tragen kartons', 'tragt kartons', 'tragen kisten', 'tragt einen karton', 'tragen mobel', 'tragen umzugskartons', 'tragt umzugskartons'],
    loading: ['beladen den transporter', 'beladt den transporter', 'laden den transporter', 'laden den lkw', 'beladen den lkw', 'laden kartons in', 'entladen den transporter', 'umzugswagen', 'umzugstransporter', 'umzugstag'],
    unpacking: ['packen aus', 'packt aus', 'auspacken', 'packen die kartons', 'packt die kartons', 'packen umzugskartons', 'packt umzugskartons', 'packen die umzugskartons', 'packt die umzugskartons'],
    movers: ['umzugshelfer', 'mobelpacker', 'umzugsteam', 'umzugsfirma', 'umzugsunternehmen'],
    vans: ['transporter', 'umzugswagen', 'umzugstransporter', 'lkw'],
    inside: [],
    outside: ['vor dem haus', 'vor einem haus', 'vor ihrem haus', 'vor dem neuen haus', 'in der einfahrt', 'auf der einfahrt', 'an der haustur'],
  },
  it: {
    carrying: ['portano scatoloni', 'porta scatoloni', 'portando scatoloni', 'portano scatole', 'porta uno scatolone', 'portano mobili', 'trasportano scatoloni'],
    loading: ['caricano il furgone', 'carica il furgone', 'caricando il furgone', 'caricano il camion', 'carica il camion', 'scaricano il furgone', 'scarica il furgone', 'furgone del trasloco', 'camion del trasloco', 'giorno del trasloco'],
    unpacking: ['disfano gli scatoloni', 'disfa gli scatoloni', 'disfano le scatole', 'aprono gli scatoloni', 'apre gli scatoloni', 'svuotano gli scatoloni', 'sballano', 'disimballano'],
    movers: ['traslocatori', 'traslocatore', 'ditta di traslochi', 'squadra di traslochi', 'addetti al trasloco'],
    vans: ['furgone', 'furgone del trasloco', 'camion del trasloco'],
    inside: [],
    outside: ['davanti alla casa', 'davanti a una casa', 'davanti casa', 'fuori casa', 'fuori dalla casa', 'nel vialetto', 'sul vialetto'],
  },
  pt: {
    carrying: ['levam caixas', 'leva caixas', 'levando caixas', 'a levar caixas', 'carregam caixas', 'carrega caixas', 'carregando caixas', 'carregam moveis'],
    loading: ['carregam a carrinha', 'carrega a carrinha', 'carregam o camiao', 'carregam o caminhao', 'carrega o caminhao', 'carregando o caminhao', 'descarregam a carrinha', 'descarregam o caminhao', 'camiao de mudancas', 'caminhao de mudanca', 'dia da mudanca'],
    unpacking: ['desempacotam', 'desempacota', 'desempacotando', 'a desempacotar', 'desembalam', 'abrem as caixas', 'abrindo as caixas'],
    movers: ['carregadores', 'carregador', 'empresa de mudancas', 'equipa de mudancas', 'equipe de mudanca'],
    vans: ['carrinha', 'camiao', 'caminhao', 'camiao de mudancas', 'caminhao de mudanca'],
    inside: [],
    outside: ['em frente a casa', 'em frente da casa', 'a frente da casa', 'diante da casa', 'fora de casa', 'na entrada da casa', 'a porta de casa'],
  },
  nl: {
    carrying: ['dragen dozen', 'draagt dozen', 'draagt een doos', 'dragen verhuisdozen', 'draagt verhuisdozen', 'dragen meubels', 'sjouwen dozen', 'sjouwt dozen'],
    loading: ['laden het busje', 'laadt het busje', 'laden de verhuiswagen', 'laadt de verhuiswagen', 'laden de vrachtwagen', 'lossen het busje', 'verhuiswagen', 'verhuisbus', 'verhuisdag'],
    unpacking: ['pakken uit', 'pakt uit', 'uitpakken', 'pakken de dozen uit', 'pakken verhuisdozen uit', 'pakt de dozen uit'],
    movers: ['verhuizers', 'verhuizer', 'verhuisbedrijf', 'verhuisteam'],
    vans: ['verhuiswagen', 'verhuisbus', 'busje', 'bestelbus'],
    inside: [],
    outside: ['voor het huis', 'voor een huis', 'voor hun huis', 'voor hun nieuwe huis', 'op de oprit', 'bij de voordeur', 'aan de voordeur'],
  },
} as const;
