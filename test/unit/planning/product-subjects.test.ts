/**
 * Issue 23: a product advert shows the product it names. A product's kind comes from its head noun,
 * not a word describing it ("coffee grinder" is a grinder, never a drink); a bare brand name is
 * pictured by what the brief says it is ("Brew Buddy, a compact coffee grinder"); a product the
 * engine's kinds do not know is "the product", never another thing its describing words name.
 */
import { describe, expect, it } from 'vitest';
import { headOf, productDescription } from '../../../lambdas/core/planning/advert-subjects';
import { findSetting } from '../../../lambdas/core/planning/brief-facts';
import { compositions, standIn, subjectKind } from '../../../lambdas/core/planning/compositions';
import { planOf } from './plan-of';

const GRINDER =
  '20-second ad for Brew Buddy, a compact coffee grinder. Show it grinding beans on a kitchen counter. 40 grind settings, ceramic burrs, fits in a drawer. £49 at brewbuddy.example';

describe('what the brief says a named product is', () => {
  it.each([
    ['Brew Buddy', GRINDER, 'a compact coffee grinder'],
    ['Lumo', 'Ad for Lumo, a desk lamp with warm dimmable light.', 'a desk lamp'],
    ['Lumo', 'Ad for Lumo. Lumo is a desk lamp with warm light.', 'a desk lamp'],
    ['ChillCellar', 'Ad for ChillCellar, a 24-bottle wine cooler for your kitchen.', 'a wine cooler'],
    ['Everflask', 'Everflask is a steel water bottle that keeps drinks cold.', 'a steel water bottle'],
    ['Quiet Pods', 'Ad for Quiet Pods, wireless earbuds with noise cancelling.', 'wireless earbuds'],
    ['Tempo', 'Ad for Tempo, now half price.', undefined],
    ['Klartext', 'Klartext is the easiest way to learn German.', undefined],
    ['Tempo', 'Tempo is the perfect gift for dad.', undefined],
    ['Tempo', 'Ad for Tempo. A watch.', undefined],
  ])('%s in "%s" → %s', (name, brief, said) => {
    expect(productDescription(name, brief)).toBe(said);
  });

  it('the head of a noun phrase is its last word, with the word before it', () => {
    expect(headOf('a compact coffee grinder')).toBe('coffee grinder');
    expect(headOf('a desk lamp with a USB charger')).toBe('desk lamp');
  });
});

describe("a product's kind is its head noun's", () => {
  it.each([
    ['Brew Buddy', 'appliance', GRINDER],
    ['the Oakline coffee table', 'home', 'Advert for the Oakline coffee table, solid oak.'],
    // A compound head is read whole before its last word: a dog bed is the dog's, a foam bed the home's.
    ['SnugPaw', 'pet', '20-second ad for SnugPaw, an orthopaedic dog bed for older dogs.'],
    ['Dreamy', 'home', 'Ad for Dreamy, a memory foam bed.'],
    ['ArmourCase', 'device', 'Ad for ArmourCase, a slim phone case that survives a 3 metre drop.'],
    // "for your kitchen" says where it goes: a wine cooler is no restaurant.
    ['ChillCellar', 'appliance', '20-second ad for ChillCellar, a 24-bottle wine cooler for your kitchen.'],
    ['the Linen & Co tea towels', 'home', 'Ad for the Linen & Co tea towels, pure linen.'],
    ['the Stride Lite running shoes', 'fashion', 'Ad for the Stride Lite running shoes.'],
    ['Everflask', 'fitness', 'Ad for Everflask, a steel water bottle that keeps drinks cold.'],
    ['Tempo', 'fashion', 'Ad for Tempo, a minimalist wristwatch with a sapphire face.'],
    // What the kinds do not know is no other product its describing words name (coffee: a drink).
    ['Roast Box', 'generic', 'Ad for Roast Box, a monthly coffee crate delivered to your door.'],
  ])('%s → %s', (subject, kind, brief) => {
    expect(subjectKind(subject, brief)).toBe(kind);
  });

  it('a name described as a trade stays a place of business', () => {
    expect(subjectKind('Bright Paws', 'Ad for Bright Paws, a dog grooming salon in Leeds.')).toBe('business');
    expect(subjectKind('Copper Kettle', '20-second advert for The Copper Kettle, a tea room in York.')).toBe('business');
  });
});

describe('the picture of a bare name', () => {
  it('is what the brief says it is', () => {
    expect(standIn('appliance', 'Brew Buddy', GRINDER)).toBe('a compact coffee grinder');
  });

  it('is "the product" for an unknown product, and its kind\'s stand-in without a description', () => {
    expect(standIn('generic', 'Roast Box', 'Ad for Roast Box, a monthly coffee crate.')).toBe('the product');
    expect(standIn('drink', 'Oat Dream', 'Ad for Oat Dream.')).toBe('a cup of coffee');
  });

  it('every generated shot of the grinder advert shows the grinder, never a cup of coffee', () => {
    const shots = planOf({ brief: GRINDER, duration_sec: 20 }).plan.scenes.filter((s) => s.type !== 'motion').map((s) => s.prompt);
    expect(shots.length).toBeGreaterThan(1);
    for (const prompt of shots) {
      expect(prompt).toMatch(/coffee grinder/);
      expect(prompt).not.toMatch(/cup of coffee|barista|café/);
    }
  });
});

describe('a kitchen appliance is shown in the kitchen', () => {
  it('on a counter or worktop, at work or beside someone: never held up, never in the living room', () => {
    const shots = compositions('a wine cooler', 'appliance', findSetting(''), 5).map((s) => s.picture);
    expect(new Set(shots).size).toBe(5);
    for (const shot of shots) {
      expect(shot).toMatch(/kitchen/);
      expect(shot).not.toMatch(/holding|sofa|living room|rug/);
    }
  });
});

describe('the place a picture is set in', () => {
  it.each([
    ['A couple cooking dinner together in their kitchen', 'kitchen'],
    ['A woman potting herbs in her garden', 'garden'],
    ['Friends on the terrace', 'terrace'],
  ])('%s → %s (an owner word is no part of the place: never "ir kitchen")', (text, place) => {
    expect(findSetting(text).place).toBe(place);
  });
});

describe('a box delivered to the door', () => {
  it('a meal kit is unpacked and cooked from at home, never served on a café plate', () => {
    expect(subjectKind('FreshBox meal kits', '30-second ad for FreshBox meal kits. Order at freshbox.example')).toBe('delivery-box');
    const shots = compositions('the FreshBox meal kits', 'delivery-box', findSetting(''), 5).map((s) => s.picture);
    expect(new Set(shots).size).toBe(5);
    for (const shot of shots) expect(shot).not.toMatch(/plate beside a cup|café|chef holding/);
  });
});
