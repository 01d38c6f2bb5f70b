/**
 * A reception's work across its front desk in each language's words (../front-desk-actions.ts): an ID or passport
 * checked, a key card handed over, a guest checked out (the bill paid), something explained with a leaflet: meal times
 * ("explaining breakfast times", "explica el horario del desayuno", "erklärt die Frühstückszeiten"), the way to the room,
 * the wifi. Each verb form crossed with each thing it is said of; spread into each lexicon's poses. Papers and documents
 * alone are no ID: an adviser going through a client's documents reviews them (consultation-actions.ts).
 */
import type { Pose } from '../scene-graph';
import type { FrontDeskPose } from '../front-desk-actions';

/** Every verb form before every object: "checking" × "their id". */
const crossed = (verbs: readonly string[], objects: readonly string[]) => verbs.flatMap((v) => objects.map((o) => `${v} ${o}`));

const lexicon = (jobs: Record<FrontDeskPose, readonly string[]>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(jobs).flatMap(([pose, phrases]) => phrases.map((p) => [p, pose as Pose])));

const EN_POSSESSIVE = ['their', 'the', 'his', 'her', 'a', 'the guest s', 'the guests', 'guests'];
const enObjects = (nouns: readonly string[]) => [...nouns, ...EN_POSSESSIVE.flatMap((p) => nouns.map((n) => `${p} ${n}`))];

