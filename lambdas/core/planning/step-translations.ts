/**
 * A training step written in Spanish, French, German, Italian, Portuguese or Dutch, said as the
 * English instruction a picture is drawn from: "Treppe statt Aufzug nehmen" → "take the stairs
 * instead of the lift", "Ne pas courir dans le couloir" → "don't run in the corridor", "Cierra
 * la puerta con llave" → "close the door". Word by word from a small lexicon of workplace verbs,
 * things and places; a word it does not know is left out (the step's own words stay beside the
 * picture). Undefined when no verb of the step is known. Pure string work; never throws.
 */

type Lang = 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl';
const LANGS: readonly Lang[] = ['es', 'fr', 'de', 'it', 'pt', 'nl'];

/** A word's forms in each language, as word patterns (stems take `\p{L}*`); '' where the lexicon has none. */
type Forms = readonly [es: string, fr: string, de: string, it: string, pt: string, nl: string];

/** English verbs (with the word that takes their object: "listen to"), and their forms: infinitives and imperatives. */
const VERBS: readonly (readonly [english: string, forms: Forms])[] = [
  ['charge', ['cobrar|cobra|cobre', 'encaiss\\p{L}*', 'kassieren|kassiere|abkassieren', 'incass\\p{L}*|fai pagare', 'cobrar|cobre|cobra', 'afrekenen|reken af|laat betalen']],
  ['follow up', ['haz un seguimiento|da seguimiento|dale seguimiento', 'relancez|relancer|faites un suivi', 'nachfassen|fassen sie nach|nachhaken', 'ricontatta|ricontattare|fai un follow-up', 'acompanhe|acompanhar|faça o acompanhamento', 'volg op|opvolgen|volg het op']],
  ['mop', ['friega|fregar|trapea|trapear', 'passez la serpillière|lavez le sol', 'wischen sie den boden|den boden wischen', 'lava il pavimento|passa lo straccio', 'esfregue|esfregar', 'dweil|dweilen']],
  // Never "da", "dai", "dia": "from", "from the", "day" in Italian and Portuguese.
  ['hand over', ['entreg\\p{L}*|dar', 'remett\\p{L}*|donnez|donner|rendez', 'übergeben|übergib|überreichen|überreiche|geben|gib', 'consegn\\p{L}*|dare', 'entreg\\p{L}*|dê|dar', 'overhandig\\p{L}*|geef|geven']],
  ['pump', ['bombear|bombea|bombee', 'pomper|pompez|actionnez|actionner', 'pumpen|pumpe|pump', 'pompare|pompa|pompi', 'bombear|bombeie|bombeia', 'pompen|pomp']],
  ['hear', ['oír|oye|oiga|oigan', 'entend\\p{L}*', 'hören|hört|höre|hör', 'sentire|senti|senta|sentite', 'ouvir|ouve|ouça|ouçam', 'horen|hoor|hoort']],
  ['listen to', ['escuch\\p{L}*', 'écout\\p{L}*', 'zuhören|anhören|hören sie zu|hör zu', 'ascolt\\p{L}*', 'escut\\p{L}*', 'luister\\p{L}*']],
  ['stop', ['detener|detén|detenga|deténgase|parar|pare|paren|interrump\\p{L}*', 'arrêt\\p{L}*|interromp\\p{L}*|cess\\p{L}*', 'unterbrechen|unterbrich|stoppen|stopp|anhalten|beenden|einstellen', 'fermare|ferma|fermi|interromp\\p{L}*|smett\\p{L}*', 'parar|pare|para|interromp\\p{L}*', 'stoppen|stop|onderbreek|onderbreken|staak|staken']],
  ['leave', ['salir|salga|salgan|abandon\\p{L}*', 'quitt\\p{L}*|sortez|sortir|sors', 'verlassen|verlass|verlasst', 'lasciare|lascia|lasci|uscire|esci|esca|abbandon\\p{L}*', 'sair|saia|saiam|sai|deixar|deixe|abandon\\p{L}*', 'verlaten|verlaat|vertrek\\p{L}*']],
  ['evacuate', ['evacu\\p{L}*|desaloj\\p{L}*', 'évacu\\p{L}*', 'evakuier\\p{L}*|räumen|räumt', 'evacu\\p{L}*', 'evacu\\p{L}*', 'evacueer|evacueren|ontruim\\p{L}*']],
  ['take', ['tomar|toma|tome|tomen|coger|coge|coja', 'prendre|prenez|prends', 'nehmen|nimm|nehmt', 'prendere|prendi|prenda', 'tomar|tome|toma|pegar|pegue|pega|apanh\\p{L}*', 'nemen|neem|neemt']],
  ['use', ['usar|usa|use|usen|utiliz\\p{L}*', 'utilis\\p{L}*|employ\\p{L}*|emploie\\p{L}*', 'benutzen|benutz|verwenden|verwende|nutzen|nutz', 'usare|usa|usi|utilizz\\p{L}*', 'usar|use|usa|utiliz\\p{L}*', 'gebruiken|gebruik']],
  ['go', ['ir|ve|vaya|vayan|dir[ií]g\\p{L}*|acud\\p{L}*', 'aller|allez|va|rendez-vous|rends-toi|rendre|dirigez-vous', 'gehen|geh|gehe|begeben|begib', 'andare|vai|vada|recati|recarsi|si rechi|dirigiti|raggiung\\p{L}*', 'ir|vá|vai|dirija-se|dirige-te|dirigir-se', 'gaan|ga|begeef']],
  ['walk', ['caminar|camina|camine|andar|anda|ande', 'marcher|marchez|marche', 'laufen|lauf|lauft', 'camminare|cammina|cammini', 'caminhar|caminhe|caminha|andar|ande|anda', 'lopen|loop']],
  ['run', ['correr|corre|corra|corras|corran', 'courir|courez|cours', 'rennen|renn|rennt', 'correre|corri|corra', 'correr|corra|corre|corras', 'rennen|ren']],
  ['report', ['report\\p{L}*|present\\p{L}*', 'signal\\p{L}*|présentez-vous|présenter', 'melden|melde|meldet', 'segnal\\p{L}*|present\\p{L}*', 'comunic\\p{L}*|apresent\\p{L}*|report\\p{L}*', 'melden|meld|meldt|rapporteer\\p{L}*']],
  ['tell', ['inform\\p{L}*|avis\\p{L}*|dile|dígale|comunic\\p{L}*', 'inform\\p{L}*|prévenez|prévenir|préviens|dites|alert\\p{L}*', 'informieren|informiere|benachrichtig\\p{L}*|sagen|sag|sage|alarmier\\p{L}*', 'avvis\\p{L}*|inform\\p{L}*|dica|allert\\p{L}*', 'avis\\p{L}*|inform\\p{L}*|diga|dizer|alert\\p{L}*', 'waarschuw\\p{L}*|informeer|informeren|vertel|vertellen|zeg|alarmeer\\p{L}*']],
  ['stay', ['mantén la calma|quédate|quédese|quedarse|permanec\\p{L}*|permanezc\\p{L}*', 'restez|rester|reste|demeurez', 'bleiben|bleib|bleibt', 'restare|resta|resti|rimanere|rimani|rimanga', 'ficar|fique|fica|permanec\\p{L}*|permaneç\\p{L}*', 'blijven|blijf']],
  ['gather', ['reún\\p{L}*|reun\\p{L}*|agrup\\p{L}*', 'rassembl\\p{L}*|regroup\\p{L}*|retrouv\\p{L}*', 'sammeln|sammelt|versammeln|versammelt|treffen|trefft', 'radun\\p{L}*|riun\\p{L}*|ritrov\\p{L}*', 'reún\\p{L}*|reun\\p{L}*|junt\\p{L}*', 'verzamel\\p{L}*']],
  ['wait for', ['esperar|espera|espere|esperen', 'attendre|attendez|attends', 'warten|warte|wartet', 'aspett\\p{L}*|attend\\p{L}*', 'esperar|espere|espera|aguard\\p{L}*', 'wachten|wacht']],
  ['close', ['cerrar|cierra|cierre|cierren', 'fermer|fermez|ferme', 'schließen|schließ|schließt|zumachen', 'chiudere|chiudi|chiuda', 'fechar|feche|fecha', 'sluiten|sluit|dichtdoen']],
  ['open', ['abrir|abre|abra|abran', 'ouvrir|ouvrez|ouvre', 'öffnen|öffne|öffnet', 'aprire|apri|apra', 'abrir|abra|abre', 'openen|open|opendoen']],
  ['switch off', ['apagar|apaga|apague|desconect\\p{L}*', 'éteindre|éteignez|éteins|coupez|couper', 'ausschalten|abschalten|schalten sie aus|schalte aus', 'spegnere|spegni|spenga', 'desligar|desligue|desliga', 'uitschakelen|uitzetten|zet uit|schakel uit']],
  ['switch on', ['encender|enciende|encienda', 'allumer|allumez|allume', 'einschalten|anschalten|schalten sie ein', 'accendere|accendi|accenda', 'acender|acenda|acende', 'aanzetten|inschakelen|zet aan|schakel in']],
  ['call', ['llamar|llama|llame|llamen', 'appeler|appelez|appelle', 'anrufen|rufen|ruf|rufe', 'chiamare|chiama|chiami', 'ligar para|ligue para|chamar|chame|telefon\\p{L}*', 'bellen|bel|belt']],
  ['thank', ['agradec\\p{L}*|da las gracias', 'remerci\\p{L}*', 'danken|bedanken|danke|bedanke', 'ringrazi\\p{L}*', 'agradec\\p{L}*|agradeç\\p{L}*', 'bedanken|bedank|danken']],
  ['smile at', ['sonre[ií]r|sonríe|sonría', 'sourire|souriez|souris', 'lächeln|lächle|lächelt', 'sorridere|sorridi|sorrida', 'sorrir|sorria|sorri', 'glimlachen|glimlach|lach']],
  ['apologise to', ['disculp\\p{L}*|disc[uú]lp\\p{L}*', 'excusez-vous|s[\'’]excuser', 'entschuldigen|entschuldige', 'scusarsi|scusati|si scusi', 'desculpe-se|desculpar-se|peça desculpa', 'verontschuldig\\p{L}*|bied excuses aan']],
  ['offer', ['ofrecer|ofrece|ofrezca|propon\\p{L}*', 'offrir|offrez|proposer|proposez|propose', 'anbieten|bieten|biete|bietet', 'offrire|offri|offra|proporre|proponi|proponga', 'oferecer|ofereça|oferece|propor|proponha', 'aanbieden|bied|bieden|biedt']],
  ['put on', ['ponte|póngase|ponerse|ponga', 'enfil\\p{L}*|mettez|mettre', 'anziehen|ziehen sie an|zieh an|aufsetzen|anlegen|legen sie an', 'indossare|indossa|indossi|metti|mettere', 'vestir|vista|coloque|colocar|ponha', 'aantrekken|trek aan|doe aan|opzetten|zet op']],
  ['wear', ['llevar puesto|llevar|lleva|lleve', 'porter|portez|porte', 'tragen|trage|tragt', 'portare|porta|porti', 'usar sempre|vestir', 'dragen|draag']],
  ['remove', ['quitar|quita|quite|retir\\p{L}*', 'retir\\p{L}*|enlev\\p{L}*|ôter|ôtez', 'entfernen|entferne|abnehmen|nimm ab|ausziehen', 'togliere|togli|tolga|rimuov\\p{L}*', 'retir\\p{L}*|tirar|tire', 'verwijderen|verwijder|afnemen|uittrekken|trek uit']],
  ['put', ['poner|pon|ponga|coloc\\p{L}*|deja|deje|dejar', 'mettre|mettez|poser|posez|pose|placer|placez|place|dépos\\p{L}*', 'stellen|stell|stelle|legen|leg|lege|platzier\\p{L}*|abstellen', 'mettere|metti|metta|posa|posare|appoggi\\p{L}*|colloc\\p{L}*', 'pôr|ponha|põe|coloc\\p{L}*|deixar|deixe', 'zetten|zet|leggen|leg|plaatsen|plaats']],
  ['fill', ['llenar|llena|llene|rellen\\p{L}*', 'remplir|remplissez|remplis', 'füllen|füll|fülle|auffüllen', 'riempire|riempi|riempia', 'encher|encha|enche', 'vullen|vul|bijvullen']],
  ['push', ['empuj\\p{L}*', 'pousser|poussez|pousse', 'schieben|schieb|schiebe|drücken|drück|drücke', 'spingere|spingi|spinga', 'empurr\\p{L}*', 'duwen|duw']],
  ['press', ['puls\\p{L}*|presion\\p{L}*|aprieta|apriete', 'appuyez|appuyer|appuie', 'betätigen|betätige', 'premere|premi|prema', 'pression\\p{L}*|carregue|carregar', 'drukken|druk']],
  ['pull', ['tirar de|tira de|tires|tiren|jal\\p{L}*', 'tirer|tirez|tire', 'ziehen|zieh|ziehe', 'tirare|tira|tiri', 'puxar|puxe|puxa', 'trekken|trek']],
  ['lift', ['levant\\p{L}*|alz\\p{L}*', 'soulever|soulevez|soulève', 'heben|heb|hebe|anheben', 'sollevare|solleva|sollevi|alz\\p{L}*', 'levantar|levante|levanta|ergu\\p{L}*', 'tillen|til|optillen']],
  ['carry', ['cargar|carga|cargue|transport\\p{L}*', 'transport\\p{L}*|portez', 'tragen|trag|transportier\\p{L}*', 'trasport\\p{L}*', 'carreg\\p{L}*|transport\\p{L}*|lev[ae]|levar', 'dragen|draag|vervoer\\p{L}*']],
  ['turn', ['gir\\p{L}*', 'tourn\\p{L}*', 'drehen|dreh|drehe', 'gir\\p{L}*', 'gir\\p{L}*|vir\\p{L}*', 'draaien|draai']],
  ['hold', ['sujet\\p{L}*|sost[eé]n\\p{L}*|agarr\\p{L}*', 'tenir|tenez|tiens', 'halten|halt|halte|festhalten', 'tenere|tieni|tenga|reggi\\p{L}*', 'segur\\p{L}*', 'vasthouden|houd vast|houd']],
  ['keep', ['mantener|mantén|mantenga|conserv\\p{L}*', 'garder|gardez|garde|maintenir|maintenez|conserv\\p{L}*', 'behalten|bewahren|halten sie', 'mantenere|mantieni|mantenga|conserv\\p{L}*', 'manter|mantenha|mantém|conserv\\p{L}*', 'houden|bewaren|bewaar']],
  ['grind', ['moler|muele|muela', 'moudre|moulez', 'mahlen|mahle', 'macinare|macina|macini', 'moer|moa|mói', 'malen|maal']],
  ['pour', ['verter|vierte|vierta|servir', 'verser|versez|verse', 'gießen|gieß|eingießen|einschenken', 'versare|versa|versi', 'verter|verta|verte|deitar|deite', 'gieten|giet|schenken|schenk']],
  ['heat', ['calentar|calienta|caliente', 'chauffer|chauffez|chauffe', 'erhitzen|erhitze|erwärmen', 'scaldare|scalda|scaldi', 'aquecer|aqueça|aquece', 'verwarmen|verwarm']],
  ['rinse', ['enjuag\\p{L}*|aclar\\p{L}*', 'rinc\\p{L}*', 'spülen|spül|abspülen|ausspülen', 'sciacqu\\p{L}*|risciacqu\\p{L}*', 'enxagu\\p{L}*|enxágu\\p{L}*|passar por água', 'spoelen|spoel|afspoelen']],
  ['dry', ['secar|seca|seque', 'sécher|séchez|sèche', 'trocknen|trockne|abtrocknen', 'asciugare|asciuga|asciughi', 'secar|seque|seca', 'drogen|droog|afdrogen']],
  ['wash', ['lavar|lava|lave', 'laver|lavez|lave', 'waschen|wasch|wasche|abwaschen', 'lavare|lava|lavi', 'lavar|lave|lava', 'wassen|was']],
  ['clean', ['limpiar|limpia|limpie', 'nettoyer|nettoyez|nettoie', 'reinigen|reinige|putzen|putz|sauber machen', 'pulire|pulisci|pulisca', 'limpar|limpe|limpa', 'schoonmaken|maak schoon|reinigen|reinig']],
  ['write', ['escribir|escribe|escriba|anot\\p{L}*', 'écrire|écrivez|écris|not\\p{L}*', 'schreiben|schreib|schreibe|notieren|notiere', 'scrivere|scrivi|scriva|annot\\p{L}*', 'escrever|escreva|escreve|anot\\p{L}*', 'schrijven|schrijf|noteren|noteer']],
  ['show', ['mostrar|muestra|muestre|enseñ\\p{L}*', 'montrer|montrez|montre', 'zeigen|zeig|zeige', 'mostrare|mostra|mostri', 'mostrar|mostre|mostra', 'tonen|toon|laten zien']],
  ['count', ['contar|cuenta|cuente', 'compter|comptez|compte', 'zählen|zähl|zähle', 'contare|conta|conti', 'contar|conte|conta', 'tellen|tel']],
  ['sign', ['firmar|firma|firme', 'signer|signez|signe', 'unterschreiben|unterschreib|unterschreibe', 'firmare|firma|firmi', 'assinar|assine|assina', 'ondertekenen|onderteken|tekenen|teken']],
  ['follow', ['seguir|sigue|siga|sigan', 'suivre|suivez|suis', 'folgen|folge|folgt|befolgen', 'seguire|segui|segua', 'seguir|siga|segue', 'volgen|volg']],
  ['store', ['guardar|guarda|guarde|almacen\\p{L}*', 'ranger|rangez|range|stocker|stockez', 'lagern|lagere|aufbewahren|verstauen', 'riporre|riponi|conservare|riponga', 'guardar|guarde|guarda|armazen\\p{L}*', 'bewaren|bewaar|opbergen|berg op|opslaan']],
  ['label', ['etiquet\\p{L}*|rotul\\p{L}*', 'étiquet\\p{L}*', 'beschriften|beschrifte|etikettier\\p{L}*', 'etichett\\p{L}*', 'etiquet\\p{L}*|rotul\\p{L}*', 'labelen|label|etiketteer\\p{L}*']],
  ['cut', ['cortar|corta|corte', 'couper|coupez|coupe', 'schneiden|schneid|schneide', 'tagliare|taglia|tagli', 'cortar|corte|corta', 'snijden|snijd|snij']],
  ['cover', ['cubr\\p{L}*|tapar|tapa|tape', 'couvrir|couvrez|couvre', 'abdecken|abdeck|bedecken', 'coprire|copri|copra', 'cobrir|cubra|cobre|tapar|tape', 'afdekken|dek af|bedekken']],
  ['look at', ['mirar|mira|mire', 'regarder|regardez|regarde', 'schauen|schau|schaue|ansehen|sehen|sieh', 'guardare|guarda|guardi', 'olhar|olhe|olha', 'kijken|kijk']],
  ['bend', ['dobl\\p{L}*|flexion\\p{L}*', 'pli\\p{L}*|fléchi\\p{L}*', 'beugen|beug|beuge', 'pieg\\p{L}*|flett\\p{L}*', 'dobr\\p{L}*|flexion\\p{L}*', 'buigen|buig']],
  ['lock', ['cerrar con llave|bloque\\p{L}*', 'verrouill\\p{L}*', 'abschließen|abschließ|sperren|sperre', 'bloccare|blocca|chiudere a chiave', 'trancar|tranque|bloque\\p{L}*', 'afsluiten|sluit af|vergrendel\\p{L}*']],
  ['check', ['revis\\p{L}*|comprob\\p{L}*|comprueb\\p{L}*|verific\\p{L}*|control\\p{L}*', 'vérifi\\p{L}*|contrôl\\p{L}*', 'prüfen|prüf|prüfe|kontrollier\\p{L}*|überprüf\\p{L}*', 'controll\\p{L}*|verific\\p{L}*', 'verific\\p{L}*|verifiqu\\p{L}*|confer\\p{L}*|control\\p{L}*', 'controleren|controleer|checken|check']],
  ['greet', ['salud\\p{L}*|recib\\p{L}*', 'accueill\\p{L}*|salue\\p{L}*|saluer', 'begrüßen|begrüß|begrüße|empfangen', 'accogli\\p{L}*|salut\\p{L}*', 'cumpriment\\p{L}*|receb\\p{L}*|salud\\p{L}*', 'begroeten|begroet|verwelkom\\p{L}*']],
  ['ask', ['pregunt\\p{L}*|pide|pida|pedir', 'demand\\p{L}*', 'fragen|frag|frage', 'chiedere|chiedi|chieda|domand\\p{L}*', 'pergunt\\p{L}*|peça|pedir', 'vragen|vraag']],
  ['explain', ['explic\\p{L}*', 'expliqu\\p{L}*', 'erklären|erklär|erkläre', 'spiegare|spiega|spieghi', 'explic\\p{L}*|expliqu\\p{L}*', 'uitleggen|leg uit']],
  ['help', ['ayud\\p{L}*', 'aider|aidez|aide', 'helfen|hilf|helft', 'aiutare|aiuta|aiuti', 'ajudar|ajude|ajuda', 'helpen|help']],
  ['serve', ['servir|sirve|sirva', 'servir|servez|sers', 'servieren|serviere|bedienen', 'servire|servi|serva', 'servir|sirva|serve', 'serveren|serveer|bedienen']],
  ['scan', ['escane\\p{L}*', 'scann\\p{L}*', 'scannen|scanne', 'scansion\\p{L}*', 'digitaliz\\p{L}*|escane\\p{L}*', 'scannen|scan']],
  ['empty', ['vaciar|vacía|vacíe', 'vider|videz|vide', 'leeren|leere|ausleeren|entleeren', 'svuotare|svuota|svuoti', 'esvaziar|esvazie|esvazia', 'legen|leeg']],
];

