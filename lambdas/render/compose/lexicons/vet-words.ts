/**
 * A vet's work in each language's words (../vet-actions.ts): a pet vaccinated ("vaccinating a cat", "vacunando a un gato",
 * "impft eine Katze"), its teeth checked where a lexicon had no words for it ("a ver os dentes", "het gebit controleert"),
 * and an owner with a pet carrier ("transportín", "caisse de transport", "Transportbox", "reismand") at the desk.
 * Spread into each lexicon's poses.
 */
import type { Pose } from '../scene-graph';

type VetPose = Extract<Pose, 'vet-vaccinating' | 'dental-exam' | 'carrier-at-desk'>;

const vet = (w: { vaccinating: string[]; teeth?: string[]; carrier: string[] }): Record<string, VetPose> =>
  Object.fromEntries([
    ...w.vaccinating.map((x) => [x, 'vet-vaccinating']),
    ...(w.teeth ?? []).map((x) => [x, 'dental-exam']),
    ...w.carrier.map((x) => [x, 'carrier-at-desk']),
  ]);

export const VET_WORDS = {
  en: vet({
    vaccinating: ['vaccinating', 'vaccinates', 'vaccinate', 'giving a jab', 'gives a jab', 'giving a vaccine', 'giving a vaccination', 'giving an injection', 'gives an injection', 'injecting', 'jabbing', 'giving a booster', 'its jab', 'its jabs', 'a jab', 'its booster', 'its vaccination', 'its vaccinations', 'its injection'],
    carrier: ['pet carrier', 'cat carrier', 'pet carriers', 'cat carriers', 'carrier box', 'pet crate', 'in a carrier', 'in its carrier', 'in their carrier', 'in her carrier', 'in his carrier'],
  }),
  es: vet({
    vaccinating: ['vacunando', 'vacuna a', 'vacunan a', 'poniendo una vacuna', 'pone una vacuna', 'poniéndole una vacuna', 'inyectando'],
    carrier: ['transportín', 'transportin', 'transportines', 'jaula de transporte', 'transportadora'],
  }),
  fr: vet({
    vaccinating: ['vaccine', 'vaccinent', 'vaccinant', 'qui vaccine', 'fait un vaccin', 'faisant un vaccin', 'fait une piqûre', 'faisant une piqûre'],
    carrier: ['caisse de transport', 'cage de transport', 'sac de transport', 'panier de transport'],
  }),
  de: vet({
    vaccinating: ['impft', 'impfen', 'beim impfen', 'gibt eine spritze', 'eine spritze gibt', 'spritze geben'],
    carrier: ['transportbox', 'transportkorb', 'katzenbox', 'transportkiste'],
  }),
  it: vet({
    vaccinating: ['vaccina', 'vaccinano', 'vaccinando', 'che vaccina', 'fa il vaccino', 'fa una puntura', 'facendo il vaccino'],
    carrier: ['trasportino', 'trasportini', 'gabbietta da trasporto'],
  }),
  pt: vet({
    vaccinating: ['vacina', 'vacinam', 'vacinando', 'a vacinar', 'dá uma vacina', 'a dar uma vacina', 'dando uma vacina'],
    teeth: ['a ver os dentes', 'vê os dentes', 'vendo os dentes', 'examina os dentes', 'a examinar os dentes', 'verifica os dentes', 'a verificar os dentes'],
    carrier: ['transportadora', 'caixa de transporte', 'transportadora de animais'],
  }),
  nl: vet({
    vaccinating: ['vaccineert', 'vaccineren', 'inent', 'inenten', 'een prik geeft', 'een prikje geeft', 'een vaccin geeft'],
    teeth: ['het gebit', 'gebit controleert', 'gebit nakijkt', 'tanden controleert', 'tanden nakijkt', 'naar de tanden kijkt'],
    carrier: ['reismand', 'transportmand', 'transportbox', 'kattenmand'],
  }),
};
