/**
 * A kitchen's fridge and worktop in each language's words, as food hygiene trainings phrase their steps (actions.ts):
 * food stored in the fridge, raw meat on its bottom shelf ("Store raw meat on the bottom shelf") and the rest higher ("on the top shelf"), the fridge's temperature checked
 * ("Check the fridge is below 5°C"), a worktop cleaned and sanitised. The fridge named with a shelf or a temperature
 * is the step; the fridge alone is the storing.
 */
import type { Pose } from '../scene-graph';

const words = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

export const FRIDGE_WORDS = {
  en: words({
    'fridge-storing': ['in the fridge', 'into the fridge', 'in the refrigerator', 'into the refrigerator', 'in the cold room', 'into the cold room', 'in the freezer', 'into the freezer', 'in the walk in', 'on the bottom shelf', 'on the lowest shelf', 'bottom shelf', 'fridge shelf', 'storing raw meat', 'store raw meat', 'stores raw meat', 'storing food', 'store food', 'stocking the fridge', 'stock the fridge', 'fridge', 'refrigerator', 'cold room', 'walk in fridge', 'freezer'],
    'fridge-stocking': ['on the top shelf', 'on the middle shelf', 'top shelf', 'middle shelf'],
    'fridge-checking': ['fridge temperature', 'fridge temperatures', 'temperature of the fridge', 'fridge is below', 'fridge is at', 'freezer is below', 'fridge s temperature', 'checking the temperature', 'check the temperature', 'checks the temperature', 'checking the fridge', 'check the fridge', 'checks the fridge', 'temperature log', 'below 5', 'below 8', 'at or below', 'fridge thermometer', 'probe thermometer'],
    'sanitising-worktop': ['sanitising the worktop', 'sanitizing the worktop', 'sanitise the worktop', 'sanitize the worktop', 'sanitises the worktop', 'sanitizes the worktop', 'cleaning the worktop', 'clean the worktop', 'cleans the worktop', 'wiping the worktop', 'wipe the worktop', 'wipes the worktop', 'wiping down the worktop', 'wipe down the worktop', 'sanitising the surfaces', 'sanitizing the surfaces', 'sanitise surfaces', 'sanitize surfaces', 'sanitise the surfaces', 'sanitize the surfaces', 'cleaning the surfaces', 'clean the surfaces', 'clean and sanitise', 'clean and sanitize', 'cleaning and sanitising', 'cleaning and sanitizing', 'wiping the surfaces', 'wipe the surfaces', 'food contact surfaces', 'prep surface', 'prep surfaces', 'work surface', 'work surfaces', 'worktop', 'worktops', 'countertop', 'countertops'],
  }),
  es: words({
    'fridge-storing': ['en la nevera', 'en el frigorífico', 'en el refrigerador', 'en la cámara', 'en la cámara frigorífica', 'en el congelador', 'balda inferior', 'estante inferior', 'en la balda', 'en el estante', 'guarda la carne', 'guardar la carne', 'guardando la carne', 'guarda los alimentos', 'guardar los alimentos', 'guardando alimentos', 'nevera', 'frigorífico', 'refrigerador', 'cámara frigorífica', 'congelador'],
    'fridge-stocking': ['en la balda superior', 'en la balda del medio', 'balda superior', 'balda del medio', 'estante superior'],
    'fridge-checking': ['temperatura de la nevera', 'temperatura del frigorífico', 'temperatura de la cámara', 'comprueba la temperatura', 'comprobar la temperatura', 'comprobando la temperatura', 'revisa la temperatura', 'revisar la temperatura', 'revisando la temperatura', 'controla la temperatura', 'controlar la temperatura', 'por debajo de 5', 'registro de temperaturas'],
    'sanitising-worktop': ['limpia la encimera', 'limpiar la encimera', 'limpiando la encimera', 'desinfecta la encimera', 'desinfectar la encimera', 'desinfectando la encimera', 'desinfecta las superficies', 'desinfectar las superficies', 'desinfectando las superficies', 'limpia las superficies', 'limpiar las superficies', 'limpiando las superficies', 'mesa de trabajo', 'encimera'],
  }),
  fr: words({
    'fridge-storing': ['au frigo', 'dans le frigo', 'au réfrigérateur', 'dans le réfrigérateur', 'en chambre froide', 'dans la chambre froide', 'au congélateur', 'dans le congélateur', 'étagère du bas', 'clayette du bas', 'sur l étagère', 'sur la clayette', 'range la viande', 'ranger la viande', 'rangez la viande', 'range les aliments', 'ranger les aliments', 'rangez les aliments', 'frigo', 'réfrigérateur', 'chambre froide', 'congélateur'],
    'fridge-stocking': ['sur l étagère du haut', 'sur la clayette du haut', 'étagère du haut', 'clayette du haut'],
    'fridge-checking': ['température du frigo', 'température du réfrigérateur', 'température de la chambre froide', 'vérifie la température', 'vérifier la température', 'vérifiez la température', 'contrôle la température', 'contrôler la température', 'contrôlez la température', 'relevé de température', 'relevé des températures', 'en dessous de 5'],
    'sanitising-worktop': ['nettoie le plan de travail', 'nettoyer le plan de travail', 'nettoyez le plan de travail', 'désinfecte le plan de travail', 'désinfecter le plan de travail', 'désinfectez le plan de travail', 'désinfecter les surfaces', 'désinfectez les surfaces', 'nettoyer les surfaces', 'nettoyez les surfaces', 'plan de travail'],
  }),
  de: words({
    'fridge-storing': ['im kühlschrank', 'in den kühlschrank', 'im kühlraum', 'in den kühlraum', 'in der kühlzelle', 'im gefrierschrank', 'in den gefrierschrank', 'untersten fach', 'unterste fach', 'unteren fach', 'im fach', 'ins fach', 'rohes fleisch lagern', 'lagert rohes fleisch', 'lagern sie rohes fleisch', 'lebensmittel lagern', 'kühlschrank', 'kühlraum', 'kühlzelle', 'gefrierschrank'],
    'fridge-stocking': ['oberste fach', 'obersten fach', 'mittleren fach'],
    'fridge-checking': ['temperatur des kühlschranks', 'kühlschranktemperatur', 'kühltemperatur', 'temperatur prüfen', 'prüft die temperatur', 'prüfen sie die temperatur', 'kontrolliert die temperatur', 'kontrollieren sie die temperatur', 'temperatur kontrollieren', 'temperaturprotokoll', 'unter 5', 'unter 7'],
    'sanitising-worktop': ['arbeitsfläche reinigen', 'reinigt die arbeitsfläche', 'reinigen sie die arbeitsfläche', 'arbeitsfläche desinfizieren', 'desinfiziert die arbeitsfläche', 'desinfizieren sie die arbeitsfläche', 'oberflächen desinfizieren', 'flächen desinfizieren', 'wischt die arbeitsfläche ab', 'arbeitsfläche abwischen', 'arbeitsfläche', 'arbeitsflächen'],
  }),
  it: words({
    'fridge-storing': ['in frigo', 'nel frigo', 'nel frigorifero', 'in cella', 'nella cella', 'nella cella frigorifera', 'nel congelatore', 'ripiano inferiore', 'ripiano più basso', 'sul ripiano', 'conserva la carne', 'conservare la carne', 'conservando la carne', 'riponi la carne', 'riporre la carne', 'frigo', 'frigorifero', 'cella frigorifera', 'congelatore'],
    'fridge-stocking': ['sul ripiano superiore', 'sul ripiano centrale', 'ripiano superiore', 'ripiano centrale'],
    'fridge-checking': ['temperatura del frigo', 'temperatura del frigorifero', 'temperatura della cella', 'controlla la temperatura', 'controllare la temperatura', 'controllando la temperatura', 'verifica la temperatura', 'verificare la temperatura', 'registro delle temperature', 'sotto i 5'],
    'sanitising-worktop': ['pulisce il piano di lavoro', 'pulire il piano di lavoro', 'pulisci il piano di lavoro', 'sanifica il piano di lavoro', 'sanificare il piano di lavoro', 'sanificando il piano di lavoro', 'sanificare le superfici', 'sanifica le superfici', 'igienizza le superfici', 'igienizzare le superfici', 'piano di lavoro'],
  }),
  pt: words({
    'fridge-storing': ['no frigorífico', 'na geladeira', 'na câmara frigorífica', 'na câmara fria', 'no congelador', 'no freezer', 'prateleira de baixo', 'prateleira inferior', 'guarda a carne', 'guardar a carne', 'guardando a carne', 'armazena a carne', 'armazenar a carne', 'armazenando a carne', 'frigorífico', 'geladeira', 'câmara frigorífica', 'congelador'],
    'fridge-stocking': ['na prateleira de cima', 'na prateleira superior', 'na prateleira do meio', 'prateleira de cima', 'prateleira superior', 'prateleira do meio'],
    'fridge-checking': ['temperatura do frigorífico', 'temperatura da geladeira', 'temperatura da câmara', 'verifica a temperatura', 'verificar a temperatura', 'verificando a temperatura', 'confere a temperatura', 'conferir a temperatura', 'controla a temperatura', 'controlar a temperatura', 'registo de temperaturas', 'registro de temperatura', 'abaixo de 5'],
    'sanitising-worktop': ['limpa a bancada', 'limpar a bancada', 'limpando a bancada', 'higieniza a bancada', 'higienizar a bancada', 'higienizando a bancada', 'desinfeta a bancada', 'desinfetar a bancada', 'higienizar as superfícies', 'desinfetar as superfícies', 'bancada'],
  }),
  nl: words({
    'fridge-storing': ['in de koelkast', 'in de koelcel', 'in de vriezer', 'onderste plank', 'rauw vlees bewaren', 'bewaar rauw vlees', 'bewaart rauw vlees', 'koelkast', 'koelcel', 'vriezer'],
    'fridge-stocking': ['bovenste plank', 'middelste plank'],
    'fridge-checking': ['temperatuur van de koelkast', 'koelkasttemperatuur', 'controleer de temperatuur', 'controleert de temperatuur', 'temperatuur controleren', 'temperatuurlijst', 'onder de 5', 'onder 7'],
    'sanitising-worktop': ['maakt het werkblad schoon', 'maak het werkblad schoon', 'werkblad schoonmaken', 'desinfecteert het werkblad', 'desinfecteer het werkblad', 'werkblad desinfecteren', 'oppervlakken desinfecteren', 'werkblad', 'werkbank'],
  }),
};