/** English things and places, with their article, and their words (singular and plural). */
const THINGS: readonly (readonly [english: string, forms: Forms])[] = [
  ['the alarm', ['alarmas?', 'alarmes?', 'alarm|alarms?|feueralarm|alarmsignal', 'allarm[ei]', 'alarmes?', 'alarm|brandalarm']],
  ['the stairs', ['escaleras?', 'escaliers?', 'treppen?|treppenhaus', 'scale|scala', 'escadas?', 'trap|trappen']],
  ['the lift', ['ascensor(?:es)?', 'ascenseurs?', 'aufzug|aufzüge|fahrstuhl', 'ascensor[ei]', 'elevador(?:es)?', 'lift|liften']],
  ['the exit', ['salidas?', 'sorties?', 'ausgang|ausgänge|notausgang', 'uscit[ae]', 'saídas?', 'uitgang(?:en)?|nooduitgang']],
  ['the door', ['puertas?', 'portes?', 'tür|türen', 'port[ae]', 'portas?', 'deur(?:en)?']],
  ['the window', ['ventanas?', 'fenêtres?', 'fenster', 'finestr[ae]', 'janelas?', 'ramen|raam']],
  ['work', ['trabajo|tarea', 'travail|tâches?', 'arbeit|tätigkeit', 'lavoro|attività', 'trabalho|tarefa', 'werk|werkzaamheden']],
  ['the desk', ['escritorio|mesa de trabajo|puesto', 'bureau|poste', 'schreibtisch|arbeitsplatz', 'scrivania|postazione', 'secretária|mesa de trabalho|posto', 'bureau|werkplek']],
  ['the building', ['edificio', 'bâtiment|immeuble', 'gebäude', 'edificio', 'edifício|prédio', 'gebouw']],
  ['the customer', ['clientes?', 'clients?|cliente', 'kunden?|kundin|gast|gäste', 'client[ei]', 'clientes?', 'klanten?|gasten?|gast']],
  ['the guest', ['huéspede?s?|invitados?', 'invités?|hôtes?', 'gäste?', 'ospit[ei]', 'hóspedes?', 'gasten']],
  ['colleagues', ['compañeros?|colegas?', 'collègues?', 'kolleg(?:en|in|innen)?', 'colleghi|collega', 'colegas?', 'collega\'?s?']],
  ['the manager', ['responsable|encargad[oa]|supervisor[a]?|jefe', 'responsable|manager|superviseur', 'vorgesetzten?|vorgesetzte|chef|leitung|schichtleiter\\p{L}*', 'responsabile|supervisore|capo', 'responsável|supervisor|chefe|gerente', 'leidinggevende|manager|chef']],
  ['the complaint', ['quejas?|reclamaci[oó]n(?:es)?', 'plaintes?|réclamations?', 'beschwerden?|reklamation(?:en)?', 'reclam[oi]|lamentel[ae]', 'queixas?|reclamaç(?:ão|ões)', 'klachten?']],
  ['the problem', ['problemas?', 'problèmes?', 'problems?|probleme', 'problem[ai]', 'problemas?', 'probleem|problemen']],
  ['a solution', ['soluci[oó]n(?:es)?', 'solutions?', 'lösung(?:en)?', 'soluzion[ei]', 'soluç(?:ão|ões)', 'oplossing(?:en)?']],
  ['gloves', ['guantes', 'gants', 'handschuhe', 'guanti', 'luvas', 'handschoenen']],
  ['a helmet', ['casco', 'casque', 'helm|schutzhelm', 'casco|elmetto', 'capacete', 'helm|veiligheidshelm']],
  ['a mask', ['mascarilla|máscara', 'masque', 'maske|mundschutz', 'mascherina|maschera', 'máscara', 'mondkapje|masker']],
  ['an apron', ['delantal', 'tablier', 'schürze', 'grembiule', 'avental', 'schort']],
  ['a safety vest', ['chaleco', 'gilet', 'warnweste', 'giubbotto|gilet', 'colete', 'hesje']],
  ['safety glasses', ['gafas', 'lunettes', 'schutzbrille|brille', 'occhiali', 'óculos', 'veiligheidsbril|bril']],
  ['their hands', ['manos', 'mains', 'hände', 'mani', 'mãos', 'handen']],
  ['the machine', ['máquina', 'machine', 'maschine|gerät', 'macchina', 'máquina', 'machine|apparaat']],
  ['the coffee machine', ['cafetera|máquina de café', 'machine à café|cafetière', 'kaffeemaschine|espressomaschine', 'macchina del caffè|macchinetta', 'máquina de café', 'koffiemachine|espressomachine']],
  ['the filter', ['filtros?', 'filtres?', 'filter|sieb', 'filtr[oi]', 'filtros?', 'filter|filters']],
  ['the milk', ['leche', 'lait', 'milch', 'latte', 'leite', 'melk']],
  ['the coffee', ['café', 'café', 'kaffee', 'caffè', 'café', 'koffie']],
  ['the cup', ['tazas?', 'tasses?', 'tasse|tassen', 'tazz[ae]', 'chávenas?|xícaras?', 'kopje|kopjes']],
  ['the tray', ['bandejas?', 'plateaux?|bac', 'tablett|schale', 'vassoi?o?|vaschetta', 'tabuleiros?|bandejas?', 'dienblad|bak']],
  ['the table', ['mesas?', 'tables?', 'tisch|tische', 'tavol[oi]', 'mesas?', 'tafels?']],
  ['the floor', ['suelo|piso', 'sol', 'boden', 'pavimento', 'chão', 'vloer']],
  ['the bin', ['papeleras?|cubos? de basura|basura', 'poubelles?', 'mülleimer|abfall|müll', 'cestin[oi]|spazzatura|rifiuti', 'lixo|caixote', 'prullenbak(?:ken)?|vuilnisbak|afval']],
  ['the box', ['cajas?', 'cartons?|boîtes?|colis', 'kisten?|kartons?', 'scatol[ae]', 'caixas?', 'doos|dozen']],
  ['the load', ['cargas?', 'charges?', 'lasten?|last', 'caric[oh]i?', 'cargas?', 'lasten?|last']],
  ['the handle', ['mango|palanca|asa|timón', 'poignée|timon|levier', 'griff|deichsel|hebel', 'timone|maniglia|leva', 'pega|alavanca|manípulo|timão', 'handgreep|hendel|disselboom']],
  ['the pallet jack', ['transpaletas?', 'transpalettes?', 'hubwagen|handhubwagen', 'transpallet', 'porta-?paletes', 'palletwagen|palletwagens']],
  ['the pallet', ['palés?|palets?', 'palettes?', 'paletten?', 'bancal[ei]|pallet', 'paletes?', 'pallets?']],
  ['the shelf', ['estanterías?|estantes?', 'étagères?|rayons?', 'regale?|regal', 'scaffal[ei]', 'prateleiras?', 'schap(?:pen)?|rek(?:ken)?']],
  ['the fridge', ['neveras?|frigorífico|cámara', 'frigo|réfrigérateur', 'kühlschrank|kühlraum', 'frigo|frigorifero', 'frigorífico|geladeira', 'koelkast|koelcel']],
  ['the temperature', ['temperaturas?', 'températures?', 'temperatur(?:en)?', 'temperatur[ae]', 'temperaturas?', 'temperatuur']],
  ['the date', ['fechas?', 'dates?', 'datum', 'dat[ae]', 'datas?', 'datum']],
  ['the label', ['etiquetas?', 'étiquettes?', 'etikett(?:en)?', 'etichett[ae]', 'etiquetas?|rótulos?', 'etiket(?:ten)?|label']],
  ['the keys', ['llaves?', 'clés?|clefs?', 'schlüssel', 'chiav[ei]', 'chaves?', 'sleutels?']],
  ['the phone', ['teléfono|móvil', 'téléphone|portable', 'telefon|handy', 'telefono|cellulare', 'telefone|telemóvel|celular', 'telefoon']],
  ['the order', ['pedidos?|comanda', 'commandes?', 'bestellung(?:en)?', 'ordin[ei]|ordinazion[ei]', 'pedidos?', 'bestelling(?:en)?']],
  ['the seatbelt', ['cinturón', 'ceinture', 'gurt|sicherheitsgurt', 'cintura', 'cinto', 'gordel|veiligheidsgordel']],
  ['the vehicle', ['vehículo|coche|furgoneta', 'véhicule|voiture|camionnette', 'fahrzeug|auto|wagen|transporter', 'veicolo|auto|furgone', 'veículo|carro|carrinha', 'voertuig|auto|busje']],
  ['the mirrors', ['espejos?|retrovisores?', 'rétroviseurs?|miroirs?', 'spiegel', 'specchi(?:etti)?o?', 'espelhos?|retrovisores?', 'spiegels?']],
  ['the corridor', ['pasillos?', 'couloirs?', 'flur|gang|korridor', 'corridoi?o?', 'corredor(?:es)?', 'gang|gangen']],
  ['the area', ['zona|área', 'zone', 'bereich', 'zona|area', 'zona|área', 'zone|ruimte']],
  ['the spill', ['derrames?', 'déversements?|flaques?', 'verschüttetes|pfütze', 'sversamenti?o?|macchi[ae]', 'derramamentos?|derrames?', 'gemorste|plas']],
  ['the sign', ['señal(?:es)?|cartel', 'panneaux?|signalisation', 'schild(?:er)?|warnschild', 'cartell[oi]', 'sinal|placa', 'bord(?:je)?']],
  ['the fire extinguisher', ['extintor(?:es)?', 'extincteurs?', 'feuerlöscher', 'estintor[ei]', 'extintor(?:es)?', 'brandblusser']],
  ['the fire', ['fuego|incendio', 'feu|incendie', 'feuer|brand', 'fuoco|incendio', 'fogo|incêndio', 'vuur|brand']],
  ['the assembly point', ['punto de (?:reunión|encuentro)', 'point de rassemblement', 'sammelplatz|sammelstelle|sammelpunkt', 'punto di (?:raccolta|ritrovo)', 'ponto de (?:encontro|reunião)', 'verzamelplaats|verzamelpunt']],
];

