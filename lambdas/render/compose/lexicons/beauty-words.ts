/**
 * A beauty salon's words in each language (compose/beauty-actions.ts): the beautician (a manicurist, a nail technician, an
 * esthéticienne, a Kosmetikerin), a close-up of freshly painted nails, and the treatments said as the salon's briefs and
 * plans say them: a manicure ("doing a client's nails", "haciendo la manicura", "qui vernit les ongles", "die Nägel
 * lackiert"), a pedicure, a face mask applied, lash extensions and brows, a massage (a "massage cardiaque" stays CPR: only the
 * word alone is read, safety-words.ts' longer phrase wins), a barber's hot towel; a masseuse is the spa's. Each language's
 * lexicon spreads its `nouns` and `poses` into its own, after the rest: these words win.
 */
import type { ConceptId } from '../concepts';
import type { Pose } from '../scene-graph';
import { clauses, listed } from './clause-phrases';

/** English gives a treatment to someone between the verb and it ("giving a client a pedicure"): each object with whom it is given to before it. */
const givenTo = (objects: readonly string[]): string[] => [
  ...objects,
  ...['a client', 'the client', 'a customer', 'the customer', 'her', 'him', 'a woman'].flatMap((who) => objects.map((o) => `${who} ${o}`)),
];

interface BeautyWords {
  nouns: Record<string, ConceptId>;
  poses: Record<string, Pose>;
}

