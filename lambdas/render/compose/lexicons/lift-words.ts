/**
 * A garage's work on a car up on its lift in each language's words (../lift-actions.ts), as a planner's service shots name it:
 * an oil change ("Ölwechsel", "vidange", "cambio de aceite", "cambio dell'olio", "troca de óleo", "olie verversen"), oil
 * topped up under the bonnet, a car inspected on the lift ("auf der Hebebühne", "sur le pont élévateur", "TÜV", "ITV", "APK").
 * Words that also name a building's lift or a bridge ("elevador", "op de brug") are not among them. Spread into each lexicon's poses.
 */
import type { Pose } from '../scene-graph';
import type { LiftPose } from '../lift-actions';

const lexicon = (jobs: Partial<Record<LiftPose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(jobs).flatMap(([pose, phrases]) => phrases.map((p) => [p, pose as Pose])));

export const LIFT_WORDS = {
  en: lexicon({
    'draining-oil': ['oil change', 'oil changes', 'changing the oil', 'changes the oil', 'change the oil', 'draining the oil', 'drains the oil', 'oil and filter', 'oil and filter change'],
    'pouring-oil': ['topping up the oil', 'tops up the oil', 'topping up oil', 'adding oil', 'adds oil', 'pouring oil', 'pours oil', 'pouring in oil', 'filling up the oil', 'fresh oil', 'new oil'],
    'inspecting-car': ['on the lift', 'on a lift', 'up on the lift', 'on the ramp', 'under the car', 'underneath the car', 'mot test', 'mot check', 'safety inspection', 'inspecting the car', 'inspects the car', 'inspecting a car', 'inspects a car'],
  }),
  de: lexicon({
    'draining-oil': ['ölwechsel', 'wechselt das öl', 'das öl wechselt', 'öl wechseln', 'lässt das öl ab', 'das öl ablässt', 'altöl'],
    'pouring-oil': ['öl nachfüllen', 'füllt öl nach', 'öl nachfüllt', 'füllt öl ein', 'öl einfüllt', 'gießt öl'],
    'inspecting-car': ['auf der hebebühne', 'hebebühne', 'unter dem auto', 'hauptuntersuchung', 'tüv', 'prüft das auto', 'das auto prüft', 'prüft ein auto', 'ein auto prüft'],
  }),
  fr: lexicon({
    'draining-oil': ['vidange', 'fait la vidange', 'faisant la vidange', 'fait une vidange', 'vidange l’huile', "vidange l'huile", 'change l’huile', "change l'huile", 'changement d’huile', "changement d'huile"],
    'pouring-oil': ['remet de l’huile', "remet de l'huile", 'ajoute de l’huile', "ajoute de l'huile", 'fait l’appoint d’huile', "fait l'appoint d'huile", 'verse de l’huile', "verse de l'huile"],
    'inspecting-car': ['sur le pont élévateur', 'pont élévateur', 'sous la voiture', 'contrôle technique', 'inspecte la voiture', 'inspecte une voiture', 'inspectant la voiture'],
  }),
  es: lexicon({
    'draining-oil': ['cambio de aceite', 'cambiando el aceite', 'cambia el aceite', 'cambiar el aceite', 'vaciando el aceite'],
    'pouring-oil': ['rellena el aceite', 'rellenando el aceite', 'añade aceite', 'añadiendo aceite', 'echa aceite', 'echando aceite'],
    'inspecting-car': ['en el elevador', 'debajo del coche', 'bajo el coche', 'itv', 'inspeccionando el coche', 'inspecciona el coche', 'revisando un coche', 'revisando el coche', 'revisa el coche'],
  }),
  it: lexicon({
    'draining-oil': ['cambio olio', 'cambio dell’olio', "cambio dell'olio", 'cambia l’olio', "cambia l'olio", 'cambiando l’olio', "cambiando l'olio"],
    'pouring-oil': ['rabbocca l’olio', "rabbocca l'olio", 'rabbocco olio', 'aggiunge olio', 'aggiungendo olio', 'versa l’olio', "versa l'olio"],
    'inspecting-car': ['sul ponte sollevatore', 'ponte sollevatore', 'sotto l’auto', "sotto l'auto", 'tagliando', 'controlla un’auto', "controlla un'auto", 'controlla l’auto', "controlla l'auto"],
  }),
  pt: lexicon({
    'draining-oil': ['troca de óleo', 'mudança de óleo', 'muda o óleo', 'a mudar o óleo', 'mudando o óleo', 'troca o óleo', 'a trocar o óleo', 'trocando o óleo'],
    'pouring-oil': ['atesta o óleo', 'a atestar o óleo', 'adiciona óleo', 'a adicionar óleo', 'completa o óleo', 'põe óleo', 'a pôr óleo'],
    'inspecting-car': ['no elevador', 'debaixo do carro', 'inspeciona o carro', 'a inspecionar o carro', 'a inspecionar um carro', 'inspecionando o carro'],
  }),
  nl: lexicon({
    'draining-oil': ['olie verversen', 'de olie van', 'ververst de olie', 'de olie ververst', 'olieverversing', 'olie vervangen', 'vervangt de olie', 'de olie vervangt'],
    'pouring-oil': ['vult olie bij', 'olie bijvullen', 'olie bijvult', 'giet olie', 'olie bijgieten'],
    'inspecting-car': ['op de hefbrug', 'hefbrug', 'onder de auto', 'apk', 'apk-keuring', 'inspecteert de auto', 'de auto inspecteert'],
  }),
};