/** English prepositions, by their words in each language (contractions with the article included). */
const PREPOSITIONS: Readonly<Record<Lang, readonly (readonly [english: string, words: string])[]>> = {
  es: [['instead of', 'en lugar de|en vez de|en lugar del|en vez del'], ['at', 'en el|en la|en|al|a la|a'], ['in', 'por el|por la|por|dentro de'], ['to', 'hacia|hasta'], ['with', 'con'], ['from', 'desde|del|de la'], ['on', 'sobre'], ['behind', 'detrás de'], ['before', 'antes de'], ['after', 'después de']],
  fr: [['instead of', 'au lieu de|au lieu du|plutôt que'], ['at', 'au|aux|à la|à l[\'’]|à'], ['to', 'vers|jusqu[\'’]au|jusqu[\'’]à'], ['with', 'avec'], ['in', 'dans'], ['on', 'sur'], ['behind', 'derrière'], ['before', 'avant de|avant'], ['after', 'après']],
  de: [['instead of', 'statt|anstatt|anstelle'], ['at', 'am|an der|an den|an|beim|bei der|bei'], ['to', 'zum|zur|zu|in den|in die'], ['with', 'mit'], ['in', 'im|in der|in'], ['on', 'auf'], ['behind', 'hinter'], ['before', 'vor dem|vor'], ['after', 'nach']],
  it: [['instead of', 'invece di|invece del|invece della|anziché'], ['at', 'al|alla|all[\'’]|ai|a'], ['to', 'verso|fino al|fino alla'], ['with', 'con'], ['in', 'nel|nella|nell[\'’]|in'], ['on', 'sul|sulla|su'], ['behind', 'dietro'], ['before', 'prima di'], ['after', 'dopo']],
  pt: [['instead of', 'em vez de|em vez do|em lugar de|em vez da'], ['at', 'no|na|nos|nas|ao|à|a|pelo|pela'], ['to', 'para o|para a|para|até'], ['with', 'com'], ['in', 'em'], ['on', 'sobre'], ['behind', 'atrás de'], ['before', 'antes de'], ['after', 'depois de']],
  nl: [['instead of', 'in plaats van|i\\.p\\.v\\.'], ['in', 'door de|door het|door'], ['at', 'bij de|bij het|bij|aan de|aan|op de|op het|op'], ['to', 'naar de|naar het|naar'], ['with', 'met'], ['in', 'in de|in het|in'], ['behind', 'achter'], ['before', 'voor'], ['after', 'na']],
};

