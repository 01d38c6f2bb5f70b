/**
 * Home energy in each language's words: up on a house's roof (said with where on it: a bare "roof" is as often "under one
 * roof", "sous un même toit", "unter einem Dach") or its solar panels ("on the roof", "sur le toit", "auf
 * dem Dach", "en el tejado", "sul tetto", "no telhado", "op het dak", "屋根の上"; the `roof` setting), the installer or
 * roofer who works there (a builder, in a hard hat and hi-vis), a panel fitted or carried up (actions.ts
 * `fitting-panel`, `carrying-panel`), a heat pump and the heating engineer who fits it (`fitting-heat-pump`, a plumber's work), an electric car charged at
 * home (`charging-car`), and the energy app a household checks its savings on (a tablet showing its chart).
 * Spread into each language's nouns, settings, screens and poses.
 */
import type { ConceptId } from '../concepts';
import type { Pose, ScreenKind, SettingId } from '../scene-graph';

interface Words {
  /** The roof, and the panels on it, as where the scene is. */
  roofs: readonly string[];
  installers: readonly string[];
  fitting: readonly string[];
  carrying: readonly string[];
  /** A heat pump, fitted or named alone: the engineer at its outdoor unit. */
  heatPumps: readonly string[];
  heatingEngineers: readonly string[];
  /** An electric car charged at home, or its charger named. */
  charging: readonly string[];
  /** What the household checks: its savings, its use, the smart meter's reading. */
  savings: readonly string[];
}

const all = <T>(words: readonly string[], meaning: T): Record<string, T> => Object.fromEntries(words.map((w) => [w, meaning]));

const lexicon = (w: Words) => ({
  nouns: { ...all<ConceptId>(w.installers, 'builder'), ...all<ConceptId>(w.heatingEngineers, 'plumber'), ...all<ConceptId>(w.savings, 'tablet') },
  settings: all<SettingId>(w.roofs, 'roof'),
  screens: all<ScreenKind>(w.savings, 'dashboard'),
  poses: { ...all<Pose>(w.fitting, 'fitting-panel'), ...all<Pose>(w.carrying, 'carrying-panel'), ...all<Pose>(w.heatPumps, 'fitting-heat-pump'), ...all<Pose>(w.charging, 'charging-car') },
});

