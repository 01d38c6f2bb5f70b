/**
 * A barber's words in each language (actions.ts: trimming-beard, shaving, clipper-cut): the barber, the chairs
 * of a barber's, a hairdresser's and a dentist's, a massage table (drawn as those chairs, illustrations/work-chairs.ts, never a
 * dining chair), and the work said with its object in the language's orders ("trimming a beard", "recorta la
 * barba", "der den Bart stutzt"). Each language's lexicon spreads its `nouns` and `poses` into its own.
 */
import type { ConceptId } from '../concepts';
import type { Pose } from '../scene-graph';
import { clauses, listed } from './clause-phrases';

interface GroomingWords {
  nouns: Record<string, ConceptId>;
  poses: Record<string, Pose>;
}

/** Each concept's words, listed under it. */
const named = listed<ConceptId>;

/** Each pose's phrases, listed under it. */
const phrases = listed<Pose>;

export const GROOMING_WORDS: Record<'en' | 'fr' | 'de' | 'es' | 'it' | 'pt' | 'nl' | 'ja', GroomingWords> = {
  en: {
    nouns: named({
      barber: ['barber', 'barbers'],
      'barber-chair': ['barber chair', 'barber chairs', 'barbers chair', 'barbers chairs', 'barber s chair', 'barber s chairs'],
      'salon-chair': ['salon chair', 'salon chairs', 'styling chair', 'styling chairs', 'hairdressers chair', 'hairdresser s chair', 'hairdressing chair', 'hairdressing chairs'],
      'dental-chair': ['dental chair', 'dental chairs', 'dentist chair', 'dentists chair', 'dentist s chair'],
      'massage-table': ['massage table', 'massage tables', 'massage bed', 'massage beds', 'treatment bed', 'treatment beds'],
    }),
    poses: {
      ...clauses({
        'trimming-beard': [['trimming', 'trims', 'trim', 'shaping', 'shapes', 'tidying', 'tidies', 'grooming', 'cutting', 'cuts'], ['a beard', 'the beard', 'his beard', 'beards', 'beard']],
        shaving: [['shaving', 'shaves', 'shave', 'giving', 'gives'], ['a customer', 'the customer', 'a client', 'the client', 'a shave', 'his customer', 'off a beard', 'off the beard']],
        'clipper-cut': [['cutting', 'cuts', 'cutting hair', 'clipping', 'buzzing', 'giving', 'gives'], ['with clippers', 'with the clippers', 'a fade', 'a skin fade', 'a buzz cut']],
      }),
      ...phrases({
        'trimming-beard': ['beard trim', 'beard trimming', 'beard trimmer', 'beard shaping', 'beard grooming'],
        shaving: ['a shave', 'wet shave', 'hot towel shave', 'straight razor', 'cut throat razor', 'barber shaving'],
        'clipper-cut': ['skin fade', 'skin fades', 'clipper cut', 'buzz cut', 'hair clippers', 'fade haircut', 'fading the sides', 'fades the sides', 'clippers fading'],
        // Blow-drying is the hairdresser's work at the salon chair, as cutting is.
        'cutting-hair': ['blow drying', 'blow dries', 'blow dry', 'blowdrying', 'blow-drying hair', 'drying her hair', 'drying his hair'],
      }),
    },
  },
  fr: {
    nouns: named({
      barber: ['barbier', 'barbière', 'barbiers'],
      'barber-chair': ['fauteuil de barbier', 'fauteuils de barbier', 'chaise de barbier'],
      'salon-chair': ['fauteuil de coiffure', 'fauteuils de coiffure', 'fauteuil de coiffeur'],
      'dental-chair': ['fauteuil dentaire', 'fauteuils dentaires', 'fauteuil de dentiste', 'fauteuil du dentiste'],
      'massage-table': ['table de massage', 'tables de massage', 'lit de massage'],
    }),
    poses: {
      ...clauses({
        'trimming-beard': [['taille', 'taillant', 'tailler', 'coupe', 'coupant', 'entretient', 'sculpte', 'égalise', 'rafraîchit'], ['la barbe', 'une barbe', 'sa barbe', 'les barbes']],
        shaving: [['rase', 'rasant', 'raser'], ['la barbe', 'un client', 'le client', 'son client']],
        'clipper-cut': [['coupe', 'coupant', 'fait', 'faisant', 'réalise'], ['un dégradé', 'le dégradé']],
      }),
      ...phrases({
        'trimming-beard': ['taille de barbe', 'taille de la barbe', 'tondeuse à barbe'],
        shaving: ['rasage', 'coupe chou', 'au coupe chou', 'serviette chaude'],
        'clipper-cut': ['dégradé', 'à la tondeuse', 'coupe à la tondeuse', 'tondeuse'],
        'cutting-hair': ['sèche les cheveux', 'séchant les cheveux', 'fait un brushing', 'brushing'],
      }),
    },
  },
  de: {
    nouns: named({
      barber: ['barbier', 'barbierin', 'barbiere', 'barber'],
      'barber-chair': ['barbierstuhl', 'barbierstühle', 'barberstuhl'],
      'salon-chair': ['friseurstuhl', 'friseurstühle', 'frisierstuhl'],
      'dental-chair': ['behandlungsstuhl', 'behandlungsstühle', 'zahnarztstuhl', 'zahnarztstühle'],
      'massage-table': ['massageliege', 'massageliegen', 'massagetisch', 'behandlungsliege'],
    }),
    poses: {
      ...clauses({
        'trimming-beard': [['stutzt', 'stutzen', 'trimmt', 'trimmen', 'schneidet', 'formt', 'pflegt'], ['den bart', 'einen bart', 'seinen bart', 'bart', 'bärte']],
        shaving: [['rasiert', 'rasieren'], ['den bart', 'den kunden', 'einen kunden', 'seinen kunden']],
        'clipper-cut': [['schneidet', 'macht', 'rasiert'], ['einen fade', 'den fade', 'einen übergang']],
      }, true),
      ...phrases({
        'trimming-beard': ['bartpflege', 'bartschnitt', 'bart stutzen', 'barttrimmer'],
        shaving: ['rasur', 'nassrasur', 'rasiermesser'],
        'clipper-cut': ['fade', 'haarschneidemaschine', 'mit der maschine', 'maschinenschnitt'],
        'cutting-hair': ['föhnt', 'föhnen', 'fönt', 'die haare föhnt', 'haare föhnen'],
      }),
    },
  },
  es: {
    nouns: named({
      barber: ['barbero', 'barbera', 'barberos'],
      'barber-chair': ['sillón de barbero', 'sillones de barbero', 'silla de barbero', 'sillón de barbería'],
      'salon-chair': ['sillón de peluquería', 'silla de peluquería', 'sillón de peluquero'],
      'dental-chair': ['sillón dental', 'sillones dentales', 'sillón de dentista', 'sillón del dentista', 'silla de dentista'],
      'massage-table': ['camilla de masaje', 'camillas de masaje', 'mesa de masaje'],
    }),
    poses: {
      ...clauses({
        'trimming-beard': [['recorta', 'recortando', 'recortar', 'arregla', 'arreglando', 'perfila', 'perfilando', 'corta', 'cortando'], ['la barba', 'una barba', 'su barba', 'barbas']],
        shaving: [['afeita', 'afeitando', 'afeitar', 'rasura', 'rasurando'], ['la barba', 'a un cliente', 'al cliente', 'a su cliente']],
        'clipper-cut': [['corta', 'cortando', 'hace', 'haciendo'], ['un degradado', 'el degradado', 'un fade']],
      }),
      ...phrases({
        'trimming-beard': ['arreglo de barba', 'recorte de barba', 'perfilado de barba'],
        shaving: ['afeitado', 'navaja', 'toalla caliente'],
        'clipper-cut': ['degradado', 'con la máquina', 'maquinilla', 'fade'],
        'cutting-hair': ['seca el pelo', 'secando el pelo', 'seca el cabello', 'secando el cabello', 'hace un brushing'],
      }),
    },
  },
  it: {
    nouns: named({
      barber: ['barbiere', 'barbieri'],
      'barber-chair': ['poltrona da barbiere', 'poltrone da barbiere', 'sedia da barbiere'],
      'salon-chair': ['poltrona da parrucchiere', 'poltrone da parrucchiere'],
      'dental-chair': ['poltrona odontoiatrica', 'poltrone odontoiatriche', 'poltrona del dentista', 'poltrona dentistica', 'riunito'],
      'massage-table': ['lettino da massaggio', 'lettini da massaggio', 'lettino per massaggi'],
    }),
    poses: {
      ...clauses({
        'trimming-beard': [['rifinisce', 'rifinendo', 'regola', 'regolando', 'spunta', 'spuntando', 'taglia', 'tagliando', 'sistema'], ['la barba', 'una barba', 'barba']],
        shaving: [['rade', 'radendo', 'radere', 'fa', 'facendo'], ['la barba', 'il cliente', 'un cliente']],
        'clipper-cut': [['taglia', 'tagliando', 'fa', 'facendo'], ['una sfumatura', 'la sfumatura', 'un fade']],
      }),
      ...phrases({
        'trimming-beard': ['regolazione della barba', 'taglio della barba', 'rifinitura della barba'],
        shaving: ['rasatura', 'rasoio', 'panno caldo'],
        'clipper-cut': ['sfumatura', 'macchinetta', 'con la macchinetta', 'fade'],
        'cutting-hair': ['asciuga i capelli', 'asciugando i capelli', 'fa la piega', 'messa in piega'],
      }),
    },
  },
  pt: {
    nouns: named({
      barber: ['barbeiro', 'barbeira', 'barbeiros'],
      'barber-chair': ['cadeira de barbeiro', 'cadeiras de barbeiro', 'cadeira de barbearia'],
      'salon-chair': ['cadeira de cabeleireiro', 'cadeiras de cabeleireiro'],
      'dental-chair': ['cadeira de dentista', 'cadeiras de dentista', 'cadeira odontológica', 'cadeira dentária'],
      'massage-table': ['marquesa de massagem', 'maca de massagem', 'mesa de massagem'],
    }),
    poses: {
      ...clauses({
        'trimming-beard': [['apara', 'aparando', 'a aparar', 'aparar', 'corta', 'cortando', 'a cortar', 'desenha'], ['a barba', 'uma barba', 'barba']],
        shaving: [['barbeia', 'barbeando', 'a barbear', 'faz', 'fazendo', 'a fazer', 'fazer'], ['a barba', 'o cliente', 'um cliente']],
        'clipper-cut': [['corta', 'cortando', 'a cortar', 'faz', 'fazendo', 'a fazer'], ['um degradê', 'o degradê', 'um degradé', 'um fade']],
      }),
      ...phrases({
        shaving: ['navalha', 'toalha quente'],
        'clipper-cut': ['degradê', 'degradé', 'com a máquina', 'máquina de cortar', 'fade'],
        'cutting-hair': ['seca o cabelo', 'a secar o cabelo', 'secando o cabelo', 'faz uma escova'],
      }),
    },
  },
  nl: {
    nouns: named({
      barber: ['barbier', 'kapper', 'barbiers', 'kappers'],
      'barber-chair': ['kappersstoel', 'kappersstoelen', 'barbierstoel', 'barbierstoelen'],
      'dental-chair': ['tandartsstoel', 'tandartsstoelen', 'behandelstoel'],
      'massage-table': ['massagetafel', 'massagetafels', 'massagebank', 'behandeltafel'],
    }),
    poses: {
      ...clauses({
        'trimming-beard': [['trimt', 'trimmen', 'knipt', 'bijwerkt', 'werkt'], ['de baard', 'een baard', 'zijn baard', 'baard']],
        shaving: [['scheert', 'scheren'], ['de baard', 'de klant', 'een klant']],
        'clipper-cut': [['knipt', 'maakt'], ['een fade', 'de fade']],
      }, true),
      ...phrases({
        'trimming-beard': ['baard trimmen', 'baardverzorging', 'baardtrimmer'],
        shaving: ['scheerbeurt', 'scheermes', 'natscheren'],
        'clipper-cut': ['fade', 'tondeuse', 'met de tondeuse'],
        'cutting-hair': ['föhnt', 'fohnt', 'föhnen', 'haar föhnen'],
      }),
    },
  },
  ja: {
    nouns: named({
      barber: ['理容師', '床屋さん', 'バーバー'],
      'barber-chair': ['理容椅子', '理容チェア', 'バーバーチェア', '床屋の椅子'],
      'salon-chair': ['美容椅子', 'スタイリングチェア', '美容室の椅子'],
      'dental-chair': ['歯科の椅子', '歯科用チェア', '歯科チェア', '診療台', '歯医者の椅子'],
      'massage-table': ['マッサージベッド', 'マッサージ台', '施術ベッド', '施術台'],
    }),
    poses: phrases({
      'trimming-beard': ['髭を整え', 'ひげを整え', 'ヒゲを整え', '髭をトリム', 'ひげをトリム', '髭をカット', 'ひげをカット', '髭を切', 'ひげを切', '髭の手入れ'],
      shaving: ['髭を剃', 'ひげを剃', 'ヒゲを剃', '顔剃り', 'シェービング', 'カミソリ'],
      'clipper-cut': ['バリカン', 'フェード'],
    }),
  },
};