/** Words that say the step is not to be done. */
const NOT: Readonly<Record<Lang, string>> = {
  es: 'no|nunca|jamás',
  fr: 'ne|n[\'’]|pas|jamais|ne jamais|ne pas',
  de: 'nicht|nie|niemals|kein\\p{L}*',
  it: 'non|mai',
  pt: 'não|nunca|jamais',
  nl: 'niet|nooit|geen',
};

/** Manners said after the action. */
const MANNERS: readonly (readonly [english: string, forms: Forms])[] = [
  ['at once', ['inmediatamente|de inmediato|enseguida', 'immédiatement|tout de suite|aussitôt', 'sofort|unverzüglich', 'subito|immediatamente', 'imediatamente|de imediato', 'meteen|onmiddellijk|direct']],
  ['slowly', ['despacio|lentamente', 'lentement|doucement', 'langsam', 'lentamente|piano', 'devagar|lentamente', 'langzaam|rustig']],
  ['calmly', ['con calma|tranquilamente', 'calmement|avec calme', 'ruhig|in ruhe', 'con calma', 'com calma|calmamente', 'kalm|rustig']],
  ['carefully', ['con cuidado|cuidadosamente', 'avec soin|soigneusement|prudemment', 'vorsichtig|sorgfältig', 'con cura|attentamente', 'com cuidado|cuidadosamente', 'voorzichtig|zorgvuldig']],
  ['sincerely', ['sinceramente|con sinceridad', 'sincèrement', 'aufrichtig', 'sinceramente', 'sinceramente', 'oprecht']],
];