export const FRONT_DESK_WORDS = {
  en: lexicon({
    'checking-id': crossed(['checking', 'checks', 'check', 'verifying', 'verifies', 'verify', 'scanning', 'scans', 'scan', 'asking for', 'asks for', 'ask for', 'showing', 'shows', 'handing over', 'hands over', 'presenting', 'presents'], enObjects(['id', 'ids', 'passport', 'passports', 'id card', 'identity card', 'identification'])),
    'handing-key-card': [
      ...crossed(['handing over', 'hands over', 'hand over', 'handing', 'hands', 'hand', 'giving', 'gives', 'give', 'passing', 'passes'], enObjects(['key card', 'keycard', 'key cards', 'room key', 'room keys', 'room card'])),
    ],
    'checking-out': ['checking out', 'checks out', 'checking them out', 'checks them out', 'check them out', 'checking a guest out', 'checking the guest out', 'settling the bill', 'settles the bill', 'settle the bill', 'paying the bill', 'pays the bill', 'pay the bill', 'at checkout', 'at check out'],
    'explaining-times': crossed(['explaining', 'explains', 'explain', 'telling them', 'tells them', 'tell them', 'telling guests', 'mentioning', 'mentions', 'mention'], enObjects(['breakfast times', 'breakfast time', 'breakfast hours', 'breakfast', 'meal times', 'mealtimes', 'dinner times', 'lunch times', 'lunch and dinner times', 'breakfast and dinner times', 'pool hours', 'spa hours', 'opening hours', 'opening times', 'check out time', 'checkout time'])),
    'explaining-way': crossed(['explaining', 'explains', 'explain', 'showing', 'shows', 'show', 'giving', 'gives', 'give'], enObjects(['way to the room', 'way to their room', 'directions', 'the way', 'map', 'way to the lift', 'way to the elevator'])),
    'explaining-wifi': crossed(['explaining', 'explains', 'explain', 'giving', 'gives', 'give', 'sharing', 'shares', 'share'], enObjects(['wifi', 'wi fi', 'wifi password', 'wi fi password', 'password'])),
  }),
  es: lexicon({
    'checking-id': crossed(['revisa', 'revisando', 'revisar', 'comprueba', 'comprobando', 'comprobar', 'verifica', 'verificando', 'verificar', 'pide', 'pidiendo', 'pedir'], ['el pasaporte', 'su pasaporte', 'los pasaportes', 'el dni', 'su dni', 'la identificacion', 'su identificacion', 'el documento de identidad']),
    'handing-key-card': crossed(['entrega', 'entregando', 'entregar', 'da', 'dando', 'dar'], ['la tarjeta llave', 'la llave de la habitacion', 'la tarjeta de la habitacion', 'las llaves de la habitacion']),
    'checking-out': ['hace el check out', 'haciendo el check out', 'hacer el check out', 'paga la cuenta', 'pagando la cuenta', 'pagar la cuenta', 'paga la factura', 'pagando la factura', 'a la salida del hotel'],
    'explaining-times': crossed(['explica', 'explicando', 'explicar', 'indica', 'indicando', 'indicar'], ['el horario del desayuno', 'los horarios del desayuno', 'la hora del desayuno', 'el desayuno', 'los horarios de las comidas', 'el horario']),
    'explaining-way': crossed(['explica', 'explicando', 'explicar', 'indica', 'indicando', 'indicar', 'muestra', 'mostrando', 'mostrar'], ['el camino', 'como llegar a la habitacion', 'el camino a la habitacion', 'el mapa', 'la ruta']),
    'explaining-wifi': crossed(['explica', 'explicando', 'explicar', 'da', 'dando', 'dar'], ['el wifi', 'la wifi', 'la contrasena del wifi', 'la clave del wifi']),
  }),
  fr: lexicon({
    'checking-id': crossed(['verifie', 'verifiant', 'verifier', 'controle', 'controlant', 'controler', 'demande', 'demandant', 'demander'], ['le passeport', 'son passeport', 'les passeports', 'la piece d identite', 'sa piece d identite', 'la carte d identite', 'sa carte d identite']),
    'handing-key-card': crossed(['remet', 'remettant', 'remettre', 'donne', 'donnant', 'donner', 'tend', 'tendant'], ['la carte cle', 'la carte de la chambre', 'la cle de la chambre', 'les cles de la chambre', 'sa carte cle']),
    'checking-out': ['fait le check out', 'faisant le check out', 'faire le check out', 'regle la note', 'reglant la note', 'regler la note', 'paie la note', 'payer la note', 'au depart du client'],
    'explaining-times': crossed(['explique', 'expliquant', 'expliquer', 'indique', 'indiquant', 'indiquer'], ['les horaires du petit dejeuner', 'l horaire du petit dejeuner', 'le petit dejeuner', 'les horaires des repas', 'les horaires']),
    'explaining-way': crossed(['explique', 'expliquant', 'expliquer', 'indique', 'indiquant', 'indiquer', 'montre', 'montrant', 'montrer'], ['le chemin', 'le chemin de la chambre', 'le plan', 'la route', 'l itineraire']),
    'explaining-wifi': crossed(['explique', 'expliquant', 'expliquer', 'donne', 'donnant', 'donner'], ['le wifi', 'le code wifi', 'le mot de passe du wifi', 'le mot de passe wifi']),
  }),
  de: lexicon({
    'checking-id': [
      ...crossed(['pruft', 'kontrolliert', 'prufen', 'kontrollieren', 'scannt'], ['den ausweis', 'den pass', 'den reisepass', 'die ausweise', 'den personalausweis']),
      'ausweis pruft', 'ausweis prufen', 'ausweis kontrollieren', 'pass kontrollieren', 'ausweiskontrolle',
    ],
    'handing-key-card': crossed(['ubergibt', 'gibt', 'ubergeben', 'reicht', 'uberreicht'], ['die schlusselkarte', 'die zimmerkarte', 'den zimmerschlussel', 'die keycard']),
    'checking-out': ['checkt aus', 'auschecken', 'beim auschecken', 'checkt den gast aus', 'bezahlt die rechnung', 'die rechnung bezahlt', 'rechnung bezahlen', 'begleicht die rechnung'],
    'explaining-times': [
      ...crossed(['erklart', 'erklaren', 'nennt', 'nennen'], ['die fruhstuckszeiten', 'die fruhstuckszeit', 'das fruhstuck', 'die essenszeiten', 'die offnungszeiten']),
      'fruhstuckszeiten erklaren', 'fruhstuckszeiten erklart',
    ],
    'explaining-way': crossed(['erklart', 'erklaren', 'zeigt', 'zeigen', 'beschreibt'], ['den weg', 'den weg zum zimmer', 'den plan', 'die karte']),
    'explaining-wifi': crossed(['erklart', 'erklaren', 'gibt', 'nennt'], ['das wlan', 'das wlan passwort', 'das wifi', 'das passwort']),
  }),
  it: lexicon({
    'checking-id': crossed(['controlla', 'controllando', 'controllare', 'verifica', 'verificando', 'verificare', 'chiede', 'chiedendo', 'chiedere'], ['il passaporto', 'i passaporti', 'la carta d identita', 'il documento d identita']),
    'handing-key-card': crossed(['consegna', 'consegnando', 'consegnare', 'da', 'dando', 'dare', 'porge'], ['la chiave magnetica', 'la tessera magnetica', 'la chiave della camera', 'la card della camera', 'la key card']),
    'checking-out': ['fa il check out', 'facendo il check out', 'fare il check out', 'paga il conto', 'pagando il conto', 'pagare il conto', 'salda il conto'],
    'explaining-times': crossed(['spiega', 'spiegando', 'spiegare', 'indica', 'indicando', 'indicare'], ['gli orari della colazione', 'l orario della colazione', 'la colazione', 'gli orari dei pasti', 'gli orari']),
    'explaining-way': crossed(['spiega', 'spiegando', 'spiegare', 'indica', 'indicando', 'indicare', 'mostra', 'mostrando', 'mostrare'], ['la strada', 'la strada per la camera', 'il percorso', 'la mappa', 'la piantina']),
    'explaining-wifi': crossed(['spiega', 'spiegando', 'spiegare', 'da', 'dando', 'dare'], ['il wifi', 'la password del wifi', 'la password']),
  }),
  pt: lexicon({
    'checking-id': crossed(['verifica', 'verificando', 'a verificar', 'verificar', 'confere', 'conferindo', 'a conferir', 'pede', 'pedindo', 'a pedir'], ['o passaporte', 'os passaportes', 'o documento de identidade', 'o cartao de cidadao', 'a identidade', 'o rg']),
    'handing-key-card': crossed(['entrega', 'entregando', 'a entregar', 'entregar', 'da', 'dando', 'a dar'], ['o cartao do quarto', 'o cartao chave', 'a chave do quarto', 'as chaves do quarto']),
    'checking-out': ['faz o check out', 'fazendo o check out', 'a fazer o check out', 'fazer o check out', 'paga a conta', 'pagando a conta', 'a pagar a conta', 'pagar a conta'],
    'explaining-times': crossed(['explica', 'explicando', 'a explicar', 'explicar', 'indica', 'a indicar'], ['o horario do pequeno almoco', 'os horarios do pequeno almoco', 'o pequeno almoco', 'o horario do cafe da manha', 'o cafe da manha', 'os horarios das refeicoes', 'o horario']),
    'explaining-way': crossed(['explica', 'explicando', 'a explicar', 'explicar', 'indica', 'a indicar', 'mostra', 'a mostrar', 'mostrando'], ['o caminho', 'o caminho para o quarto', 'o mapa', 'a planta']),
    'explaining-wifi': crossed(['explica', 'explicando', 'a explicar', 'explicar', 'da', 'a dar'], ['o wifi', 'a senha do wifi', 'a palavra passe do wifi', 'a password do wifi']),
  }),
  nl: lexicon({
    'checking-id': [
      ...crossed(['controleert', 'controleren', 'checkt', 'vraagt om', 'scant'], ['het paspoort', 'de paspoorten', 'het id', 'de id kaart', 'de identiteitskaart', 'het legitimatiebewijs', 'de legitimatie']),
      'paspoort controleren', 'legitimatie controleren', 'id controleren',
    ],
    'handing-key-card': crossed(['overhandigt', 'geeft', 'overhandigen', 'geven', 'reikt'], ['de sleutelkaart', 'de kamerkaart', 'de kamersleutel', 'de keycard']),
    'checking-out': ['checkt uit', 'uitchecken', 'bij het uitchecken', 'checkt de gast uit', 'betaalt de rekening', 'de rekening betaalt', 'rekening betalen', 'rekent af'],
    'explaining-times': [
      ...crossed(['legt', 'uitleggen', 'noemt', 'vertelt'], ['de ontbijttijden', 'de ontbijttijd', 'het ontbijt', 'de etenstijden', 'de openingstijden']),
      'legt de ontbijttijden uit', 'ontbijttijden uitleggen', 'de ontbijttijden uitlegt',
    ],
    'explaining-way': [...crossed(['wijst', 'legt', 'toont', 'laat zien'], ['de weg', 'de weg naar de kamer', 'de plattegrond', 'de kaart']), 'wijst de weg', 'legt de weg uit'],
    'explaining-wifi': crossed(['legt', 'geeft', 'uitleggen', 'noemt'], ['de wifi', 'het wifi wachtwoord', 'het wachtwoord', 'de wifi code']),
  }),
};
