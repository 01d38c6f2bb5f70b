/**
 * The steps of safety trainings in each language's words (actions.ts): using a fire extinguisher (pull the pin, aim the
 * nozzle at the base of the fire, squeeze the handle, sweep from side to side) and first aid (chest compressions, the
 * recovery position, calling for help, checking they are breathing), and a gym's equipment cleaned (cleaning-words.ts,
 * merged in here so every lexicon that reads these steps reads those too). An extinguisher or a fire named alone is the
 * spray swept over the fire, CPR named alone the compressions. Like hand-washing-words.ts, the Latin-script steps are listed for the English lexicon too: a
 * training's step is often kept in its language after the planner's English lead.
 */
import type { Pose } from '../scene-graph';
import { CLEANING_WORDS } from './cleaning-words';

const words = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

export const SAFETY_WORDS = {
  en: {
    ...words({
      'pulling-pin': ['pull the pin', 'pulling the pin', 'pulls the pin', 'pulled the pin', 'remove the pin', 'removing the pin', 'removes the pin', 'hold the extinguisher upright', 'holding the extinguisher upright', 'holds the extinguisher upright', 'safety pin', 'tamper seal'],
      'aiming-nozzle': ['aim the nozzle', 'aiming the nozzle', 'aims the nozzle', 'aim the hose', 'aiming the hose', 'aims the hose', 'aim low', 'aiming low', 'aiming the extinguisher', 'aims the extinguisher', 'at the base of the fire', 'at the base of the flames'],
      'squeezing-handle': ['squeeze the handle', 'squeezing the handle', 'squeezes the handle', 'squeeze the lever', 'squeezing the lever', 'squeezes the lever', 'squeeze the trigger', 'squeezing the trigger', 'squeeze slowly', 'discharge the extinguisher', 'discharging the extinguisher'],
      'sweeping-spray': ['sweep from side to side', 'sweeping from side to side', 'sweeps from side to side', 'sweep side to side', 'sweeping side to side', 'sweep the nozzle', 'sweeping the nozzle', 'sweep the hose', 'sweeping the hose', 'fire extinguisher', 'fire extinguishers', 'extinguisher', 'extinguishers', 'putting out a fire', 'putting out the fire', 'puts out the fire', 'put out the fire', 'extinguishing', 'bin fire'],
      'chest-compressions': ['cpr', 'chest compressions', 'chest compression', 'giving chest compressions', 'doing chest compressions', 'compressions', 'performing cpr', 'giving cpr', 'doing cpr', 'push hard and fast', 'resuscitation', 'resuscitating', 'resuscitate'],
      'recovery-position': ['recovery position', 'the recovery position', 'into the recovery position', 'roll them onto their side', 'rolling them onto their side', 'onto their side'],
      'calling-help': ['call for help', 'calling for help', 'calls for help', 'call 999', 'calling 999', 'calls 999', 'call 911', 'calling 911', 'calls 911', 'call 112', 'calling 112', 'calls 112', 'dial 999', 'dialling 999', 'dial 911', 'dialing 911', 'dial 112', 'call an ambulance', 'calling an ambulance', 'calls an ambulance', 'call emergency services', 'calling emergency services'],
      'checking-breathing': ['check they are breathing', 'check that they are breathing', 'check if they are breathing', 'check whether they are breathing', 'checking they are breathing', 'checks they are breathing', 'check for breathing', 'checking for breathing', 'checks for breathing', 'check breathing', 'checking breathing', 'checks breathing', 'look listen and feel', 'breathing normally'],
    }),
    ...CLEANING_WORDS.en,
  },
  fr: {
    ...words({
      'pulling-pin': ['retirez la goupille', 'retirer la goupille', 'retire la goupille', 'retirant la goupille', 'tirez la goupille', 'tirer la goupille', 'tire la goupille', 'enlevez la goupille', 'goupille'],
      'aiming-nozzle': ['visez la base des flammes', 'viser la base des flammes', 'vise la base des flammes', 'visez la base du feu', 'dirigez la lance', 'diriger la lance', 'dirige la lance', 'dirigez le tuyau', 'à la base des flammes', 'à la base du feu'],
      'squeezing-handle': ['pressez la poignée', 'presser la poignée', 'presse la poignée', 'appuyez sur la poignée', 'appuyer sur la poignée', 'appuie sur la poignée', 'pressez le levier', 'appuyez sur le levier', 'percutez'],
      'sweeping-spray': ['balayez la base', 'balayez de gauche à droite', 'balayer de gauche à droite', 'balaie de gauche à droite', 'balayant la base', 'balayez la base des flammes', 'extincteur', 'extincteurs', 'éteindre le feu', 'éteint le feu', 'éteignant le feu'],
      'chest-compressions': ['massage cardiaque', 'compressions thoraciques', 'réanimation cardio pulmonaire', 'rcp', 'réanimation', 'réanime'],
      'recovery-position': ['position latérale de sécurité', 'en position latérale'],
      'calling-help': ['appelez les secours', 'appeler les secours', 'appelle les secours', 'appelant les secours', 'appelez le 15', 'appeler le 15', 'appelez le 18', 'appelez le 112', 'appeler le 112', 'appelle le 112', 'alertez les secours', 'alerter les secours', 'appelez une ambulance', 'appeler une ambulance', 'appelle une ambulance', 'appelle le 15', 'appelle le 18', 'appelant le 15', 'appelant le 112'],
      'checking-breathing': ['vérifiez la respiration', 'vérifier la respiration', 'vérifie la respiration', 'vérifiant la respiration', 'vérifiez s il respire', "vérifiez s'il respire", 'vérifier s il respire', "vérifier s'il respire", 'regarder écouter sentir'],
    }),
    ...CLEANING_WORDS.fr,
  },
  de: {
    ...words({
      'pulling-pin': ['zieht den sicherungsstift', 'zieht den splint', 'zieht die plombe', 'sicherungsstift ziehen', 'sicherungsstift', 'sicherung ziehen', 'sicherungssplint', 'splint ziehen', 'zieht den stift', 'den stift ziehen', 'zieht die sicherung', 'plombe'],
      'aiming-nozzle': ['auf den brandherd richten', 'auf den brandherd', 'auf die glut', 'düse richten', 'löschdüse', 'richtet den schlauch', 'schlauch richten'],
      'squeezing-handle': ['griff drücken', 'griff zusammendrücken', 'hebel drücken', 'schlaghebel', 'drückt den hebel', 'drückt den griff', 'löschhebel', 'den hebel drückt', 'den griff drückt', 'den hebel zusammendrückt'],
      'sweeping-spray': ['hin und her bewegen', 'hin und her schwenken', 'von seite zu seite', 'fächerförmig', 'feuerlöscher', 'feuerlöschers', 'löscht das feuer', 'feuer löschen', 'brand löschen', 'mülleimerbrand', 'fettbrand'],
      'chest-compressions': ['herzdruckmassage', 'wiederbelebung', 'reanimation', 'reanimiert', 'herz lungen wiederbelebung', 'thoraxkompression', 'thoraxkompressionen'],
      'recovery-position': ['stabile seitenlage', 'seitenlage'],
      'calling-help': ['notruf', 'notruf wählen', 'notruf absetzen', 'wählt den notruf', '112 anrufen', '112 wählen', 'ruft den rettungsdienst', 'rettungsdienst rufen', 'hilfe rufen', 'ruft hilfe', 'krankenwagen rufen', 'ruft einen krankenwagen', 'rufen sie einen krankenwagen', 'notarzt rufen'],
      'checking-breathing': ['atmung prüfen', 'atmung kontrollieren', 'atmung überprüfen', 'prüft die atmung', 'prüfen sie die atmung', 'kontrolliert die atmung', 'kontrollieren sie die atmung', 'überprüft die atmung', 'sehen hören fühlen'],
    }),
    ...CLEANING_WORDS.de,
  },
  es: {
    ...words({
      'pulling-pin': ['tira del pasador', 'tirar del pasador', 'tirando del pasador', 'quita el pasador', 'quitar el pasador', 'quitando el pasador', 'retira el pasador', 'retirar el pasador', 'quita el seguro', 'quitar el seguro', 'pasador', 'tira de la anilla', 'tirando de la anilla', 'quita la anilla', 'quitando la anilla', 'anilla de seguridad'],
      'aiming-nozzle': ['apunta la boquilla', 'apuntar la boquilla', 'apuntando la boquilla', 'apunta la manguera', 'apuntar la manguera', 'apuntando la manguera', 'apunta a la base del fuego', 'a la base del fuego', 'a la base de las llamas'],
      'squeezing-handle': ['aprieta la palanca', 'apretar la palanca', 'apretando la palanca', 'aprieta la manija', 'apretar la manija', 'aprieta el mango', 'presiona la palanca', 'presionar la palanca', 'presiona la manija'],
      'sweeping-spray': ['barre de lado a lado', 'barrer de lado a lado', 'barriendo de lado a lado', 'mueve de lado a lado', 'moviendo de lado a lado', 'movimiento de barrido', 'extintor', 'extintores', 'apagar el fuego', 'apagando el fuego', 'apaga el fuego'],
      'chest-compressions': ['compresiones torácicas', 'compresiones en el pecho', 'masaje cardíaco', 'reanimación cardiopulmonar', 'rcp', 'reanimación', 'reanimando'],
      'recovery-position': ['posición lateral de seguridad', 'posición de recuperación'],
      'calling-help': ['llama al 112', 'llamar al 112', 'llamando al 112', 'llama al 911', 'llamar al 911', 'llama a emergencias', 'llamar a emergencias', 'llamando a emergencias', 'pide ayuda', 'pedir ayuda', 'pidiendo ayuda', 'llama a una ambulancia', 'llamar a una ambulancia', 'llamando a una ambulancia'],
      'checking-breathing': ['comprueba si respira', 'comprobar si respira', 'comprobando si respira', 'comprueba la respiración', 'comprobar la respiración', 'verifica si respira', 'verificar si respira', 'verifica la respiración', 'ver oír y sentir'],
    }),
    ...CLEANING_WORDS.es,
  },
  it: {
    ...words({
      'pulling-pin': ['togli la spina', 'togliere la spina', 'toglie la spina', 'estrai la spina', 'estrarre la spina', 'sfila la spina', 'sfilare la spina', 'spina di sicurezza', 'togli la sicura', 'togliere la sicura', 'toglie la sicura', 'togliendo la sicura', 'tira la spina', 'tirando la spina', 'togliendo la spina', 'sfila la sicura'],
      'aiming-nozzle': ["punta l'ugello", "puntare l'ugello", "punta l'erogatore", 'punta la manichetta', 'alla base delle fiamme', 'alla base del fuoco', 'dirigi il getto', 'dirigere il getto'],
      'squeezing-handle': ['premi la leva', 'premere la leva', 'preme la leva', 'stringi la maniglia', 'stringere la maniglia', 'premi la maniglia', 'premere la maniglia', 'aziona la leva'],
      'sweeping-spray': ["muovi da un lato all'altro", "muovere da un lato all'altro", "muovendo da un lato all'altro", 'a ventaglio', 'con movimento a ventaglio', 'estintore', 'estintori', "dell'estintore", "all'estintore", "l'estintore", 'spegnere il fuoco', 'spegne il fuoco', "spegnere l'incendio"],
      'chest-compressions': ['compressioni toraciche', 'massaggio cardiaco', 'rianimazione cardiopolmonare', 'rcp', 'rianimazione'],
      'recovery-position': ['posizione laterale di sicurezza', 'posizione di sicurezza'],
      'calling-help': ['chiama il 112', 'chiamare il 112', 'chiama il 118', 'chiamare il 118', 'chiama i soccorsi', 'chiamare i soccorsi', 'chiede aiuto', 'chiedere aiuto', "chiama un'ambulanza", "chiamare un'ambulanza"],
      'checking-breathing': ['controlla il respiro', 'controllare il respiro', 'controlla se respira', 'controllare se respira', 'verifica se respira', 'verificare se respira', 'verifica il respiro', 'guarda ascolta senti'],
    }),
    ...CLEANING_WORDS.it,
  },
  pt: {
    ...words({
      'pulling-pin': ['puxe o pino', 'puxar o pino', 'puxa o pino', 'retire o pino', 'retirar o pino', 'retira o pino', 'tire o pino', 'tirar o pino', 'pino de segurança', 'retire a cavilha', 'cavilha'],
      'aiming-nozzle': ['aponte o bico', 'apontar o bico', 'aponta o bico', 'aponte a mangueira', 'apontar a mangueira', 'aponta a mangueira', 'para a base do fogo', 'na base das chamas', 'para a base das chamas'],
      'squeezing-handle': ['aperte o gatilho', 'apertar o gatilho', 'aperta o gatilho', 'aperte a alavanca', 'apertar a alavanca', 'aperta a alavanca', 'pressione o gatilho', 'pressione a alavanca', 'aperte o manípulo', 'a apertar o manípulo', 'apertando o manípulo', 'aperta o manípulo', 'a apertar a alavanca', 'apertando a alavanca'],
      'sweeping-spray': ['varra de um lado para o outro', 'mova de um lado para o outro', 'movendo de um lado para o outro', 'movimentos de varrimento', 'movimento de varredura', 'extintor', 'extintores', 'apagar o fogo', 'apaga o fogo', 'apagando o fogo'],
      'chest-compressions': ['compressões torácicas', 'compressões no peito', 'massagem cardíaca', 'reanimação cardiopulmonar', 'rcp', 'reanimação', 'reanimar'],
      'recovery-position': ['posição lateral de segurança', 'posição de recuperação'],
      'calling-help': ['ligue 112', 'ligue para o 112', 'ligar para o 112', 'liga para o 112', 'ligue 192', 'ligue para o 192', 'ligar para o 192', 'chame ajuda', 'chamar ajuda', 'chama ajuda', 'peça ajuda', 'pedir ajuda', 'chame uma ambulância', 'chamar uma ambulância', 'chama uma ambulância'],
      'checking-breathing': ['verifique se respira', 'verificar se respira', 'verifica se respira', 'verifique a respiração', 'verificar a respiração', 'verifica a respiração', 'ver ouvir e sentir'],
    }),
    ...CLEANING_WORDS.pt,
  },
  nl: {
    ...words({
      'pulling-pin': ['trek de pin eruit', 'trek de pen eruit', 'trekt de pin eruit', 'de pin eruit', 'veiligheidspen', 'splitpen', 'zegel verbreken', 'de pin uit', 'de pen uit', 'de veiligheidspin'],
      'aiming-nozzle': ['richt de spuitmond', 'richt op de basis van het vuur', 'richt de slang', 'richt het mondstuk', 'op de basis van de vlammen', 'op de basis van het vuur', 'op de vuurhaard', 'spuitmond'],
      'squeezing-handle': ['knijp de hendel in', 'knijp in de hendel', 'knijpt de hendel in', 'druk de hendel in', 'hendel indrukken', 'de hendel indrukt', 'de hendel inknijpt', 'drukt de hendel in'],
      'sweeping-spray': ['heen en weer bewegen', 'beweeg heen en weer', 'beweegt heen en weer', 'zwaaiende beweging', 'brandblusser', 'brandblussers', 'blusser', 'vuur blussen', 'blust het vuur', 'brand blussen'],
      'chest-compressions': ['borstcompressies', 'borstcompressie', 'hartmassage', 'reanimatie', 'reanimeren', 'reanimeert'],
      'recovery-position': ['stabiele zijligging', 'zijligging'],
      'calling-help': ['bel 112', '112 bellen', 'belt 112', 'bel de hulpdiensten', 'hulpdiensten bellen', 'om hulp roepen', 'roept om hulp', 'hulp inschakelen', 'bel een ambulance', 'belt een ambulance', 'ambulance bellen', '112 belt', 'de hulpdiensten belt', 'een ambulance belt'],
      'checking-breathing': ['controleer de ademhaling', 'ademhaling controleren', 'controleert de ademhaling', 'controleer of het slachtoffer ademt', 'controleer of hij ademt', 'kijken luisteren voelen'],
    }),
    ...CLEANING_WORDS.nl,
  },
  ja: {
    ...words({
      'pulling-pin': ['消火器のピン', 'ピンを抜く', 'ピンを抜き', 'ピンを抜いて', '安全ピンを抜', '安全ピン', '黄色いピン', '消火器の安全ピン'],
      'aiming-nozzle': ['消火器のホース', 'ホースを火元に向け', '火元に向け', 'ノズルを火元', 'ノズルを向け', 'ホースを向け', 'ホースを外し', '火の根元'],
      'squeezing-handle': ['消火器のレバー', 'レバーを握る', 'レバーを握り', 'レバーを握って', 'レバーを強く握', 'レバーを押す', 'レバーを押し'],
      'sweeping-spray': ['掃くように', 'ほうきで掃くように', '左右に振る', '左右に振り', '消火器', '消火する', '消火して', '初期消火'],
      'chest-compressions': ['胸骨圧迫', '心臓マッサージ', '心肺蘇生'],
      'recovery-position': ['回復体位', '横向きに寝かせ'],
      'calling-help': ['119番', '119に電話', '救急車を呼', '助けを呼', '通報する', '通報して'],
      'checking-breathing': ['呼吸を確認', '呼吸の確認', '呼吸を確かめ', '呼吸をみる', '呼吸を見る', '胸と腹部の動き'],
    }),
    ...CLEANING_WORDS.ja,
  },
};

/** The Latin-script steps of every other language, for the English lexicon. */
export const SAFETY_STEPS_KEPT_IN_THEIR_LANGUAGE: Record<string, Pose> = {
  ...SAFETY_WORDS.es, ...SAFETY_WORDS.fr, ...SAFETY_WORDS.de, ...SAFETY_WORDS.it, ...SAFETY_WORDS.pt, ...SAFETY_WORDS.nl,
};