/** Forms as a whole word at the start of the text; one ending on an elision ("l'", "all'") runs into the next. */
const word = (forms: string) => new RegExp(`^(?:${forms})(?:(?<=['’])|(?![\\p{L}'’]))`, 'iu');

/** A table's words in one language as one pattern, an entry a group, compiled once: the first entry that matches is found. */
interface Compiled {
  english: readonly string[];
  words: RegExp;
}
const compiled = new Map<string, Compiled>();
function compile(name: string, lang: Lang, rows: () => readonly (readonly [string, string])[]): Compiled {
  const key = `${name}:${lang}`;
  const known = compiled.get(key);
  if (known) return known;
  const kept = rows().filter(([, forms]) => forms !== '');
  const made = { english: kept.map(([english]) => english), words: word(kept.map(([, forms]) => `(${forms})`).join('|')) };
  compiled.set(key, made);
  return made;
}
const inLanguage = (table: readonly (readonly [string, Forms])[], lang: Lang) => () => table.map(([english, forms]) => [english, forms[LANGS.indexOf(lang)]!] as const);

/** A phrase found at a word of the step: what it says in English and how many characters it takes. */
interface Found {
  english: string;
  length: number;
}

function foundAt(rest: string, table: Compiled): Found | undefined {
  const m = table.words.exec(rest);
  if (!m) return undefined;
  const entry = m.slice(1).findIndex((group) => group !== undefined);
  return { english: table.english[entry]!, length: m[0].length };
}

