/**
 * Briefs a customer might send (issue 23): adverts and training videos, in several languages,
 * with steps in every usual notation, figures, offers and addresses. Shared by the planning
 * rules test, the dry-run test over HTTP and the narration timing test with the offline voice.
 */
export interface BriefCase {
  name: string;
  body: Record<string, unknown>;
  /** The steps the plan must show, in order, labels stripped. */
  steps?: string[];
  /** The call to action the closing scene must carry. */
  cta?: string;
  /** Words the plan must say (in a script), from the brief. */
  says?: string[];
  /** Every figure and address the brief states: each must be in the plan, or a note must say why not. */
  facts: string[];
  /** The brief gives too little to narrate 70% of its length: the plan must say so instead. */
  thin?: boolean;
}

const LOGO = 'https://cdn.example.com/logo.png';
const PHOTO = 'https://cdn.example.com/product.png';

export const BRIEF_CASES: readonly BriefCase[] = [
  // ---- adverts ----
  {
    name: 'en advert, 20 s with a logo: product, benefits with figures, offer, audience, web address and phone',
    facts: ['60', '1.5', '£50', 'breeze.example.com', '0161 496 0123'],
    body: {
      brief:
        'A 20-second ad for the Breeze cordless vacuum. 60 minutes of runtime, weighs 1.5 kg and empties with one click. Picks up pet hair from sofas and stairs. £50 off until Sunday. For busy pet owners. Shop at breeze.example.com or call 0161 496 0123.',
      brand_name: 'Breeze', brand_logo_url: LOGO,
    },
    cta: 'Shop at breeze.example.com',
    says: ['Breeze cordless vacuum', '£50 off until Sunday', 'busy pet owners'],
  },
  {
    name: 'en advert, the README example: figures, proof and a quoted call to action',
    facts: ['4.9', '2,000'],
    body: {
      brief: 'A 20-second ad for our oat-milk latte, upbeat. Made with barista oat milk and a double shot of espresso. Ready in two minutes, hot or iced. Rated 4.9 by 2,000 regulars. Your first one is free this week. Ends with "Order in the app".',
      brand_name: 'Oat & Co',
    },
    cta: 'Order in the app',
    says: ['oat-milk latte', 'Rated 4.9 by 2,000 regulars'],
  },
  {
    name: 'en product ad with a photo, 30 s: weight, guarantee, rating and a web address',
    facts: ['210', '12-month', '80%', '14 March', '4.8', '3,000', 'volt.example.com'],
    body: {
      brief:
        'Product ad for the Volt running shoe: 210 grams, made from recycled ocean plastic, with a 12-month guarantee. The foam gives back 80% of your energy on every stride. Comes in five colours, from 14 March. Rated 4.8 stars by 3,000 runners. Free returns on every order. Shop the Volt drop at volt.example.com.',
      route: 'product-ad', product_image_url: PHOTO, duration_sec: 30, brand_name: 'Volt', brand_logo_url: LOGO,
    },
    cta: 'Shop the Volt drop at volt.example.com',
    says: ['Volt running shoe', 'Rated 4.8 stars by 3,000 runners'],
  },
  {
    name: 'en brand advert, 25 s, 16:9: an anniversary, a street address and an invitation',
    facts: ['50', '5 a.m.', '12 High Street, Leeds'],
    body: {
      brief:
        'Our bakery turns 50 this year. Three generations of bakers, one recipe for sourdough. Every loaf is shaped by hand before 5 a.m. Try the cardamom buns, still warm from the oven. Find us at 12 High Street, Leeds. Come celebrate with free coffee on Saturday.',
      route: 'brand-advert', brand_name: 'Rosa Bakery', brand_logo_url: LOGO, duration_sec: 25, aspect: '16:9',
    },
    cta: 'Come celebrate with free coffee on Saturday',
    says: ['Rosa Bakery', '12 High Street, Leeds'],
  },
  {
    name: 'en explainer, 30 s: a software product, its figures and a demo link',
    facts: ['10 minutes', '$12', '4.8', '2,000', 'northwind.example.com/demo'],
    body: {
      brief:
        'A 30-second ad for Northwind CRM. It syncs every inbox in seconds, so your team never copies and pastes again. Follow-ups write themselves from your calendar. Setting up takes 10 minutes, with no IT team. Plans start at $12 per user a month. Rated 4.8 stars by 2,000 teams. Book a demo at northwind.example.com/demo.',
      route: 'explainer', duration_sec: 30, brand_name: 'Northwind', brand_logo_url: LOGO,
    },
    cta: 'Book a demo at northwind.example.com/demo',
    says: ['Northwind CRM', 'Rated 4.8 stars by 2,000 teams'],
  },
  {
    name: 'en short, 15 s: a colon list of tips',
    facts: ['50', 'glow.example.com'],
    body: {
      brief: 'Three tips for summer skin: drink water, wear SPF 50, and sleep eight hours. Shop the summer kit at glow.example.com.',
      route: 'youtube-short', duration_sec: 15,
    },
    cta: 'Shop the summer kit at glow.example.com',
    thin: true,
  },
  {
    name: 'en testimonial with a presenter, 25 s: a customer’s words, a figure and a download',
    facts: ['1 million', '7 days'],
    body: {
      brief:
        'I was skeptical, but the Calm Sleep app helped me fall asleep in ten minutes. Now I wake up rested, even after night shifts. I set a gentle alarm, and the sleep stories do the rest. Over 1 million people use it every night. The first 7 days are free. Download Calm Sleep free from the App Store.',
      route: 'testimonial', avatar_preset_id: 'amara', duration_sec: 25,
    },
    cta: 'Download Calm Sleep free from the App Store',
    says: ['Over 1 million people use it every night'],
  },
  {
    name: 'en story advert, 24 s: the brief sets the picture (a harbour wall at sunset)',
    facts: ['80 km', '3 Quay Street, Whitby'],
    body: {
      brief:
        'A story about an e-bike leaning on a harbour wall at sunset. A fisherman finishes her shift and rides home along the coast. The battery lasts 80 km, so she never worries about the hill. She reaches the lighthouse as the lamps come on, and she is still smiling. Ride one this weekend at Harbour Cycles, 3 Quay Street, Whitby.',
      route: 'story', duration_sec: 24, brand_name: 'Harbour Cycles', brand_logo_url: LOGO,
    },
    cta: 'Ride one this weekend at Harbour Cycles, 3 Quay Street, Whitby',
  },
  {
    name: 'fr advert, 20 s: a roastery, a year, a rating, a street address and a web address',
    facts: ['1987', '4,8', '3 000', '8 rue de la République', 'cafe-lumiere.example.fr'],
    body: {
      brief:
        'Une publicité pour notre café en grains. Torréfié à Lyon depuis 1987. Un café doux, rond et sans amertume. Noté 4,8 sur 5 par plus de 3 000 clients. Retrouvez-nous au 8 rue de la République, à Lyon. Commandez sur cafe-lumiere.example.fr.',
      language: 'fr', brand_name: 'Café Lumière',
    },
    cta: 'Commandez sur cafe-lumiere.example.fr',
    says: ['1987', '8 rue de la République'],
  },
  {
    name: 'de advert, 25 s with a logo: range, weight, a discount and a street address',
    facts: ['80 km', '22 kg', '2.000', '15 %', 'Hauptstraße 12'],
    body: {
      brief:
        'Werbung für das E-Bike Nord 2. Bis zu 80 km Reichweite mit einer Akkuladung. Mit 22 kg leicht genug für jede Treppe. Der Riemenantrieb muss nie geölt werden. Über 2.000 Fahrer in Hamburg sind schon umgestiegen. Diese Woche 15 % Rabatt. Besuchen Sie uns in der Hauptstraße 12 in Hamburg.',
      language: 'de', brand_name: 'Velo Nord', brand_logo_url: LOGO, duration_sec: 25,
    },
    cta: 'Besuchen Sie uns in der Hauptstraße 12 in Hamburg',
    says: ['80 km', '15 %'],
  },
  {
    name: 'es advert, 30 s: a gym, an offer, a street address and a phone number',
    facts: ['6 a 23 h', '40', '5.000', '20 %', 'calle Mayor 12', '+34 912 345 678'],
    body: {
      brief:
        'Un anuncio para el gimnasio Fuerza. Abierto de 6 a 23 h, todos los días. Más de 40 clases a la semana, con entrenadores titulados. Sin matrícula y sin permanencia. Más de 5.000 socios ya entrenan con nosotros. Ahorra un 20 % en tu primera cuota este mes. Visítanos en la calle Mayor 12, en Madrid, o llama al +34 912 345 678.',
      language: 'es', duration_sec: 30,
    },
    cta: 'Visítanos en la calle Mayor 12, en Madrid',
    says: ['Ahorra un 20 %'],
  },
  {
    name: 'pt-BR advert, 20 s: a delivery app, its figures and a web address',
    facts: ['30 minutos', '500', 'feiraja.example.com.br'],
    body: {
      brief:
        'Anúncio do aplicativo Feira Já. Frutas e verduras frescas na sua porta em 30 minutos. Mais de 500 produtores locais. Frete grátis na primeira compra. Peça agora em feiraja.example.com.br.',
      language: 'pt-BR',
    },
    cta: 'Peça agora em feiraja.example.com.br',
    says: ['30 minutos', 'Frete grátis na primeira compra'],
  },
  {
    name: 'en advert with nothing to say but its product: narration is short and the plan says so',
    facts: [],
    body: { brief: "a 20-second ad for our oat-milk latte, upbeat, ends with 'order in the app'" },
    cta: 'Order in the app',
    thin: true,
  },

  // ---- training ----
  {
    name: 'en training, 45 s: "in 4 steps" promised, none named: no padding, a note',
    facts: [],
    body: { brief: 'How to reset your password in 4 steps', kind: 'training', duration_sec: 45 },
    steps: [],
    thin: true,
  },
  {
    name: 'en training, 45 s: "in 4 steps" with "Step 1: …" written inline',
    facts: ['12 characters'],
    body: {
      brief: 'How to reset your password in 4 steps. Step 1: Open the app. Step 2: Tap Forgot password. Step 3: Enter the code we text you. Step 4: Choose a new password with at least 12 characters.',
      kind: 'training', duration_sec: 45,
    },
    steps: ['Open the app', 'Tap Forgot password', 'Enter the code we text you', 'Choose a new password with at least 12 characters'],
  },
  {
    name: 'en training, 40 s: numbered lines, one of them labelled again ("1. Step 1: …")',
    facts: ['6-digit'],
    body: {
      brief: 'Setting up two-factor sign-in:\n1. Step 1: Open Settings on your phone\n2. Tap Security\n3. Scan the QR code on your screen\n4. Type the 6-digit code to confirm',
      kind: 'training', duration_sec: 40,
    },
    steps: ['Open Settings on your phone', 'Tap Security', 'Scan the QR code on your screen', 'Type the 6-digit code to confirm'],
  },
  {
    name: 'en training, 60 s: "1)" items for onboarding, and a tip after them',
    facts: ['10 tickets', '30 days'],
    body: {
      brief:
        'How to onboard a new support agent:\n1) Create their helpdesk account\n2) Add them to the on-call rota\n3) Pair them with a buddy for their first week\n4) Review their first 10 tickets together\n5) Book a check-in after 30 days\nNew agents should never handle refunds alone in their first month.',
      kind: 'training', duration_sec: 60,
    },
    steps: ['Create their helpdesk account', 'Add them to the on-call rota', 'Pair them with a buddy for their first week', 'Review their first 10 tickets together', 'Book a check-in after 30 days'],
  },
  {
    name: 'en training, 30 s: bullets',
    facts: [],
    body: {
      brief: 'Fire safety at the warehouse.\n• Know your two nearest exits\n• Never block a fire door\n• Leave at once when the alarm sounds\n• Meet at assembly point B in the car park',
      kind: 'training', duration_sec: 30,
    },
    steps: ['Know your two nearest exits', 'Never block a fire door', 'Leave at once when the alarm sounds', 'Meet at assembly point B in the car park'],
  },
  {
    name: 'en training, 30 s: "first … then … finally" in prose',
    facts: ['15 grams', '250 ml', '3 minutes'],
    body: {
      brief: 'How to brew pour-over coffee. First rinse the paper filter with hot water, then add 15 grams of ground coffee, and finally pour 250 ml of water slowly in circles. It takes about 3 minutes.',
      kind: 'training', duration_sec: 30,
    },
    steps: ['Rinse the paper filter with hot water', 'Add 15 grams of ground coffee', 'Pour 250 ml of water slowly in circles'],
  },
  {
    name: 'en training, 30 s: one step per line, no markers',
    facts: [],
    body: {
      brief: 'Closing the till at the end of a shift\nCount the cash drawer twice\nPrint the Z report\nLock the drawer in the office safe',
      kind: 'training', duration_sec: 30,
    },
    steps: ['Count the cash drawer twice', 'Print the Z report', 'Lock the drawer in the office safe'],
  },
  {
    name: 'en training, 60 s: "in 6 steps" with 4 named: the plan shows 4 and notes the 2 missing',
    facts: ['20 seconds'],
    body: {
      brief: 'How to wash your hands properly in 6 steps:\n1. Wet your hands with clean water\n2. Apply enough soap to cover both hands\n3. Scrub for at least 20 seconds\n4. Rinse under running water',
      kind: 'training', duration_sec: 60,
    },
    steps: ['Wet your hands with clean water', 'Apply enough soap to cover both hands', 'Scrub for at least 20 seconds', 'Rinse under running water'],
  },
  {
    name: 'fr training, 40 s: "Étape 1 :" lines, "en 3 étapes"',
    facts: [],
    body: {
      brief: 'Comment réinitialiser votre mot de passe en 3 étapes :\nÉtape 1 : ouvrez l’application\nÉtape 2 : touchez « Mot de passe oublié »\nÉtape 3 : saisissez le code reçu par SMS',
      kind: 'training', language: 'fr', duration_sec: 40,
    },
    steps: ['Ouvrez l’application', 'Touchez « Mot de passe oublié »', 'Saisissez le code reçu par SMS'],
  },
  {
    name: 'de training, 30 s: "zuerst … dann … schließlich"',
    facts: [],
    body: {
      brief: 'Passwort zurücksetzen in drei Schritten. Zuerst öffnen Sie die App, dann tippen Sie auf „Passwort vergessen“, schließlich geben Sie den Code aus der SMS ein.',
      kind: 'training', language: 'de', duration_sec: 30,
    },
    steps: ['Öffnen Sie die App', 'Tippen Sie auf „Passwort vergessen“', 'Geben Sie den Code aus der SMS ein'],
  },
  {
    name: 'es training, 40 s: "Paso 1:" inline, 3 promised and 2 named',
    facts: [],
    body: {
      brief: 'Cómo cerrar la caja en 3 pasos. Paso 1: cuenta el efectivo dos veces. Paso 2: imprime el informe Z.',
      kind: 'training', language: 'es', duration_sec: 40,
    },
    steps: ['Cuenta el efectivo dos veces', 'Imprime el informe Z'],
    thin: true,
  },
  {
    name: 'nl training, 30 s: "Stap 1:" lines',
    facts: [],
    body: {
      brief: 'Zo meld je een storing:\nStap 1: Open de app\nStap 2: Kies Storing melden\nStap 3: Maak een foto van het probleem\nStap 4: Verstuur de melding',
      kind: 'training', language: 'nl', duration_sec: 30,
    },
    steps: ['Open de app', 'Kies Storing melden', 'Maak een foto van het probleem', 'Verstuur de melding'],
  },
  {
    name: 'ja training, 30 s: まず … 次に … 最後に',
    facts: [],
    body: {
      brief: 'パスワードをリセットする方法。まず、アプリを開きます。次に、設定をタップします。最後に、新しいパスワードを入力します。',
      kind: 'training', language: 'ja', duration_sec: 30,
    },
    steps: ['アプリを開きます', '設定をタップします', '新しいパスワードを入力します'],
  },
  {
    name: 'zh training, 30 s: 第一步 … 第二步 … 第三步',
    facts: [],
    body: {
      brief: '如何重置密码。\n第一步：打开应用\n第二步：点击“忘记密码”\n第三步：输入短信里的验证码',
      kind: 'training', language: 'zh', duration_sec: 30,
    },
    steps: ['打开应用', '点击“忘记密码”', '输入短信里的验证码'],
  },
  {
    name: 'it training, 30 s: "prima … poi … infine"',
    facts: ['18 grammi', '25 secondi'],
    body: {
      brief: 'Come preparare un espresso perfetto. Prima macina 18 grammi di caffè, poi pressa la polvere in modo uniforme, infine estrai per 25 secondi.',
      kind: 'training', language: 'it', duration_sec: 30,
    },
    steps: ['Macina 18 grammi di caffè', 'Pressa la polvere in modo uniforme', 'Estrai per 25 secondi'],
  },
];

