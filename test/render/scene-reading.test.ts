/**
 * A prompt's words drawn as they mean where they are said: a trade's work read with what it is done
 * to, the chair of a dental surgery its dental chair, a shop owner a person, a German "beim X" an
 * action, a café's display its display counter and its front door the café's own.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { completeScene } from '../../lambdas/render/compose/complete-scene';

const scene = (prompt: string) => composeScene(prompt).scene;
const concepts = (prompt: string) => scene(prompt).things.map((t) => t.concept);

describe('a trade read as it means', () => {
  it("cleaning a patient's teeth is the dental exam at the chair, not wiping down", () => {
    expect(parsePrompt("A hygienist cleaning a patient's teeth inside a dental clinic").pose).toBe('examining');
    const s = scene("A hygienist cleaning a patient's teeth inside a dental clinic");
    expect([s.setting, s.pose]).toEqual(['dental', 'dental-exam']);
  });

  it('someone in the chair of a dental surgery is its patient, reclined in the dental chair; in a salon, its client', () => {
    const dental = scene('A nervous child relaxing in the chair inside a dental clinic');
    expect([dental.setting, dental.pose]).toEqual(['dental', 'dental-exam-child']);
    expect(concepts('A nervous child relaxing in the chair inside a dental clinic')).not.toContain('chair');
    expect(scene('A man sitting in the chair at a salon').pose).toBe('cutting-hair');
    // A café seats no one it serves: its chair stays a chair.
    expect(scene('A child in the chair in a café').pose).toBeNull();
  });

  it("the dentist's chair in every language, the dentist named too: the child reclined in it", () => {
    for (const prompt of [
      'Un niño nervioso en el sillón del dentista',
      'Un enfant nerveux dans le fauteuil du dentiste',
      'Ein Kind auf dem Behandlungsstuhl beim Zahnarzt',
      '歯医者の椅子に座る子供',
    ]) {
      expect([prompt, scene(prompt).pose]).toEqual([prompt, 'dental-exam-child']);
    }
    // Something "of" someone is their thing, not them: the chair stays, the child in it.
    const chair = parsePrompt('Un niño nervioso en el sillón del dentista');
    expect(chair.relations.map((r) => `${chair.things[r.figure]!.concept} ${r.kind} ${chair.things[r.ground]!.concept}`)).toEqual(['child in dental-chair']);
    // Named alone in the surgery, the dentist does nothing yet.
    expect(scene('A dentist in a dental clinic').pose).toBeNull();
  });
});

describe("a shop's people and what they make", () => {
  it('the shop owner is a person at work (店主 is no shop), and a bouquet made is named: a florist arranging it', () => {
    const owner = scene('店主がブーケを作る、朝の光');
    expect([owner.setting, owner.pose]).toEqual(['florist', 'arranging']);
    expect(owner.things.map((t) => t.concept)).toEqual(['staff']);
    expect(scene('A shop owner making a bouquet, morning light').pose).toBe('arranging');
  });

  it('an action phrase names the things in it ("making a bouquet": the bouquet), a noun phrase nothing more', () => {
    expect(parsePrompt('A woman making a bouquet').things.map((t) => t.concept)).toEqual(['woman', 'flowers']);
    expect(parsePrompt('花屋さんが花束を作る').things.map((t) => t.concept)).toEqual(['florist', 'flowers']);
  });

  it('customers choosing flowers are among them, choosing (the choosing pose at the florist’s tables), nobody handing them anything', () => {
    for (const prompt of ['花屋の店内で花を選ぶお客様', 'A customer choosing flowers in a florist']) {
      const s = scene(prompt);
      expect(s.setting).toBe('florist');
      expect(s.pose).toBe('choosing');
      const rel = s.relations.map((r) => `${s.things[r.figure]!.concept} ${r.kind} ${s.things[r.ground]!.concept}`);
      // Nothing stands on the counter to lift the customer with it.
      expect(rel.filter((r) => r.startsWith('bucket'))).toEqual([]);
    }
    // Elsewhere a bucket of flowers stands where things stand: on the nursery's table.
    const nursery = scene('Children planting flowers at the nursery');
    expect(nursery.relations.map((r) => `${nursery.things[r.figure]!.concept} ${r.kind} ${nursery.things[r.ground]!.concept}`)).toContain('bucket on table');
    const counter = scene('A bouquet on the counter');
    expect(counter.relations.map((r) => `${counter.things[r.figure]!.concept} ${r.kind} ${counter.things[r.ground]!.concept}`)).toContain('bucket on counter');
    // Named standing about with nothing chosen, they are served.
    expect(scene('Customers in a florist').pose).toBe('handing');
  });
});

describe('an action named by its noun', () => {
  it('"beim Reifenwechsel" is a mechanic changing a car\'s wheel in the garage; "a mechanic changing a tyre" the same', () => {
    for (const prompt of ['Ein Mechaniker beim Reifenwechsel', 'A mechanic changing a tyre']) {
      const s = scene(prompt);
      expect([s.setting, s.pose]).toEqual(['garage', 'changing-wheel']);
      // The car is in the mechanic's picture, raised on its jack.
      expect(s.things.map((t) => t.concept)).toEqual(['mechanic']);
    }
  });

  it('"bei der Probefahrt", "on a test drive" is a customer at the wheel out on the road, not standing in a shop or on its roof', () => {
    for (const prompt of ['Eine Kundin bei der Probefahrt', 'A woman on a test drive']) {
      const s = scene(prompt);
      expect(s.setting).toBe('street');
      expect(s.pose).toBe('driving');
    }
    expect(scene('A couple test driving a new car').setting).toBe('street');
    // A motorbike is ridden on top.
    expect(scene('A man on a motorbike').relations[0]!.kind).toBe('on');
  });

  it('a German action noun after "bei der" says what someone is at: the dentist cleaning teeth at the chair', () => {
    expect(scene('Eine Zahnärztin bei der Zahnreinigung').pose).toBe('dental-exam');
  });
});

describe("a business's own words", () => {
  it("a café's pastry display is its display counter stocked with pastries, not a computer screen; an office's display stays a screen", () => {
    const cafe = scene('A barista stocking the pastry display, in a café');
    expect(cafe.setting).toBe('cafe');
    expect(cafe.things.map((t) => t.concept)).toEqual(['barista', 'croissant', 'counter']);
    expect(cafe.relations.map((r) => `${cafe.things[r.figure]!.concept} ${r.kind} ${cafe.things[r.ground]!.concept}`)).toEqual(['croissant on counter', 'barista at counter']);
    expect(concepts('Ein Barista füllt die Kuchenvitrine auf, in einem Café')).toContain('counter');
    expect(concepts('A developer looking at a display in an office')).toContain('monitor');
  });

  it("a café's front door is the café's own, its shopfront, not a house's; a home's front door stays the house's", () => {
    const door = parsePrompt('A barista unlocking the front door at 7am sharp, in a café');
    expect(door.setting).toBe('shopfront');
    expect(door.business).toEqual({ name: null, kind: 'cafe' });
    expect(parsePrompt('Une serveuse ouvre la porte d’entrée du café le matin').setting).toBe('shopfront');
    expect(parsePrompt('パン屋のドアを開ける店主').setting).toBe('shopfront');
    expect(parsePrompt('A woman at the front door of her home').setting).toBe('house');
    // A shop's window display is its front, seen from the street.
    expect(parsePrompt('A customer at the window display of a boutique').business).toEqual({ name: null, kind: 'boutique' });
    expect(parsePrompt('A customer at the window display of a boutique').setting).toBe('shopfront');
  });
});

describe('the one who runs a business, in its language', () => {
  it('owner, Inhaberin, propriétaire, patronne, dueña, propietario, 店長: the staff at work, never a thing or no one', () => {
    for (const prompt of [
      'The owner of the bakery holding a loaf',
      'Die Inhaberin arrangiert Blumen im Laden',
      'Le propriétaire ouvre la boutique le matin',
      'La patronne du café prépare un café',
      'El propietario del bar sirve una cerveza',
      '店長がレジに立つ',
    ]) {
      expect(parsePrompt(prompt).things.map((t) => t.concept)).toContain('staff');
    }
  });

  it('someone "of" a place is its person and the place is where they are; a cup "of" coffee is still the coffee', () => {
    const owner = parsePrompt('La patronne du café prépare un café');
    expect([owner.things.map((t) => t.concept), owner.setting]).toEqual([['staff', 'coffee'], 'cafe']);
    expect(parsePrompt('Une tasse de café').things.map((t) => t.concept)).toEqual(['coffee']);
  });
});

describe('a salon and a boutique at their work', () => {
  it("a stylist is in a salon, and washing or colouring a client's hair is done with the client in the salon chair", () => {
    const wash = scene("A stylist washing a client's hair at the basin");
    expect([wash.setting, wash.pose]).toEqual(['salon', 'cutting-hair']);
    // A dog washed is still bathed.
    expect(scene('A groomer washing a dog').pose).toBe('bathing');
  });

  it('shoes tried on are in the customer’s hands, not under their feet', () => {
    const s = scene('A customer trying on shoes in a boutique');
    expect(s.relations.map((r) => `${s.things[r.figure]!.concept} ${r.kind} ${s.things[r.ground]!.concept}`)).toContain('shoe holding customer');
  });
});

describe('a hygienist in every language', () => {
  it('hygiéniste, Dentalhygienikerin, higienista, 歯科衛生士 at work on teeth: the dental exam at the chair', () => {
    for (const prompt of [
      "Une hygiéniste dentaire nettoie les dents d'un patient",
      'Eine Dentalhygienikerin bei der Zahnreinigung',
      'Una higienista dental limpiando los dientes de un paciente',
      '歯科衛生士が患者の歯をクリーニングする',
    ]) {
      const s = scene(prompt);
      expect([prompt, s.setting, s.pose]).toEqual([prompt, 'dental', 'dental-exam']);
    }
    expect(scene("Une hygiéniste nettoie les dents d'un enfant dans un cabinet dentaire").pose).toBe('dental-exam-child');
  });
});

describe('what an action is done to', () => {
  // Bread is drawn out of a bakery's deck oven on the peel, in the baker's picture (scene-everyday-trades.test.ts).
  it('the pizza baked lies in the oven it is baked in, not hidden behind it', () => {
    for (const prompt of ['El pizzero metiendo una pizza en el horno de leña de una pizzería, con luz de mañana.']) {
      const s = scene(prompt);
      expect(s.pose).toBe('baking');
      const rel = s.relations.map((r) => `${s.things[r.figure]!.concept} ${r.kind} ${s.things[r.ground]!.concept}`);
      expect(rel.some((r) => /^(pizza|bread) in oven$/.test(r))).toBe(true);
    }
  });
});

describe('clothes someone is in are worn, not drawn beside them', () => {
  it('"a person in trail running shoes" is one drawn person, no giant shoe over the legs', () => {
    for (const prompt of ['A person in the Summit trail running shoes walking in a mountain, at sunrise', 'a woman in a red dress walking in the park']) {
      const s = completeScene(parsePrompt(prompt));
      expect(s.things.map((t) => t.concept), prompt).not.toContain('shoe');
      expect(s.things.map((t) => t.concept), prompt).not.toContain('dress');
    }
    // Held or shown on their own, shoes are still drawn.
    expect(completeScene(parsePrompt('a pair of running shoes on a bench')).things.map((t) => t.concept)).toContain('shoe');
  });
});