/** A preposition with the space after it. */
function prepositionAt(rest: string, lang: Lang): Found | undefined {
  const found = foundAt(rest, compile('prepositions', lang, () => PREPOSITIONS[lang]));
  return found && { english: found.english, length: found.length + (/^\s*/u.exec(rest.slice(found.length))?.[0].length ?? 0) };
}

/** Words that set what an action is for before a verb. */
const PURPOSE = /^(?:para|pour|afin de|per|um|om|zum|a fin de)(?![\p{L}])/iu;

/** Places one is at, rooms one is in, and people one is with: "a"/"à"/"no"/"en" are said as each takes them. */
const AT = /^the (?:door|desk|exit|assembly point|table|window|machine|coffee machine|shelf|fridge|building)$/u;
const IN = /^the (?:corridor|area|lift|stairs)$/u;
const PEOPLE = /^(?:the customer|the guest|colleagues|the manager)$/u;

/** `thing` after the English of the preposition before it: "at the door", "in the corridor", "the manager" (Spanish "avisa a tu supervisor"). */
function placed(preposition: string | undefined, thing: string): string {
  if (preposition !== 'at' && preposition !== 'in') return preposition ? `${preposition} ${thing}` : thing;
  if (PEOPLE.test(thing)) return thing;
  return `${AT.test(thing) ? 'at' : IN.test(thing) ? 'in' : preposition} ${thing}`;
}

