/**
 * Issue 23: a waiter's work in distinct pictures, said in en/es/fr/de/it/pt/nl. The order taken on a pad at the table, the
 * guests looking up over their menus; drinks carried on a tray; the bill brought with the card machine to the guests seated
 * with their card; a table cleared onto a stack of plates, or set; plates of food set before the guests; wine or water
 * poured into a seated guest's glass; a bartender shaking a cocktail behind the bar; a tasting's host pouring into the
 * glasses the guests hold out. Each is one picture with its people and things in it (nothing drawn again beside it).
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { RED_WINE } from '../../lambdas/render/illustrations/drink-things';
import { CARD_SCREEN, COCKTAIL, DISH, MENU, PAD, PLATE_RIM, SHAKER, TRAY } from '../../lambdas/render/illustrations/service-props';
import { bodyPixelsNear } from '../support/pixel-counts';
import { expectDrawnAtTheJob } from '../support/scene-compose';

/** Prompt, the pose it names, the place it is set in, the one picture drawn (`body:<pose>:<dress>`). */
const SAID: [prompt: string, pose: string, setting: string, picture: string][] = [
  ['a waiter taking an order at the table with a notepad', 'taking-order', 'restaurant', 'body:taking-order:apron'],
  ['a waitress takes the order from a couple in a restaurant', 'taking-order', 'restaurant', 'body:taking-order:apron'],
  ['a waiter bringing drinks on a tray', 'carrying-tray', 'restaurant', 'body:carrying-tray:apron'],
  ['a waiter presenting the bill to a couple', 'presenting-bill', 'restaurant', 'body:presenting-bill:apron'],
  ['a waiter with the card machine at the table', 'presenting-bill', 'restaurant', 'body:presenting-bill:apron'],
  ['a waiter clearing the table', 'clearing-table', 'restaurant', 'body:clearing-table:apron'],
  ['a waitress setting the tables before service', 'setting-table', 'restaurant', 'body:setting-table:apron'],
  ['a waiter pouring water for the guests', 'pouring-at-table', 'restaurant', 'body:pouring-at-table:apron'],
  ['a waiter pouring wine at the table', 'pouring-at-table', 'restaurant', 'body:pouring-at-table:apron'],
  ['a bartender mixing a cocktail behind the bar', 'mixing-cocktail', 'bar', 'body:mixing-cocktail:apron'],
  ['a barman shaking cocktails in a hotel bar', 'mixing-cocktail', 'hotel', 'body:mixing-cocktail:apron'],
  ['a host pouring wine for guests in the cellar', 'hosting-tasting', 'wine-cellar', 'body:hosting-tasting:polo'],
  ['a sommelier leads a wine tasting, guests hold glasses', 'hosting-tasting', 'wine-bar', 'body:hosting-tasting:apron'],
  ['El camarero toma nota del pedido', 'taking-order', 'restaurant', 'body:taking-order:apron'],
  ['Una camarera lleva una bandeja con bebidas', 'carrying-tray', 'restaurant', 'body:carrying-tray:apron'],
  ['El camarero presenta la cuenta a una pareja', 'presenting-bill', 'restaurant', 'body:presenting-bill:apron'],
  ['La camarera recoge la mesa', 'clearing-table', 'restaurant', 'body:clearing-table:apron'],
  ['El camarero pone la mesa', 'setting-table', 'restaurant', 'body:setting-table:apron'],
  ['El barman prepara un cóctel', 'mixing-cocktail', 'bar', 'body:mixing-cocktail:apron'],
  ['Una cata de vinos en la bodega', 'hosting-tasting', 'wine-cellar', 'body:hosting-tasting:polo'],
  ['Le serveur prend la commande', 'taking-order', 'restaurant', 'body:taking-order:apron'],
  ['La serveuse porte un plateau de boissons', 'carrying-tray', 'restaurant', 'body:carrying-tray:apron'],
  ["Le serveur apporte l'addition", 'presenting-bill', 'restaurant', 'body:presenting-bill:apron'],
  ['Le serveur débarrasse la table', 'clearing-table', 'restaurant', 'body:clearing-table:apron'],
  ['La serveuse met la table', 'setting-table', 'restaurant', 'body:setting-table:apron'],
  ['Le barman prépare un cocktail', 'mixing-cocktail', 'bar', 'body:mixing-cocktail:apron'],
  ['Der Kellner nimmt die Bestellung auf', 'taking-order', 'restaurant', 'body:taking-order:apron'],
  ['Die Kellnerin trägt ein Tablett mit Getränken', 'carrying-tray', 'restaurant', 'body:carrying-tray:apron'],
  ['Der Kellner bringt die Rechnung', 'presenting-bill', 'restaurant', 'body:presenting-bill:apron'],
  ['Der Kellner räumt den Tisch ab', 'clearing-table', 'restaurant', 'body:clearing-table:apron'],
  ['Die Kellnerin deckt den Tisch', 'setting-table', 'restaurant', 'body:setting-table:apron'],
  ['Der Barkeeper mixt einen Cocktail', 'mixing-cocktail', 'bar', 'body:mixing-cocktail:apron'],
  ["Il cameriere prende l'ordinazione", 'taking-order', 'restaurant', 'body:taking-order:apron'],
  ['La cameriera porta un vassoio', 'carrying-tray', 'restaurant', 'body:carrying-tray:apron'],
  ['Il cameriere porta il conto', 'presenting-bill', 'restaurant', 'body:presenting-bill:apron'],
  ['La cameriera sparecchia la tavola', 'clearing-table', 'restaurant', 'body:clearing-table:apron'],
  ['Il cameriere apparecchia la tavola', 'setting-table', 'restaurant', 'body:setting-table:apron'],
  ['Il barista prepara un cocktail', 'mixing-cocktail', 'bar', 'body:mixing-cocktail:apron'],
  ['O empregado anota o pedido', 'taking-order', 'restaurant', 'body:taking-order:apron'],
  ['A empregada leva as bebidas num tabuleiro', 'carrying-tray', 'restaurant', 'body:carrying-tray:apron'],
  ['O garçom traz a conta', 'presenting-bill', 'restaurant', 'body:presenting-bill:apron'],
  ['A empregada levanta a mesa', 'clearing-table', 'restaurant', 'body:clearing-table:apron'],
  ['O empregado põe a mesa', 'setting-table', 'restaurant', 'body:setting-table:apron'],
  ['O barman prepara uma caipirinha', 'mixing-cocktail', 'bar', 'body:mixing-cocktail:apron'],
  ['De ober neemt de bestelling op', 'taking-order', 'restaurant', 'body:taking-order:apron'],
  ['De serveerster brengt de drankjes op een dienblad', 'carrying-tray', 'restaurant', 'body:carrying-tray:apron'],
  ['De ober brengt de rekening', 'presenting-bill', 'restaurant', 'body:presenting-bill:apron'],
  ['De serveerster ruimt de tafel af', 'clearing-table', 'restaurant', 'body:clearing-table:apron'],
  ['De ober dekt de tafel', 'setting-table', 'restaurant', 'body:setting-table:apron'],
  ['De barman maakt een cocktail', 'mixing-cocktail', 'bar', 'body:mixing-cocktail:apron'],
  ['Een wijnproeverij in de kelder', 'hosting-tasting', 'wine-cellar', 'body:hosting-tasting:polo'],
  ['El camarero sirve el vino en la mesa', 'pouring-at-table', 'restaurant', 'body:pouring-at-table:apron'],
  ["Le serveur verse de l'eau", 'pouring-at-table', 'restaurant', 'body:pouring-at-table:apron'],
  ['Der Kellner schenkt Wasser ein', 'pouring-at-table', 'restaurant', 'body:pouring-at-table:apron'],
  ["Il cameriere versa l'acqua", 'pouring-at-table', 'restaurant', 'body:pouring-at-table:apron'],
  ['O empregado enche os copos', 'pouring-at-table', 'restaurant', 'body:pouring-at-table:apron'],
  ['De ober schenkt water in', 'pouring-at-table', 'restaurant', 'body:pouring-at-table:apron'],
  ['a waiter topping up the glasses at dinner', 'pouring-at-table', 'restaurant', 'body:pouring-at-table:apron'],
  ['the bartender shakes a martini', 'mixing-cocktail', 'bar', 'body:mixing-cocktail:apron'],
  ['Una cata de vinos con el sumiller', 'hosting-tasting', 'wine-cellar', 'body:hosting-tasting:apron'],
  ['a waiter serving wine to a couple', 'pouring-at-table', 'restaurant', 'body:pouring-at-table:apron'],
  ['a bartender pouring a cocktail', 'mixing-cocktail', 'bar', 'body:mixing-cocktail:apron'],
  ['La mesera toma el pedido', 'taking-order', 'restaurant', 'body:taking-order:apron'],
  ['Una mesera lleva la cuenta', 'presenting-bill', 'restaurant', 'body:presenting-bill:apron'],
  ['a waitress serving drinks on a tray on the terrace', 'carrying-tray', 'terrace', 'body:carrying-tray:apron'],
  ['a waiter taking the order in the hotel restaurant', 'taking-order', 'hotel', 'body:taking-order:apron'],
  ['a waiter serving plates to guests', 'serving-plates', 'restaurant', 'body:serving-plates:apron'],
  ['a waitress serving dinner to a couple', 'serving-plates', 'restaurant', 'body:serving-plates:apron'],
  ['El camarero sirve los platos', 'serving-plates', 'restaurant', 'body:serving-plates:apron'],
  ['Le serveur sert les plats', 'serving-plates', 'restaurant', 'body:serving-plates:apron'],
  ['Der Kellner serviert das Essen', 'serving-plates', 'restaurant', 'body:serving-plates:apron'],
  ['Il cameriere serve i piatti', 'serving-plates', 'restaurant', 'body:serving-plates:apron'],
  ['O empregado serve os pratos', 'serving-plates', 'restaurant', 'body:serving-plates:apron'],
  ['De ober serveert het eten', 'serving-plates', 'restaurant', 'body:serving-plates:apron'],
];