/**
 * Briefs a reviewer sent after the first round (issue 23, item 1), and more like them: prices with
 * decimals in £, $ and €, percentages, street and web addresses, phone numbers, promo codes, "link
 * in bio", a call to action inside a longer sentence or an address alone at the end; steps in
 * bullets, "1)", "1." and "first … then … finally"; English, French and Spanish. Every item-1 rule
 * holds on each with no exemption: narration over 70% of the scenes included.
 */
export const REVIEW_BRIEFS: readonly BriefCase[] = [
  {
    name: 'en café advert, 15 s with a logo: a decimal price, a street address and "order ahead at" inside a sentence',
    facts: ['£3.80', '14 Harbour Street, Falmouth', 'harbourroasters.co.uk'],
    body: {
      brief: 'A 15-second ad for our new pumpkin spice oat latte, only for autumn. Made with real roasted pumpkin and cinnamon. Just £3.80 all October. Find us at 14 Harbour Street, Falmouth, or order ahead at harbourroasters.co.uk.',
      brand_name: 'Harbour Roasters', brand_colors: ['#7a2e0e', '#f4a259'], brand_logo_url: LOGO, duration_sec: 15,
    },
    cta: 'Order ahead at harbourroasters.co.uk',
  },
  {
    name: 'en training, 30 s with a logo: a bulleted lockout-tagout procedure with long steps',
    facts: [],
    body: {
      brief: 'Lockout-tagout before servicing the conveyor:\n• Tell everyone in the area the conveyor is going down\n• Switch off the conveyor at its control panel\n• Lock the isolator and hang your own tag on it\n• Press the start button to prove it is dead',
      kind: 'training', duration_sec: 30, brand_logo_url: LOGO, brand_colors: ['#0f4c81', '#ffb400'],
    },
    steps: ['Tell everyone in the area the conveyor is going down', 'Switch off the conveyor at its control panel', 'Lock the isolator and hang your own tag on it', 'Press the start button to prove it is dead'],
  },
  {
    name: 'en app advert, 20 s: a price in dollars with cents, a percentage, a promo code and "link in bio"',
    facts: ['$9.99', '40%', 'FOCUS40'],
    body: {
      brief: 'A 20-second ad for Deepwork, the focus timer for people who work from home. It blocks distracting sites while your timer runs and shows how your week went. Plans are just $9.99 a month. New members get 40% off the first three months with code FOCUS40. Download it today, link in bio.',
      brand_name: 'Deepwork', duration_sec: 20,
    },
    cta: 'Download it today, link in bio',
  },
  {
    name: 'en salon advert, 20 s with a logo: a phone number, a percentage off, and a web address alone at the end',
    facts: ['25%', '020 7946 0958', 'glowbar.example.com'],
    body: {
      brief: 'Glow Bar is a walk-in brow and lash studio in Soho. Brows shaped in fifteen minutes, lashes lifted in forty. 25% off your first visit this month. Call 020 7946 0958 to book a chair. glowbar.example.com',
      brand_name: 'Glow Bar', brand_logo_url: LOGO, duration_sec: 20,
    },
    cta: 'Call 020 7946 0958 to book a chair',
  },
  {
    name: 'fr bakery advert, 20 s: a price in euros with a comma, a street address, a promo code and "commandez sur"',
    facts: ['2,50 €', '8 rue de la République', 'BIENVENUE', 'maisonpain.fr'],
    body: {
      brief: 'Une publicité pour la Maison Pain, boulangerie de quartier. Nos croissants sont faits au beurre AOP chaque matin. À partir de 2,50 € la baguette tradition. Retrouvez-nous au 8 rue de la République, à Lyon. Utilisez le code BIENVENUE pour votre première commande. Commandez sur maisonpain.fr.',
      language: 'fr', brand_name: 'Maison Pain', duration_sec: 20,
    },
    cta: 'Commandez sur maisonpain.fr',
  },
  {
    name: 'es shop advert, 25 s with a logo: a price in euros, a percentage, "usa el código" and a web address',
    facts: ['19,99 €', '20 %', 'VERANO20', 'solmar.es'],
    body: {
      brief: 'Un anuncio para las sandalias Solmar, hechas a mano en Menorca. Suela de cuero natural y tiras acolchadas para caminar todo el día. Solo 19,99 € este verano. Ahorra un 20 % más con el código VERANO20. Pide las tuyas en solmar.es.',
      language: 'es', brand_name: 'Solmar', brand_logo_url: LOGO, duration_sec: 25,
    },
    cta: 'Pide las tuyas en solmar.es',
  },
  {
    name: 'en training, 40 s: "1)" steps with figures and a phone number to call',
    facts: ['20 seconds', '70%', '0800 123 4567'],
    body: {
      brief: 'Hand hygiene for ward staff.\n1) Wet your hands and apply soap\n2) Rub every surface for at least 20 seconds\n3) Rinse and dry with a single-use towel\n4) Use a gel with at least 70% alcohol between patients\nQuestions? Call the infection control team on 0800 123 4567.',
      kind: 'training', duration_sec: 40,
    },
    steps: ['Wet your hands and apply soap', 'Rub every surface for at least 20 seconds', 'Rinse and dry with a single-use towel', 'Use a gel with at least 70% alcohol between patients'],
  },
  {
    name: 'es training, 30 s: "primero … luego … por último" with a decimal figure',
    facts: ['1,5 metros'],
    body: {
      brief: 'Cómo levantar una caja sin lesionarte. Primero acércate a la caja y separa los pies, luego dobla las rodillas y mantén la espalda recta, y por último levanta con las piernas sin girar el tronco. Nunca levantes solo una caja de más de 1,5 metros de alto.',
      kind: 'training', language: 'es', duration_sec: 30,
    },
    steps: ['Acércate a la caja y separa los pies', 'Dobla las rodillas y mantén la espalda recta', 'Levanta con las piernas sin girar el tronco'],
  },
  {
    name: 'fr training, 30 s: "1." lines, a percentage and a web address',
    facts: ['80 %', 'intranet.exemple.fr/conges'],
    body: {
      brief: 'Comment poser un jour de congé.\n1. Ouvrez le portail RH\n2. Choisissez les dates dans le calendrier\n3. Envoyez la demande à votre responsable\n80 % des demandes sont validées en un jour. Tout est expliqué sur intranet.exemple.fr/conges.',
      kind: 'training', language: 'fr', duration_sec: 30,
    },
    steps: ['Ouvrez le portail RH', 'Choisissez les dates dans le calendrier', 'Envoyez la demande à votre responsable'],
  },
  {
    name: 'en training, 30 s: "first … then … finally" with a temperature and a time',
    facts: ['65', '90 seconds'],
    body: {
      brief: 'How to clean the milk wand on the espresso machine. First purge the wand for two seconds into the drip tray, then wipe it with a damp cloth kept only for milk, and finally soak the tip in the cleaning jug at 65 degrees for 90 seconds at closing time.',
      kind: 'training', duration_sec: 30,
    },
    steps: ['Purge the wand for two seconds into the drip tray', 'Wipe it with a damp cloth kept only for milk', 'Soak the tip in the cleaning jug at 65 degrees for 90 seconds at closing time'],
  },
];