export const BEAUTY_WORDS: Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl', BeautyWords> = {
  en: {
    nouns: listed<ConceptId>({
      beautician: ['beautician', 'manicurist', 'nail technician', 'nail tech', 'nail artist', 'nail stylist', 'pedicurist', 'esthetician', 'aesthetician', 'beauty therapist', 'lash technician', 'lash tech', 'lash artist', 'brow artist', 'facialist', 'masseuse', 'masseur', 'massage therapist', 'spa therapist'],
      'painted-nails': ['painted nails', 'freshly painted nails', 'polished nails', 'manicured nails', 'nail art', 'nail design', 'nail designs', 'gel nails'],
    }),
    poses: {
      ...clauses({
        manicure: [['doing', 'does', 'painting', 'paints', 'polishing', 'polishes', 'filing', 'files', 'shaping', 'giving', 'gives', 'getting', 'gets', 'having'], givenTo(['nails', 'the nails', 'her nails', 'his nails', 'their nails', 'a manicure', 'a gel manicure'])],
        pedicure: [['giving', 'gives', 'getting', 'gets', 'having', 'doing', 'does', 'painting'], givenTo(['a pedicure', 'toenails', 'her toenails', 'the toenails'])],
        facial: [['giving', 'gives', 'getting', 'gets', 'having', 'applying', 'applies', 'putting'], givenTo(['a facial', 'a face mask to', 'a face mask on', 'a mask to'])],
        'lash-extensions': [['applying', 'applies', 'fitting', 'fits', 'giving', 'gives', 'shaping', 'shapes', 'tinting', 'threading'], ['lash extensions', 'eyelash extensions', 'lashes', 'a lash lift', 'brows', 'eyebrows', 'her brows', 'her eyebrows']],
        // A back massage is also a physio's (care-words.ts): only a massage said so is the spa's.
        massage: [['giving', 'gives', 'getting', 'gets', 'having', 'enjoying', 'enjoys'], givenTo(['a massage', 'a hot stone massage', 'a relaxing massage'])],
        'hot-towel': [['laying', 'lays', 'placing', 'places', 'putting', 'puts', 'pressing', 'wrapping'], ['a hot towel', 'the hot towel', 'hot towels']],
      }),
      ...listed<Pose>({
        manicure: ['manicure', 'manicures', 'gel manicure', 'gel manicures', 'nail treatment', 'nail appointment'],
        pedicure: ['pedicure', 'pedicures', 'foot bath', 'foot spa'],
        facial: ['facial', 'facials', 'facial treatment', 'facial treatments'],
        'lash-extensions': ['lash extensions', 'eyelash extensions', 'lash lift', 'lash lifts', 'brow lamination', 'brow shaping', 'eyebrow shaping', 'eyebrow threading', 'brow threading', 'brow tint'],
        massage: ['massage', 'massages', 'hot stone massage', 'spa massage', 'full body massage', 'relaxing massage'],
        'hot-towel': ['hot towel', 'hot towels', 'hot towel shave', 'hot towel shaves'],
      }),
    },
  },
  es: {
    nouns: listed<ConceptId>({
      beautician: ['esteticista', 'manicurista', 'técnica de uñas', 'técnico de uñas', 'pedicurista', 'cosmetóloga', 'cosmetólogo', 'técnica de pestañas', 'masajista'],
      'painted-nails': ['uñas recién pintadas', 'uñas pintadas', 'uñas esmaltadas', 'uñas decoradas', 'arte de uñas', 'nail art'],
    }),
    poses: {
      ...clauses({
        manicure: [['haciendo', 'hace', 'hacen', 'pintando', 'pinta', 'pintan', 'limando', 'lima', 'esmaltando', 'esmalta'], ['la manicura', 'una manicura', 'las uñas', 'uñas']],
        pedicure: [['haciendo', 'hace', 'hacen', 'pintando', 'pinta'], ['la pedicura', 'una pedicura', 'las uñas de los pies']],
        facial: [['aplicando', 'aplica', 'poniendo', 'pone', 'haciendo', 'hace'], ['una mascarilla', 'una mascarilla facial', 'la mascarilla', 'un tratamiento facial', 'una limpieza facial']],
        'lash-extensions': [['poniendo', 'pone', 'aplicando', 'aplica', 'depilando', 'depila', 'perfilando', 'perfila'], ['extensiones de pestañas', 'las pestañas', 'pestañas', 'las cejas', 'cejas']],
        // Given or received, never "haciendo": a "masaje cardíaco" done is CPR.
        massage: [['dando', 'da', 'recibiendo', 'recibe', 'disfrutando de', 'disfruta de'], ['un masaje', 'un masaje relajante']],
        'hot-towel': [['poniendo', 'pone', 'colocando', 'coloca', 'aplicando'], ['una toalla caliente', 'la toalla caliente']],
      }),
      ...listed<Pose>({
        manicure: ['manicura', 'manicuras', 'manicura de gel', 'manicura semipermanente'],
        pedicure: ['pedicura', 'pedicuras', 'baño de pies'],
        facial: ['tratamiento facial', 'tratamientos faciales', 'limpieza facial', 'mascarilla facial'],
        'lash-extensions': ['extensiones de pestañas', 'lifting de pestañas', 'diseño de cejas', 'pestañas', 'cejas'],
        massage: ['masaje', 'masajes', 'masaje relajante', 'masaje con piedras calientes'],
        'hot-towel': ['toalla caliente', 'toallas calientes', 'afeitado con toalla caliente'],
      }),
    },
  },
  fr: {
    nouns: listed<ConceptId>({
      beautician: ['esthéticienne', 'esthéticien', 'prothésiste ongulaire', 'styliste ongulaire', 'manucure', 'pédicure', 'technicienne de cils', 'masseuse', 'masseur'],
      'painted-nails': ['ongles fraîchement vernis', 'ongles vernis', 'ongles peints', 'ongles décorés', 'nail art'],
    }),
    poses: {
      ...clauses({
        manicure: [['vernit', 'vernissant', 'vernir', 'pose', 'posant', 'lime', 'limant', 'fait', 'faisant', 'peint', 'peignant'], ['les ongles', 'des ongles', 'ses ongles', 'le vernis', 'du vernis', 'une manucure', 'la manucure']],
        pedicure: [['fait', 'faisant', 'vernit'], ['une pédicure', 'la pédicure', 'les ongles des pieds']],
        facial: [['applique', 'appliquant', 'pose', 'posant', 'fait', 'faisant'], ['un masque', 'un masque sur le visage', 'le masque', 'un soin du visage à']],
        'lash-extensions': [['pose', 'posant', 'applique', 'appliquant', 'épile', 'épilant', 'restructure'], ['des extensions de cils', 'les extensions de cils', 'les cils', 'les sourcils']],
        massage: [['reçoit', 'recevant', 'profite d un', 'profitant d un'], ['un massage', 'massage', 'un massage relaxant']],
        'hot-towel': [['pose', 'posant', 'met', 'mettant', 'applique'], ['une serviette chaude', 'la serviette chaude']],
      }),
      ...listed<Pose>({
        manicure: ['manucures', 'manucure semi permanente', 'pose de vernis'],
        pedicure: ['pédicures', 'bain de pieds'],
        facial: ['masque sur le visage', 'masque visage'],
        'lash-extensions': ['extensions de cils', 'rehaussement de cils', 'épilation des sourcils', 'cils', 'sourcils'],
        massage: ['massage', 'massages', 'massage relaxant', 'massage aux pierres chaudes'],
        'hot-towel': ['serviette chaude', 'serviettes chaudes', 'rasage à la serviette chaude'],
      }),
    },
  },
  de: {
    nouns: listed<ConceptId>({
      beautician: ['kosmetikerin', 'kosmetiker', 'nageldesignerin', 'nageldesigner', 'maniküristin', 'manikürist', 'fußpflegerin', 'fusspflegerin', 'pediküristin', 'wimpernstylistin', 'visagistin', 'masseurin', 'masseur'],
      'painted-nails': ['frisch lackierten nägeln', 'frisch lackierte nägel', 'lackierten nägeln', 'lackierte nägel', 'nageldesign', 'nail art'],
    }),
    poses: {
      ...clauses({
        manicure: [['lackiert', 'lackieren', 'feilt', 'feilen', 'macht', 'machen', 'pflegt', 'pflegen'], ['die nägel', 'nägel', 'die fingernägel', 'eine maniküre', 'die maniküre']],
        pedicure: [['macht', 'machen', 'pflegt', 'lackiert'], ['eine pediküre', 'die pediküre', 'die fußnägel', 'die füße']],
        facial: [['aufträgt', 'auftragen', 'macht', 'machen'], ['eine gesichtsmaske', 'die gesichtsmaske', 'eine maske', 'eine gesichtsbehandlung']],
        'lash-extensions': [['verlängert', 'verlängern', 'setzt', 'zupft', 'zupfen', 'färbt', 'formt'], ['wimpern', 'die wimpern', 'augenbrauen', 'die augenbrauen']],
        massage: [['gibt', 'geben', 'bekommt', 'genießt'], ['eine massage', 'eine wellnessmassage']],
        'hot-towel': [['legt', 'legen', 'auflegt', 'drückt'], ['ein heißes tuch', 'ein warmes tuch', 'das heiße tuch', 'ein heißes handtuch']],
      }, true),
      ...listed<Pose>({
        manicure: ['maniküre', 'gelmaniküre', 'nagelpflege'],
        pedicure: ['pediküre', 'fußpflege', 'fusspflege', 'fußbad', 'bei der pediküre'],
        facial: ['gesichtsbehandlung', 'gesichtsbehandlungen', 'kosmetikbehandlung', 'gesichtsmaske aufträgt'],
        'lash-extensions': ['wimpernverlängerung', 'wimpernlifting', 'augenbrauen zupfen', 'wimpern', 'augenbrauen'],
        massage: ['massage', 'massagen', 'wellnessmassage', 'hot stone massage'],
        'hot-towel': ['heißes tuch', 'heisses tuch', 'heißtuch', 'heißtuchrasur', 'heisstuchrasur', 'warmes tuch'],
      }),
    },
  },
  it: {
    nouns: listed<ConceptId>({
      beautician: ['estetista', 'onicotecnica', 'onicotecnico', 'manicurista', 'pedicurista', 'lash maker', 'massaggiatrice', 'massaggiatore'],
      'painted-nails': ['unghie appena smaltate', 'unghie smaltate', 'unghie dipinte', 'unghie laccate', 'unghie decorate', 'nail art'],
    }),
    poses: {
      ...clauses({
        manicure: [['fa', 'facendo', 'fanno', 'smalta', 'smaltando', 'lima', 'limando', 'dipinge', 'dipingendo', 'sistema', 'sistemando'], ['la manicure', 'una manicure', 'le unghie', 'unghie', 'lo smalto']],
        pedicure: [['fa', 'facendo', 'fanno', 'smalta'], ['la pedicure', 'una pedicure', 'le unghie dei piedi']],
        facial: [['applica', 'applicando', 'stende', 'stendendo', 'fa', 'facendo'], ['una maschera', 'una maschera viso', 'la maschera', 'un trattamento viso', 'la pulizia del viso']],
        'lash-extensions': [['applica', 'applicando', 'mette', 'mettendo', 'sistema', 'sistemando'], ['le extension ciglia', 'le extension', 'le ciglia', 'ciglia', 'le sopracciglia']],
        massage: [['riceve', 'ricevendo', 'si gode'], ['un massaggio', 'un massaggio rilassante']],
        'hot-towel': [['mette', 'mettendo', 'appoggia', 'appoggiando', 'applica'], ['un panno caldo', 'il panno caldo', 'un asciugamano caldo']],
      }),
      ...listed<Pose>({
        manicure: ['manicure', 'manicure semipermanente', 'ricostruzione unghie'],
        pedicure: ['pedicure', 'pediluvio'],
        facial: ['trattamento viso', 'trattamenti viso', 'maschera viso', 'pulizia del viso'],
        'lash-extensions': ['extension ciglia', 'laminazione ciglia', 'ciglia', 'sopracciglia'],
        massage: ['massaggio', 'massaggi', 'massaggio rilassante'],
        'hot-towel': ['panno caldo', 'panni caldi', 'asciugamano caldo', 'rasatura con panno caldo'],
      }),
    },
  },
  pt: {
    nouns: listed<ConceptId>({
      beautician: ['esteticista', 'manicure', 'manicura', 'pedicure', 'técnica de unhas', 'designer de sobrancelhas', 'lash designer', 'massagista'],
      'painted-nails': ['unhas acabadas de pintar', 'unhas pintadas', 'unhas recém pintadas', 'unhas decoradas', 'nail art'],
    }),
    poses: {
      ...clauses({
        manicure: [['a fazer', 'faz', 'fazendo', 'a pintar', 'pinta', 'pintando', 'a limar', 'lima', 'limando'], ['as unhas', 'unhas', 'a manicure', 'uma manicure']],
        pedicure: [['a fazer', 'faz', 'fazendo'], ['a pedicure', 'uma pedicure', 'as unhas dos pés']],
        facial: [['a aplicar', 'aplica', 'aplicando', 'a fazer', 'faz', 'fazendo'], ['uma máscara', 'uma máscara facial', 'a máscara', 'uma limpeza de pele', 'um tratamento facial']],
        'lash-extensions': [['a aplicar', 'aplica', 'aplicando', 'a pôr', 'põe', 'a desenhar', 'desenha'], ['extensões de pestanas', 'as pestanas', 'pestanas', 'extensão de cílios', 'as sobrancelhas']],
        massage: [['a receber', 'recebe', 'recebendo'], ['uma massagem', 'uma massagem relaxante']],
        'hot-towel': [['a pôr', 'põe', 'pondo', 'a colocar', 'coloca'], ['uma toalha quente', 'a toalha quente']],
      }),
      ...listed<Pose>({
        manicure: ['manicure de gel', 'verniz gel'],
        pedicure: ['escalda pés', 'banho de pés'],
        facial: ['limpeza de pele', 'tratamento facial', 'tratamentos faciais', 'máscara facial'],
        'lash-extensions': ['extensões de pestanas', 'extensão de cílios', 'design de sobrancelhas', 'pestanas', 'sobrancelhas', 'cílios'],
        massage: ['massagem', 'massagens', 'massagem relaxante'],
        'hot-towel': ['toalha quente', 'toalhas quentes', 'barbear com toalha quente'],
      }),
    },
  },
  nl: {
    nouns: listed<ConceptId>({
      beautician: ['schoonheidsspecialiste', 'schoonheidsspecialist', 'nagelstyliste', 'nagelstylist', 'manicure', 'pedicure', 'wimperstyliste', 'wimperstylist', 'visagiste', 'masseuse', 'masseur'],
      'painted-nails': ['pas gelakte nagels', 'gelakte nagels', 'gelakte nagel', 'geverfde nagels', 'nail art'],
    }),
    poses: {
      ...clauses({
        manicure: [['lakt', 'lakken', 'vijlt', 'vijlen', 'doet', 'verzorgt'], ['de nagels', 'nagels', 'een manicure', 'de manicure']],
        pedicure: [['geeft', 'doet', 'krijgt'], ['een pedicure', 'de pedicure']],
        facial: [['aanbrengt', 'aanbrengen', 'brengt', 'geeft', 'doet'], ['een gezichtsmasker', 'het gezichtsmasker', 'een masker', 'een gezichtsbehandeling']],
        'lash-extensions': [['zet', 'zetten', 'plaatst', 'epileert', 'verft'], ['wimperextensions', 'de wimpers', 'wimpers', 'de wenkbrauwen', 'wenkbrauwen']],
        massage: [['geeft', 'krijgt', 'geniet van'], ['een massage', 'een ontspanningsmassage']],
        'hot-towel': [['legt', 'leggen', 'drukt'], ['een warme handdoek', 'de warme handdoek', 'een hete handdoek']],
      }, true),
      ...listed<Pose>({
        // "die de nagels van een klant lakt": the owner between the nails and the verb, the verb alone says it.
        manicure: ['lakt', 'gellak', 'gelnagels'],
        pedicure: ['voetbad'],
        facial: ['gezichtsbehandeling', 'gezichtsbehandelingen', 'gezichtsmasker'],
        'lash-extensions': ['wimperextensions', 'wimperlifting', 'wimpers', 'wenkbrauwen'],
        massage: ['massage', 'massages', 'ontspanningsmassage'],
        'hot-towel': ['warme handdoek', 'hete handdoek', 'warme handdoeken'],
      }),
    },
  },
};