describe('a waiter’s and a bartender’s work, each step its own picture', () => {
  it('is said in at least 35 prompts, every pose in several', () => {
    expect(SAID.length).toBeGreaterThanOrEqual(35);
    for (const pose of new Set(SAID.map(([, p]) => p))) expect(SAID.filter(([, p]) => p === pose).length).toBeGreaterThanOrEqual(4);
  });

  it.each(SAID)('%s', (prompt, pose, setting, picture) => expectDrawnAtTheJob(prompt, '9:16', pose, picture, { setting }));

  it.each([
    // A glass held is no tasting; glasses on friends are worn; an order at a counter is the counter's serving.
    ['a woman holding a glass of wine on a terrace', 'hosting-tasting'],
    ['friends with glasses at the bar', 'hosting-tasting'],
    ['A barista taking the order at the counter, in a café', 'taking-order'],
    // The bill alone is an energy bill, a bank account, an invoice.
    ['a family cutting their energy bill at home', 'presenting-bill'],
    ['abre una cuenta en el banco', 'presenting-bill'],
    ['apri un conto corrente online', 'presenting-bill'],
    ['eine Rechnung in der App erstellen', 'presenting-bill'],
    // Orders taken online or by a shop, a baker's tray: no waiter, no table, no dining room.
    ['a shop owner taking orders on a tablet', 'taking-order'],
    ['Take orders online with our app', 'taking-order'],
    ['a baker carrying a tray of croissants', 'carrying-tray'],
    // A chef plating is the kitchen's; plates served from one side are the serving's etiquette.
    ['a chef plating the main course', 'serving-plates'],
    ['A waiter serving the plates from the left, in a restaurant', 'serving-plates'],
  ])('%s: not %s', (prompt, pose) => expect(composeScene(prompt).scene.pose).not.toBe(pose));

  it('a table is set or cleared at home too, by whoever is named, in one picture', async () => {
    await expectDrawnAtTheJob('a chef setting the table at home', '9:16', 'setting-table', 'body:setting-table:whites', { setting: 'home' });
    await expectDrawnAtTheJob('friends clearing the table after dinner at home', '9:16', 'clearing-table', 'body:clearing-table:casual', { setting: 'home' });
  });

  it('wine poured at the bar stays the bar’s pour; at a table it is poured into the guest’s glass', () => {
    expect(composeScene('A sommelier pouring a glass of red wine').scene.pose).toBe('pouring-wine');
    expect(composeScene('A sommelier pouring wine at the table').scene.pose).toBe('pouring-at-table');
    expect(composeScene('a bartender serving wine to a guest at the counter').scene.pose).toBe('pouring-wine');
  });
});