/**
 * New briefs from the fresh-eyes review of issue 23 (names that read as settings, events, calls to
 * action in other languages, lengths in compounds, a recipe, a title after the format word).
 */
export const FRESH_EYES_BRIEFS = {
  florist: {
    brief: 'A 20-second ad for Harbour Lane Florist, our flower shop in Bristol. Hand-tied bouquets made fresh every morning from seasonal British flowers. Same-day delivery across Bristol when you order before 2pm. Show the entrance of Harbour Lane Florist with buckets of tulips outside. Order at harbourlaneflorist.co.uk with code BLOOM10.',
    brand_name: 'Harbour Lane Florist', brand_logo_url: LOGO, duration_sec: 20,
  },
  opening: {
    brief: 'A 20-second ad for the grand opening of Crumb & Co., a new bakery on Mill Road. Sourdough, cinnamon buns and fresh coffee from 7am. The first 100 customers get a free pastry on Saturday 14 June. Find us at 22 Mill Road, Cambridge.',
    brand_name: 'Crumb & Co.', duration_sec: 20,
  },
  hotel: {
    brief: 'إعلان لفندق الواحة في دبي. غرف مطلة على البحر ومسبح على السطح. إفطار مجاني لكل الضيوف. احجز الآن على alwaha-hotel.example.ae',
    language: 'ar', brand_name: 'فندق الواحة', duration_sec: 20,
  },
  notes: {
    brief: 'Ein 20-Sekunden-Spot für die Notiz-App Klartext. Alle Notizen auf allen Geräten, in Sekunden synchron. Über 2 000 Teams nutzen sie schon. 14 Tage kostenlos testen auf klartext.example.de',
    language: 'de', brand_name: 'Klartext', duration_sec: 20,
  },
  meals: {
    brief: 'Un anuncio de 20 segundos para Cocina Verde, comida sana a domicilio en Valencia. Menús frescos cada semana, sin conservantes. Más de 500 familias ya comen con nosotros. Pide en cocinaverde.example.es',
    language: 'es', brand_name: 'Cocina Verde', duration_sec: 20,
  },
  salon: {
    brief: 'Glow Bar is a walk-in brow and lash studio in Soho. Brows shaped in fifteen minutes, lashes lifted in forty. Open late on Thursdays. 25% off your first visit this month. Call 020 7946 0958 to book a chair.',
    brand_name: 'Glow Bar', duration_sec: 25, aspect: '16:9',
  },
  forklift: {
    brief: 'Forklift safety training for new warehouse staff. 1. Check the forks and tyres before every shift. 2. Wear your seatbelt. 3. Keep the load low when driving. 4. Never carry passengers. Report any damage to your supervisor.',
    kind: 'training', route: 'training', duration_sec: 45,
  },
  recipe: {
    brief: 'Recipe training for kitchen staff: our signature tomato soup. First roast the tomatoes and garlic for 30 minutes, then blend with stock and basil, finally season and serve with a swirl of cream.',
    kind: 'training', route: 'training', duration_sec: 30,
  },
  ladder: {
    brief: 'Site safety training video: Safe ladder use. 1) Check the ladder for damage. 2) Set it at a 1-in-4 angle. 3) Keep three points of contact. 4) Never stand on the top two rungs.',
    kind: 'training', route: 'training', duration_sec: 40, aspect: '16:9',
  },
  // The untuned brief of the second fresh-eyes review: its narration measured 68.2% once rendered.
  yoga: {
    brief: "Short advert for Fernhill Yoga, a small yoga studio in Brighton. Beginners' classes every weekday at 7am and 6pm. First class free, then £9 a class. Show people stretching together on mats in a sunny studio. Over 1,200 members. Book your free class at fernhillyoga.example.com",
    brand_name: 'Fernhill Yoga', brand_colors: ['#2d6a4f', '#f4a261'], duration_sec: 20, aspects: ['9:16', '16:9'],
  },
  gym: {
    brief: 'Ad for Ironworks Gym. Show a bright, airy gym with friends lifting weights together at sunrise. Open 24 hours, with coaches on the floor every evening. Over 900 members. Join for £20 a month at ironworks.example.com',
    brand_name: 'Ironworks Gym', duration_sec: 20, aspects: ['9:16', '4:5'],
  },
  cycling: {
    brief: 'An ad for Pedal Club, a cycling club in Bristol. Friends cycling together along the harbour at golden hour. Weekly group rides for every level, from 20 km to 100 km. Over 300 riders ride with us every Sunday. Join at pedalclub.example.com',
    brand_name: 'Pedal Club', duration_sec: 20,
  },
  koreanOpening: {
    brief: '카페 미도리 그랜드 오픈 광고. 매일 아침 직접 굽는 빵과 신선한 커피. 첫 주 모든 음료 20% 할인. 지금 예약하세요.',
    language: 'ko', brand_name: '카페 미도리', duration_sec: 15,
  },
  // The third fresh-eyes review: Oak & Ember measured 66.9% narration; its two actions were one picture.
  oak: {
    brief: '20-second advert for Oak & Ember, a wood-fired pizza restaurant in Leeds. Pizzas come out of the oven in 90 seconds. Show a chef sliding a pizza into the oven and friends sharing pizza around a table. Tuesday deal: two pizzas for £15. Book at oakandember.example.com',
    brand_name: 'Oak & Ember', brand_colors: ['#8c2f1b', '#f2c14e'], duration_sec: 20, aspects: ['9:16', '16:9'],
  },
  // Short briefs of other trades and languages, written after that review and not tuned for.
  barber: {
    brief: '20-second advert for Sharp & Co, a barber shop in Manchester. Show a barber trimming a beard and a customer relaxing in the chair. Hot towel shaves and skin fades since 2009. Walk-ins welcome, cuts from £18. Book at sharpandco.example.com',
    brand_name: 'Sharp & Co', duration_sec: 20,
  },
  germanFlorist: {
    brief: 'Kurzer Werbespot für Blattwerk, ein Blumenladen in Hamburg. Frische Sträuße jeden Morgen, von Hand gebunden. Über 2.000 zufriedene Kunden. Lieferung am selben Tag ab 25 €. Bestellen Sie auf blattwerk.example.de',
    language: 'de', brand_name: 'Blattwerk', duration_sec: 15,
  },
  spanishBakery: {
    brief: 'Anuncio de 20 segundos para Horno Santa Ana, una panadería de barrio en Madrid. Pan de masa madre recién hecho cada mañana desde 1985. Croissants de mantequilla a 1,50 €. Pide en hornosantaana.example.es',
    language: 'es', brand_name: 'Horno Santa Ana', duration_sec: 20,
  },
  // A kayak hire is no trade the planner knows: its one action is pictured once, then other moments of the story.
  kayak: {
    brief: '20-second ad for Tide & Tread, a kayak hire on the Cornish coast. Show friends paddling kayaks together across a calm bay. Two hours from £25 a kayak. Book at tideandtread.example.com',
    brand_name: 'Tide & Tread', duration_sec: 20,
  },
  thaiAdvert: {
    brief: 'โฆษณาร้านบ้านสวน รูปแบบวิดีโอสั้น 20 วินาที ร้านกาแฟในเชียงใหม่ กาแฟคั่วสดทุกวัน จองเลยที่ baansuan.example.com',
    language: 'th', brand_name: 'บ้านสวน', duration_sec: 20,
  },
  // Four wordy steps in 30 s: the steps were cut evenly and the plan narrated 73%.
  wordySteps: {
    brief: "Training for new café staff: how to close the till at the end of a shift.\n1. Print the end-of-day report from the till and check that the card total matches the card machine's own printed summary.\n2. Count the cash in the drawer note by note, then coins by value, and write each total on the cash-up sheet beside the till.\n3. Take out everything above the £100 float, seal it in a numbered bag and write the bag number and amount on the sheet.\n4. Lock the sealed bag in the office safe, sign the sheet with the time, and hand it to the shift manager before you leave.",
    kind: 'training', route: 'training', duration_sec: 30,
  },
  thaiTraining: {
    brief: 'การฝึกอบรมพนักงานใหม่: วิธีเปิดเครื่องคิดเงิน\n1. เปิดสวิตช์ด้านหลัง\n2. ใส่รหัสพนักงาน\n3. ตรวจเงินทอนในลิ้นชัก',
    language: 'th', kind: 'training', route: 'training', duration_sec: 30,
  },
} as const satisfies Record<string, Record<string, unknown>>;