/** Clothing and kit put on, not carried or put down: "Portez des gants" is worn. */
const WORN = /^(?:gloves|a helmet|a mask|an apron|a safety vest|safety glasses|the seatbelt)$/u;

/**
 * German and Dutch verbs whose particle ends the clause ("Trek handschoenen aan", "Schalten Sie die
 * Maschine aus"): the verb's stem and its particle, in English.
 */
const SEPARABLE: Readonly<Partial<Record<Lang, readonly (readonly [english: string, stem: string, particle: string])[]>>> = {
  de: [['put on', 'zieh\\p{L}*|setz\\p{L}*|leg\\p{L}*', 'an|auf'], ['switch off', 'schalt\\p{L}*|mach\\p{L}*', 'aus'], ['switch on', 'schalt\\p{L}*|mach\\p{L}*', 'ein|an'], ['remove', 'nimm|nehmen|zieh\\p{L}*', 'ab|aus'], ['listen to', 'hör\\p{L}*', 'zu']],
  nl: [['put on', 'trek|doe|zet', 'aan|op'], ['switch off', 'zet|schakel|doe', 'uit'], ['switch on', 'zet|schakel|doe', 'aan'], ['remove', 'trek|doe|haal', 'uit|af|weg'], ['offer', 'bied', 'aan']],
};

