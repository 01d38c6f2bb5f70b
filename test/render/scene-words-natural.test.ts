/**
 * The wave's poses reached as a brief in each language says them: relative clauses with the verb last (der Käser, der einen
 * Laib schneidet; de slager die vlees snijdt), relative clauses and gerunds with it first (qui coupe, che taglia, cortando),
 * Portuguese "a + infinitive", Japanese ている/ところ/様子, and the trade nouns in their feminine forms. Each prompt names the
 * pose and, where the pose has a room of its own, that room (a cheese counter in a cheese shop, not a block in a kitchen).
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { concept } from '../../lambdas/render/compose/concepts';
import { composeScene as layOut, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

/** Each pose, its own room (null: the prompt's other words choose it), and natural prompts for it in several languages. */
const TABLE: [pose: string, room: string | null, prompts: string[]][] = [
  ['cutting-cheese', 'cheese-shop', [
    'Ein Käser, der einen Laib Bergkäse schneidet', 'Die Käserin, die den Käse schneidet', 'Der Käsehändler schneidet einen Laib Käse an',
    'El quesero que corta una rueda de queso', 'La quesera cortando un queso manchego',
    'Le fromager qui coupe une meule de comté', 'La fromagère en train de couper le fromage',
    'Il formaggiaio che taglia una forma di parmigiano', 'La formaggiaia tagliando il formaggio',
    'O queijeiro a cortar um queijo', 'A queijeira cortando o queijo',
    'De kaasboer die een kaas snijdt', 'De kaasboerin snijdt een kaas',
    'チーズ職人がチーズを切っているところ',
  ]],
  ['selling-fish', 'fishmonger', [
    'Der Fischhändler, der den Fisch filetiert', 'Die Fischhändlerin, die Fisch verkauft',
    'El pescadero que limpia el pescado', 'La pescadera preparando el pescado',
    'Le poissonnier qui prépare le poisson', 'La poissonnière en train de vider le poisson',
    'Il pescivendolo che pulisce il pesce', 'La pescivendola che prepara il pesce',
    'O peixeiro a preparar o peixe', 'A peixeira preparando o peixe', 'A peixeira a limpar o peixe',
    'De visboer die een vis schoonmaakt', 'De visboerin die vis verkoopt',
    '魚屋さんが魚をさばいている様子',
  ]],
  ['scooping-gelato', 'gelateria', [
    'Die Eisverkäuferin, die einem Kind eine Waffel füllt', 'Der Eisverkäufer, der eine Kugel Eis serviert',
    'La heladera que sirve un cucurucho a un niño', 'El heladero sirviendo un helado',
    'Le glacier qui sert un cornet à un enfant', 'La glacière en train de servir une glace',
    'La gelataia che serve un cono a un bambino', 'La gelataia servendo un gelato', 'Il gelataio che prepara un cono',
    'O sorveteiro a servir um gelado a uma criança', 'A sorveteira servindo um sorvete',
    'De ijsverkoper die een hoorntje schept', 'De ijsverkoopster schept een ijsje',
    'ジェラート店員がコーンにジェラートを盛っている',
  ]],
  ['slicing-meat', 'butcher', [
    'Der Metzger, der Fleisch schneidet', 'Die Metzgerin schneidet Steaks',
    'La carnicera que corta filetes', 'El carnicero cortando la carne',
    'La bouchère qui découpe la viande', 'Le boucher en train de couper la viande',
    'La macellaia che taglia la carne', 'Il macellaio tagliando la carne',
    'A talhante a cortar a carne', 'O açougueiro cortando carne',
    'De slager die vlees snijdt', 'De slagersvrouw snijdt het vlees',
    '肉屋さんが肉を切っている',
  ]],
  ['making-bed', 'hotel-room', [
    'Die Reinigungskraft, die das Bett macht', 'Das Zimmermädchen, das das Bett bezieht',
    'El camarero de piso que hace la cama', 'La camarera de piso haciendo la cama',
    'La femme de chambre qui fait le lit', 'La femme de chambre en train de faire le lit',
    'La cameriera che rifà il letto', 'La cameriera ai piani rifacendo il letto',
    'A camareira a fazer a cama', 'A camareira fazendo a cama',
    'Het kamermeisje dat het bed opmaakt', 'De kamermeisje maakt het bed op',
    '客室係がベッドメイキングをしている', '客室係がベッドを整えているところ',
  ]],
  ['ladling-noodles', 'noodle-bar', [
    'Der Koch, der Ramen kocht', 'El cocinero sirviendo el caldo', 'Le cuisinier qui prépare des ramen',
    'Il cuoco che prepara il ramen', 'O cozinheiro a preparar ramen', 'De kok die ramen maakt', 'ラーメン屋さんがスープを注いでいる',
  ]],
  ['downward-dog', 'studio', [
    'Eine Frau, die im herabschauenden Hund übt', 'Una mujer haciendo el perro boca abajo', 'Une femme qui fait le chien tête en bas',
    'Una donna che fa il cane a testa in giù', 'Uma mulher a fazer o cão olhando para baixo', 'Een vrouw die de neerwaartse hond doet',
    '女性がダウンドッグをしているところ',
  ]],
  ['rolling-mat', 'studio', [
    'Eine Frau, die ihre Matte zusammenrollt', 'Eine Frau rollt ihre Yogamatte zusammen', 'Una mujer enrollando su esterilla', 'Une femme qui roule son tapis',
    'Una donna che arrotola il tappetino', 'Uma mulher a enrolar o tapete', 'Een vrouw die haar mat oprolt', '女性がヨガマットを丸めている',
  ]],
  ['pulling-pin', null, [
    'Ein Mann, der den Sicherungsstift zieht', 'Un hombre que tira de la anilla del extintor', 'Un hombre quitando el pasador del extintor',
    "Un homme qui tire la goupille de l'extincteur", "Un uomo che tira la spina dell'estintore", "Un uomo che toglie la sicura dell'estintore",
    'Um homem a puxar o pino do extintor', 'Een man die de pin uit de brandblusser trekt', '男性が消火器の安全ピンを抜いている',
  ]],
  ['chest-compressions', null, [
    'Eine Frau, die eine Herzdruckmassage macht', 'Una mujer haciendo compresiones torácicas', 'Une femme qui fait un massage cardiaque',
    'Una donna che fa le compressioni toraciche', 'Uma mulher a fazer compressões torácicas', 'Een vrouw die borstcompressies geeft',
    '女性が胸骨圧迫をしている様子',
  ]],
  ['hugging-pet', 'home', ['Ein Mädchen, das ihren Hund umarmt', 'Une fille qui fait un câlin à son chien', 'Een meisje dat haar hond knuffelt', '女の子が犬を抱きしめている']],
  // A child hugs at a child's size (pets.ts hugging-pet-child).
  ['hugging-pet-child', 'home', ['Una niña abrazando a su perro', 'Una bambina che abbraccia il suo cane', 'Uma menina a abraçar o seu cão']],
  // At a reception of no trade's own the welcome is a hotel's, the guest with a case (compose/welcome-actions.ts).
  ['welcoming-hotel', 'reception', [
    'Die Rezeptionistin, die einen Gast begrüßt', 'La recepcionista que da la bienvenida a un huésped', 'La réceptionniste qui accueille un client',
    'La receptionist che accoglie un ospite', 'A rececionista a receber um hóspede', 'A rececionista a dar as boas-vindas a um hóspede',
    'De receptioniste die een gast verwelkomt', '受付係がお客様を迎えている', '受付係がお客様を出迎えているところ',
    'Die Rezeptionistin, die die Gäste willkommen heißt', 'La recepcionista dando la bienvenida a los huéspedes', 'La réceptionniste qui souhaite la bienvenue aux clients', 'La receptionist che dà il benvenuto agli ospiti', 'De receptioniste die de gasten welkom heet',
  ]],
  ['tasting-cheese', 'cheese-shop', [
    'Eine Kundin, die ein Stück Käse probiert',
    'Una clienta probando un trozo de queso',
    'Une cliente qui goûte un morceau de fromage',
    'Una cliente che assaggia un pezzo di formaggio',
    'Uma cliente a provar um pedaço de queijo',
    'Een klant die een stukje kaas proeft',
    'お客さんがチーズを試食している',
  ]],
  ['carrying-mat', 'studio', [
    'Eine Frau, die ihre Matte unter dem Arm trägt',
    'Una mujer que lleva su esterilla',
    'Une femme qui porte son tapis de yoga',
    'Una donna che porta il tappetino',
    'Uma mulher a carregar o tapete de ioga',
    'Een vrouw die haar yogamat draagt',
    '女性がヨガマットを持って歩いている',
  ]],
  ['child-pose', 'studio', [
    'Eine Frau in der Stellung des Kindes',
    'Una mujer en la postura del niño',
    "Une femme dans la posture de l'enfant",
    'Una donna nella posizione del bambino',
    'Uma mulher na postura da criança',
    'Een vrouw in de kindhouding',
    '女性がチャイルドポーズをしている',
  ]],
  ['aiming-nozzle', null, [
    'Ein Mann, der die Düse auf den Brandherd richtet',
    'Un hombre que apunta la boquilla a la base del fuego',
    'Un homme qui dirige la lance vers la base des flammes',
    "Un uomo che punta l'ugello alla base delle fiamme",
    'Um homem a apontar a mangueira para a base do fogo',
    'Een man die de spuitmond op de basis van het vuur richt',
    '男性がホースを火元に向けている',
  ]],
  ['squeezing-handle', null, [
    'Ein Mann, der den Hebel drückt',
    'Un hombre que aprieta la palanca del extintor',
    "Un homme qui appuie sur la poignée de l'extincteur",
    "Un uomo che preme la leva dell'estintore",
    'Um homem a apertar o manípulo do extintor',
    'Een man die de hendel indrukt',
    '男性が消火器のレバーを握っている',
  ]],
  ['recovery-position', null, [
    'Eine Frau, die den Verletzten in die stabile Seitenlage bringt',
    'Una mujer que coloca al herido en posición lateral de seguridad',
    'Une femme qui met la victime en position latérale de sécurité',
    'Una donna che mette il ferito in posizione laterale di sicurezza',
    'Uma mulher a colocar a vítima em posição lateral de segurança',
    'Een vrouw die het slachtoffer in stabiele zijligging legt',
    '女性が負傷者を回復体位にしている',
  ]],
  ['calling-help', null, [
    'Eine Frau, die den Notruf wählt',
    'Una mujer que llama al 112',
    'Une femme qui appelle le 15',
    'Una donna che chiama il 118',
    'Uma mulher a ligar para o 112',
    'Een vrouw die 112 belt',
    '女性が119番に電話している',
  ]],
  ['holding-pet', 'home', [
    'Ein Mädchen, das ein Kätzchen auf dem Arm hält',
    'Una niña que lleva un gatito en brazos',
    'Une fille qui porte un chaton dans ses bras',
    'Una bambina che tiene in braccio un gattino',
    'Uma menina com um gatinho ao colo',
    'Een meisje dat een kitten in haar armen houdt',
    '女の子が子猫を抱っこしている',
  ]],
  ['drying-hands', null, [
    'Ein Kind, das sich die Hände abtrocknet',
    'Un niño secándose las manos',
    'Un enfant qui se sèche les mains',
    'Un bambino che si asciuga le mani',
    'Uma criança a secar as mãos',
    'Een kind dat zijn handen afdroogt',
    '子どもが手を拭いているところ',
  ]],
  ['stripping-bed', 'hotel-room', [
    'Die Reinigungskraft, die das Bett abzieht',
    'La camarera quitando las sábanas',
    'La femme de chambre qui retire les draps',
    'La cameriera che toglie le lenzuola',
    'A camareira a tirar os lençóis',
    'Het kamermeisje dat de lakens afhaalt',
    '客室係がシーツを外している',
  ]],
  ['washing-hands', null, [
    'Ein Kind, das sich die Hände wäscht', 'Ein Kind wäscht sich die Hände', 'Un niño lavándose las manos', 'Un enfant qui se lave les mains',
    'Un enfant en train de se laver les mains', 'Un bambino che si lava le mani', 'Uma criança a lavar as mãos', 'Een kind dat zijn handen wast',
    'Een kind wast zijn handen', '子どもが手を洗っているところ',
  ]],
  ['driving', 'street', [
    'Ein Mann, der Auto fährt', 'Eine Frau, die ein Auto fährt', 'Un hombre conduciendo un coche', 'Un homme qui conduit une voiture',
    'Un uomo che guida la macchina', 'Um homem a conduzir um carro', 'Een man die autorijdt', 'Een vrouw die in de auto rijdt', '男性が車を運転している',
  ]],
];