export const HOME_ENERGY_WORDS = {
  en: lexicon({
    charging: ['charging the car', 'charging her car', 'charging his car', 'charging their car', 'charging an electric car', 'charging her electric car', 'charging his electric car', 'charging their electric car', 'charging the ev', 'charging their ev', 'charges the car', 'charges her car', 'plugging in the car', 'plugging in her car', 'plugging in his car', 'plugs in the car', 'ev charger', 'ev chargers', 'home charger', 'car charger', 'charging point', 'charge point', 'wallbox', 'wall box'],
    heatPumps: ['heat pump', 'heat pumps', 'air source heat pump', 'air-source heat pump', 'installing a heat pump', 'fitting a heat pump', 'servicing the heat pump', 'servicing a heat pump', 'installs a heat pump', 'heat pump installation'],
    heatingEngineers: ['heating engineer', 'heating engineers', 'heat pump engineer', 'heat pump installer', 'hvac technician', 'hvac engineer'],
    roofs: [
      'on the roof', 'on a roof', 'on their roof', 'on the roof of a house', 'up on the roof', 'onto the roof', 'up to the roof', 'the roof of their house',
      'the roof of a house', 'house roof', 'pitched roof', 'tiled roof', 'solar roof', 'rooftops', 'roofer on the roof',
      'solar panel', 'solar panels', 'solar array', 'solar pv', 'pv panels', 'photovoltaic panels', 'rooftop solar', 'roof-mounted panels',
    ],
    installers: ['installer', 'installers', 'solar installer', 'solar installers', 'solar fitter', 'solar engineer', 'installation engineer', 'fitter', 'fitters'],
    fitting: [
      'fitting panels', 'fitting a panel', 'fitting the panels', 'fitting solar panels', 'fits solar panels', 'fit solar panels', 'installing panels',
      'installing solar panels', 'installing a solar panel', 'installing the panels', 'installing the solar panels', 'installs solar panels', 'install solar panels',
      'mounting panels', 'mounting solar panels', 'mounting the panels', 'fixing panels', 'putting up solar panels', 'putting solar panels', 'solar installation',
      'installing solar', 'bolting the panels', 'bolting panels', 'clamping the panels',
    ],
    carrying: [
      'carrying a panel', 'carrying panels', 'carrying the panel', 'carrying the panels', 'carrying a solar panel', 'carrying solar panels', 'carries a panel',
      'carries a solar panel', 'carrying a panel up', 'lifting a panel', 'lifting a solar panel', 'passing up a panel',
    ],
    savings: ['energy savings', 'energy saving', 'energy bill', 'energy bills', 'energy use', 'energy usage', 'energy consumption', 'smart meter', 'energy app', 'energy monitor', 'solar output', 'power usage'],
  }),
  fr: lexicon({
    charging: ['recharge la voiture', 'recharge sa voiture', 'rechargeant sa voiture', 'recharge sa voiture électrique', 'branche sa voiture', 'borne de recharge', 'bornes de recharge', 'recharge du véhicule'],
    heatPumps: ['pompe à chaleur', 'pompes à chaleur', 'installe une pompe à chaleur', 'installant une pompe à chaleur', 'installation d’une pompe à chaleur', "installation d'une pompe à chaleur"],
    heatingEngineers: ['chauffagiste', 'frigoriste'],
    roofs: ['sur le toit', 'sur les toits', 'sur un toit', 'sur leur toit', 'toiture', 'sur la toiture', 'panneau solaire', 'panneaux solaires', 'panneaux photovoltaïques', 'photovoltaïque'],
    installers: ['installateur', 'installatrice', 'installateurs', 'installateur solaire', 'couvreur', 'couvreuse', 'poseur'],
    fitting: [
      'installe des panneaux', 'installe les panneaux', 'installant des panneaux', 'installant les panneaux', 'pose des panneaux', 'pose les panneaux', 'posant des panneaux',
      'installe des panneaux solaires', 'pose des panneaux solaires', 'installation de panneaux solaires', 'pose de panneaux solaires', 'fixe un panneau', 'fixe les panneaux', 'fixant les panneaux',
    ],
    carrying: ['porte un panneau', 'portant un panneau', 'porte des panneaux', 'porte un panneau solaire', 'portant un panneau solaire', 'monte un panneau'],
    savings: ['économies d’énergie', "économies d'énergie", 'consommation d’énergie', "consommation d'énergie", 'consommation électrique', 'facture d’énergie', "facture d'énergie", 'compteur intelligent', 'compteur linky'],
  }),
  de: lexicon({
    charging: ['lädt das auto', 'lädt sein auto', 'lädt ihr auto', 'lädt sein e-auto', 'lädt ihr e-auto', 'lädt das e-auto', 'e-auto laden', 'ladestation', 'ladesäule', 'wallbox'],
    heatPumps: ['wärmepumpe', 'wärmepumpen', 'luftwärmepumpe', 'installiert eine wärmepumpe', 'montiert eine wärmepumpe', 'eine wärmepumpe installiert', 'eine wärmepumpe montiert', 'wartet die wärmepumpe'],
    heatingEngineers: ['heizungsbauer', 'heizungsbauerin', 'heizungsinstallateur', 'heizungsinstallateurin', 'anlagenmechaniker', 'anlagenmechanikerin'],
    roofs: ['auf dem dach', 'aufs dach', 'auf das dach', 'auf ihrem dach', 'hausdach', 'steildach', 'ziegeldach', 'solarmodule', 'solarmodul', 'solaranlage', 'photovoltaikanlage', 'photovoltaik', 'pv-anlage', 'solarpanele', 'solarpaneele', 'solardach'],
    installers: ['solarteur', 'solarteurin', 'solarinstallateur', 'solarinstallateurin', 'dachdecker', 'dachdeckerin', 'monteur', 'monteurin'],
    fitting: [
      'montiert solarmodule', 'montiert die solarmodule', 'solarmodule montiert', 'die solarmodule montiert', 'installiert solarmodule', 'solarmodule installiert', 'montiert paneele',
      'installiert eine solaranlage', 'eine solaranlage installiert', 'montiert ein modul', 'montiert die module', 'module montiert', 'solaranlage montiert', 'montage der solarmodule',
    ],
    carrying: ['trägt ein solarmodul', 'trägt ein modul', 'trägt solarmodule', 'trägt ein panel', 'ein solarmodul trägt', 'ein modul trägt'],
    savings: ['energieersparnis', 'energieeinsparung', 'energieverbrauch', 'stromverbrauch', 'stromrechnung', 'ersparnis', 'smart meter', 'stromzähler', 'energie-app'],
  }),
  es: lexicon({
    charging: ['cargando el coche', 'carga el coche', 'carga su coche', 'cargando su coche', 'carga su coche eléctrico', 'cargando el coche eléctrico', 'punto de carga', 'cargador del coche', 'cargador eléctrico'],
    heatPumps: ['bomba de calor', 'bombas de calor', 'aerotermia', 'instala una bomba de calor', 'instalando una bomba de calor', 'instalación de una bomba de calor'],
    heatingEngineers: ['técnico de climatización', 'técnica de climatización', 'calefactor', 'instalador de calefacción'],
    roofs: ['tejado', 'en el tejado', 'en un tejado', 'en su tejado', 'sobre el tejado', 'placa solar', 'placas solares', 'panel solar', 'paneles solares', 'paneles fotovoltaicos', 'fotovoltaica'],
    installers: ['instalador', 'instaladora', 'instaladores', 'instalador solar', 'techador', 'tejador'],
    fitting: [
      'instalando placas', 'instalando paneles', 'instala placas', 'instala paneles', 'instala placas solares', 'instala paneles solares', 'instalando placas solares',
      'instalando paneles solares', 'colocando placas', 'coloca placas', 'colocando paneles', 'montando paneles', 'monta paneles', 'montando placas', 'instalación de placas solares',
    ],
    carrying: ['cargando un panel', 'carga un panel', 'lleva un panel', 'llevando un panel', 'cargando una placa', 'lleva una placa', 'llevando una placa solar'],
    savings: ['ahorro energético', 'ahorro de energía', 'ahorros de energía', 'consumo de energía', 'consumo energético', 'consumo eléctrico', 'factura de la luz', 'contador inteligente'],
  }),
  it: lexicon({
    charging: ["ricarica l'auto", "ricarica la sua auto", "ricaricando l'auto", "ricarica l'auto elettrica", 'colonnina di ricarica', 'wallbox'],
    heatPumps: ['pompa di calore', 'pompe di calore', 'installa una pompa di calore', 'installando una pompa di calore', 'installazione di una pompa di calore'],
    heatingEngineers: ['termotecnico', 'termoidraulico', 'tecnico della caldaia'],
    roofs: ['sul tetto', 'tetto di casa', 'su un tetto', 'sul loro tetto', 'pannello solare', 'pannelli solari', 'pannelli fotovoltaici', 'fotovoltaico', 'impianto fotovoltaico'],
    installers: ['installatore', 'installatrice', 'installatori', 'tecnico installatore', 'montatore', 'copritetto'],
    fitting: [
      'installa pannelli', 'installando pannelli', 'installa i pannelli', 'installa pannelli solari', 'installa i pannelli solari', 'installando i pannelli', 'monta i pannelli',
      'montando i pannelli', 'monta pannelli', 'posa i pannelli', 'installazione di pannelli', 'installazione dei pannelli', "installa l'impianto",
    ],
    carrying: ['porta un pannello', 'portando un pannello', 'trasporta un pannello', 'porta un pannello solare', 'solleva un pannello'],
    savings: ['risparmio energetico', 'risparmi energetici', 'consumi energetici', 'consumo energetico', 'bolletta', 'bollette', 'contatore intelligente'],
  }),
  pt: lexicon({
    charging: ['carrega o carro', 'a carregar o carro', 'carregando o carro', 'carrega o seu carro', 'a carregar o carro elétrico', 'posto de carregamento', 'carregador do carro', 'wallbox'],
    heatPumps: ['bomba de calor', 'bombas de calor', 'instala uma bomba de calor', 'a instalar uma bomba de calor', 'instalando uma bomba de calor', 'instalação de uma bomba de calor'],
    heatingEngineers: ['técnico de climatização', 'técnica de climatização', 'técnico de aquecimento'],
    roofs: ['telhado', 'no telhado', 'num telhado', 'em um telhado', 'sobre o telhado', 'painel solar', 'painéis solares', 'placas solares', 'painéis fotovoltaicos', 'fotovoltaico'],
    installers: ['instalador', 'instaladora', 'instaladores', 'técnico instalador', 'telhador'],
    fitting: [
      'instala painéis', 'a instalar painéis', 'instalando painéis', 'instala painéis solares', 'a instalar painéis solares', 'instalando painéis solares', 'instala os painéis',
      'a instalar os painéis', 'monta painéis', 'a montar painéis', 'montando painéis', 'instalação de painéis', 'instalação de painéis solares',
    ],
    carrying: ['carrega um painel', 'a carregar um painel', 'carregando um painel', 'leva um painel', 'a levar um painel', 'carrega um painel solar'],
    savings: ['poupança de energia', 'economia de energia', 'consumo de energia', 'consumo energético', 'conta de luz', 'fatura da luz', 'contador inteligente'],
  }),
  nl: lexicon({
    charging: ['laadt de auto op', 'laadt zijn auto op', 'laadt haar auto op', 'auto opladen', 'laadpaal', 'laadpalen', 'thuislader'],
    heatPumps: ['warmtepomp', 'warmtepompen', 'installeert een warmtepomp', 'een warmtepomp installeert', 'warmtepomp installeren', 'plaatst een warmtepomp'],
    heatingEngineers: ['cv-monteur', 'verwarmingsmonteur', 'warmtepompinstallateur'],
    roofs: ['op het dak', 'op het dak van', 'op een dak', 'op hun dak', 'zonnepaneel', 'zonnepanelen', 'pannendak', 'schuin dak'],
    installers: ['installateur', 'installateurs', 'zonnepaneleninstallateur', 'dakdekker', 'monteur zonnepanelen'],
    fitting: [
      'zonnepanelen installeert', 'installeert zonnepanelen', 'legt zonnepanelen', 'zonnepanelen legt', 'monteert zonnepanelen', 'zonnepanelen monteert', 'panelen monteert',
      'monteert panelen', 'zonnepanelen plaatst', 'plaatst zonnepanelen', 'zonnepanelen installeren', 'zonnepanelen leggen',
    ],
    carrying: ['draagt een zonnepaneel', 'draagt een paneel', 'zonnepaneel draagt', 'een paneel draagt', 'draagt zonnepanelen'],
    savings: ['energiebesparing', 'besparing', 'energieverbruik', 'stroomverbruik', 'energierekening', 'slimme meter'],
  }),
  ja: lexicon({
    charging: ['車を充電', '電気自動車を充電', 'EVを充電', '充電器', '充電スタンド'],
    heatPumps: ['ヒートポンプ', 'ヒートポンプを設置', 'エコキュート', '室外機', '室外機を設置'],
    heatingEngineers: ['設備業者', '空調業者'],
    roofs: ['屋根の上', '屋根に', '屋根で', 'ソーラーパネル', '太陽光パネル', '太陽光発電', '太陽光'],
    installers: ['設置業者', '施工業者', '施工スタッフ', '作業員', '屋根職人'],
    fitting: ['パネルを設置', 'ソーラーパネルを設置', '太陽光パネルを設置', 'パネルを取り付け', 'パネルを取付', 'パネルを固定'],
    carrying: ['パネルを運', 'パネルを持って', 'パネルを抱え'],
    savings: ['電気代', '節約額', '省エネ', '電力使用量', 'スマートメーター', '発電量'],
  }),
};