/** One clause of a step as an English instruction, or undefined without a known verb. */
function clause(text: string, lang: Lang): { verb?: string; negated: boolean; things: string[]; manners: string[]; purpose?: string } {
  const result = { verb: undefined as string | undefined, negated: false, things: [] as string[], manners: [] as string[], purpose: undefined as string | undefined };
  const separable = foundAt(text.trim(), compile('separable', lang, () => (SEPARABLE[lang] ?? []).map(([english, stem, particle]) => [english, `(?:${stem})\\s.*\\s(?:${particle})$`] as const)));
  if (separable) {
    result.verb = separable.english;
    text = text.trim().replace(/^\S+/u, '').replace(/\s\S+$/u, '');
  }
  const not = word(NOT[lang]);
  let at = 0;
  let preposition: string | undefined;
  let purposed = false;
  while (at < text.length) {
    const rest = text.slice(at);
    const space = /^[\s,;:()"«»„“”]+/u.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const thing = foundAt(rest, compile('things', lang, inLanguage(THINGS, lang)));
    const verb = thing ? undefined : foundAt(rest, compile('verbs', lang, inLanguage(VERBS, lang)));
    const manner = thing || verb ? undefined : foundAt(rest, compile('manners', lang, inLanguage(MANNERS, lang)));
    const prep = thing || verb || manner ? undefined : prepositionAt(rest, lang);
    if (thing) result.things.push(placed(preposition, thing.english));
    else if (verb && !result.verb) result.verb = verb.english;
    // "Pompa il timone per sollevare": a second verb after "per", "para", "pour", "um", "om" is what the first is for.
    else if (verb && purposed) result.purpose = verb.english;
    else if (manner) result.manners.push(manner.english);
    else if (!prep && not.test(rest)) result.negated = true;
    if (thing || verb || manner) preposition = undefined;
    purposed = !thing && !verb && !manner && PURPOSE.test(rest);
    if (prep) preposition = prep.english;
    const taken = thing?.length ?? verb?.length ?? manner?.length ?? prep?.length ?? (/^[^\s,;:]+/u.exec(rest)?.[0].length ?? 1);
    // An elided article ("l'", "dell'") is no word of its own: what follows it is read next.
    const elided = /^\p{L}{1,5}['’]/u.exec(rest);
    at += !thing && !verb && !manner && !prep && elided ? elided[0].length : taken;
  }
  return result;
}

const MAX_WORDS = 24;

/** The words that join clauses ("and", "or") in each language. */
const AND_OR: Readonly<Record<Lang, string>> = { es: 'y|e|o', fr: 'et|ou', de: 'und|oder', it: 'e|ed|o', pt: 'e|ou', nl: 'en|of' };

/** A thing said with its preposition: a place or a manner, never the verb's object. */
const PLACED = /^(?:instead of|at|to|with|from|in|on|behind|before|after)\s/u;

/** Whether `text` opens with a verb of the lexicon, in any of its languages: "sirve las bebidas", "remerciez-le". */
export function opensWithVerb(text: string): boolean {
  return LANGS.some((lang) => foundAt(text.trim(), compile('verbs', lang, inLanguage(VERBS, lang))) !== undefined);
}

/** `step` in `language` as an English instruction ("take the stairs instead of the lift"), or undefined. */
export function englishInstruction(step: string, language: string): string | undefined {
  const lang = language.slice(0, 2).toLowerCase() as Lang;
  // An instruction is a line: a longer text is no step to picture word by word.
  if (!LANGS.includes(lang) || step.split(/\s+/u).length > MAX_WORDS) return undefined;
  const clauses = step.split(new RegExp(`\\s*[,;]\\s*|\\s+(?:${AND_OR[lang]})\\s+(?=\\S)`, 'iu')).filter(Boolean).map((c) => clause(c, lang));
  const said: string[] = [];
  for (const c of clauses) {
    // A clause without a verb adds its things to the one before: "Limpia el filtro y la bandeja".
    if (!c.verb) {
      if (said.length > 0 && c.things.length > 0) said[said.length - 1] += `${PLACED.test(c.things[0]!) ? '' : ' and'} ${c.things.join(' ')}`;
      continue;
    }
    const [object, ...others] = c.things[0] && !PLACED.test(c.things[0]) ? c.things : [undefined, ...c.things];
    const verb = object && WORN.test(object) && /^(?:put|carry|take|use|wear)$/u.test(c.verb) ? 'put on' : c.verb;
    // "listen to" takes its object after its word; alone it is "listen" ("follow up" stays whole).
    const [head, particle] = verb.split(' ') as [string, string | undefined];
    // "Ruhig bleiben": one stays calm, not calmly.
    const manners = verb === 'stay' ? c.manners.map((m) => m.replace(/ly$/u, '')) : c.manners;
    const done = [object ? `${verb} ${object}` : particle && ['to', 'at', 'for'].includes(particle) ? head : verb, ...others, ...manners, ...(c.purpose ? [`to ${c.purpose.split(' ')[0]}`] : [])].join(' ');
    said.push(c.negated ? `don't ${done}` : done);
  }
  return said.length > 0 ? said.join(', ') : undefined;
}
