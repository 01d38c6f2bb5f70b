/**
 * Having a service done: "a woman getting a massage", "se fait masser", "bekommt eine Massage", "recibiendo un masaje",
 * "riceve", "recebendo", "krijgt". Whoever the prompt names with these words is the client, in the trade's picture; the
 * trade's worker does the work (./complete-scene.ts). `verbs`: the service said as what is done to the client, in a
 * language whose lexicon lacks it ("se fait masser": massaged).
 */
import type { Pose } from '../scene-graph';

export const TREATED_WORDS: Record<string, { having: readonly string[]; verbs: Readonly<Record<string, Pose>> }> = {
  en: {
    having: ['getting', 'gets', 'get', 'got', 'having', 'has', 'have', 'receiving', 'receives', 'receive', 'enjoying', 'enjoys', 'treated to', 'in for'],
    verbs: { massaged: 'massage', 'being massaged': 'massage' },
  },
  fr: {
    having: ['se fait', 'se font', 'se faire', 'se faisant', 'reçoit', 'reçoivent', 'recevant', 'profite d un', 'profite d une'],
    verbs: { masser: 'massage', massée: 'massage', massé: 'massage', coiffer: 'cutting-hair', 'couper les cheveux': 'cutting-hair', manucurer: 'manicure', raser: 'hot-towel' },
  },
  de: {
    having: ['bekommt', 'bekommen', 'erhält', 'erhalten', 'lässt sich', 'lassen sich', 'genießt', 'genießen'],
    verbs: { 'die haare schneiden': 'cutting-hair', 'die nägel machen': 'manicure', rasieren: 'hot-towel' },
  },
  es: {
    having: ['recibiendo', 'recibe', 'reciben', 'se hace', 'se hacen', 'haciéndose', 'disfruta de', 'disfrutando de', 'le hacen'],
    verbs: { masajear: 'massage', 'cortar el pelo': 'cutting-hair', afeitar: 'hot-towel' },
  },
  it: {
    having: ['riceve', 'ricevono', 'ricevendo', 'si fa', 'si fanno', 'facendosi', 'si gode', 'si sta facendo'],
    verbs: { massaggiare: 'massage', 'tagliare i capelli': 'cutting-hair', 'fare le unghie': 'manicure', radere: 'hot-towel' },
  },
  pt: {
    having: ['recebe', 'recebem', 'recebendo', 'a receber', 'desfruta de', 'aproveita'],
    verbs: { massajar: 'massage', massagear: 'massage', 'cortar o cabelo': 'cutting-hair' },
  },
  nl: {
    having: ['krijgt', 'krijgen', 'ontvangt', 'ontvangen', 'laat zich', 'laten zich', 'geniet van'],
    verbs: { masseren: 'massage', 'haar knippen': 'cutting-hair', scheren: 'hot-towel' },
  },
};