describe('each pose is read from the ways a brief says it in its own language', () => {
  it.each(TABLE.flatMap(([pose, room, prompts]) => prompts.map((prompt) => [`${prompt} → ${pose}`, prompt, pose, room] as const)))('%s', (_, prompt, pose, room) => {
    const { scene } = composeScene(prompt);
    expect(scene.pose).toBe(pose);
    if (room) expect(scene.setting).toBe(room);
  });
});

describe('the one at the counter does the work for the child it is done for', () => {
  it.each([
    'La gelataia che serve un cono a un bambino',
    'Le glacier qui sert un cornet à un enfant',
    'La heladera que sirve un cucurucho a un niño',
    'a gelato server scooping gelato for a child',
  ])('%s: the server scoops, the child stands by', async (prompt) => {
    const { scene, layout } = await layOut(prompt, '9:16', FRAMINGS[0]!);
    const drawn = layout.placed.filter((p) => isPerson(scene, p)).map((p) => withoutLook(p.picture));
    expect(drawn.sort()).toEqual(['body:facing:child', 'body:scooping-gelato:polo']);
  });
});

describe('a trade’s word that means something else alone names no one', () => {
  it.each(['un glacier en montagne', 'une glacière pleine de boissons'])('%s', (prompt) => {
    expect(composeScene(prompt).scene.things.filter((t) => concept(t.concept).kind === 'person')).toEqual([]);
  });
});
