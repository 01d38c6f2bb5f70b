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
  ['scooping-gelato', 'cafe', [
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
  ['hugging-pet', 'home', [
    'Ein Mädchen, das ihren Hund umarmt', 'Una niña abrazando a su perro', 'Une fille qui fait un câlin à son chien',
    'Una bambina che abbraccia il suo cane', 'Uma menina a abraçar o seu cão', 'Een meisje dat haar hond knuffelt', '女の子が犬を抱きしめている',
  ]],
  ['welcoming', null, [
    'Die Rezeptionistin, die einen Gast begrüßt', 'La recepcionista que da la bienvenida a un huésped', 'La réceptionniste qui accueille un client',
    'La receptionist che accoglie un ospite', 'A rececionista a receber um hóspede', 'A rececionista a dar as boas-vindas a um hóspede',
    'De receptioniste die een gast verwelkomt', '受付係がお客様を迎えている', '受付係がお客様を出迎えているところ',
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