describe('each picture draws what tells its step', () => {
  const near = (pose: string, hex: string) => bodyPixelsNear(`body:${pose}:apron`, hex);
  /** The guests' tops (company.ts GUEST, as table-service.ts dresses them): across the table, and a second at it. */
  const [ACROSS, SECOND, TASTER] = ['#7b5e8f', '#3d7ea6', '#c05673'];

  it.each([
    // The pad in the waiter's hand, the menus in the guests'.
    ['taking-order', [PAD, MENU, ACROSS, SECOND]],
    ['carrying-tray', [TRAY, RED_WINE]],
    // The card machine's lit screen held out, the guest's card.
    ['presenting-bill', [CARD_SCREEN, '#2a6fdb', ACROSS, SECOND]],
    ['clearing-table', [PLATE_RIM]],
    ['setting-table', [PLATE_RIM]],
    // The plate set down, the next on the far hand, the guests at the table.
    ['serving-plates', [DISH, ACROSS, SECOND]],
    ['pouring-at-table', ['#23402f', RED_WINE, ACROSS]],
    ['mixing-cocktail', [SHAKER, COCKTAIL]],
    // The host's bottle and both guests with their glasses.
    ['hosting-tasting', ['#23402f', RED_WINE, ACROSS, TASTER]],
  ] as const)('%s', async (pose, colours) => {
    for (const hex of colours) expect(await near(pose, hex), hex).toBeGreaterThan(25);
  });

  it('the serving picture it replaces draws no pad, tray, card machine, plate stack, shaker or dish', async () => {
    for (const hex of [PAD, MENU, TRAY, CARD_SCREEN, PLATE_RIM, SHAKER, COCKTAIL, DISH]) expect(await near('serving-table', hex), hex).toBeLessThan(5);
  });

  it('the bar’s pour has no guests; the tasting and the table’s pour have theirs', async () => {
    expect(await near('pouring-wine', ACROSS)).toBe(0);
    expect(await near('hosting-tasting', ACROSS)).toBeGreaterThan(1000);
    expect(await near('pouring-at-table', ACROSS)).toBeGreaterThan(1000);
  });
});
