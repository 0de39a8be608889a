import type { Language } from '../../src/config/languages';
import type { Translations } from '../../src/domain/i18n';
import { MATERIALS, t } from './vocabulary';

/**
 * The shop's copy for each kind of article in the demo catalogue, in the six shop languages: a
 * sentence that sells it, the details a menswear shop names for it, and the materials it is made
 * of. Descriptions put them together with brand, model, material, fit and colour as label: value
 * pairs (so Czech and Polish need no declension of the inserted words).
 */
export interface KindCopy {
  pitch: Translations;
  details: [Translations, Translations, Translations];
  /** Indices into MATERIALS that the kind is made of. */
  materials: number[];
  /** Whether a fit (slim, regular, comfort) says something about the kind. */
  fitted: boolean;
}

const WOOL = 0;
const COTTON = 1;
const LINEN = 2;
const CASHMERE = 3;
const LEATHER = 4;
const ORGANIC = 5;

export const KIND_COPY: Record<string, KindCopy> = {
  sakko: {
    pitch: t(
      'Ein Sakko, das vom Büro bis zum Abendessen eine gute Figur macht.',
      'A jacket that looks right from the office to dinner.',
      'Sako, které obstojí v kanceláři i na večeři.',
      'Marynarka, która sprawdzi się w biurze i na kolacji.',
      'Een colbert dat van kantoor tot diner goed staat.',
      'Une veste qui fait bonne figure du bureau au dîner.',
    ),
    details: [
      t('halb gefüttert', 'half-lined', 'poloviční podšívka', 'półpodszewka', 'half gevoerd', 'demi-doublée'),
      t('zwei Pattentaschen', 'two flap pockets', 'dvě kapsy s klopou', 'dwie kieszenie z patką', 'twee klepzakken', 'deux poches à rabat'),
      t('Reverskragen', 'notch lapels', 'klopový límec', 'klapy z wcięciem', 'inkeping revers', 'revers crantés'),
    ],
    materials: [WOOL, LINEN, CASHMERE, COTTON],
    fitted: true,
  },
  anzug: {
    pitch: t(
      'Ein Anzug für Termine, die zählen, und Feste, die man nicht vergisst.',
      'A suit for the meetings that count and the celebrations you remember.',
      'Oblek pro schůzky, na kterých záleží, i oslavy, na které se nezapomíná.',
      'Garnitur na ważne spotkania i uroczystości, których się nie zapomina.',
      'Een pak voor afspraken die ertoe doen en feesten die je niet vergeet.',
      'Un costume pour les rendez-vous qui comptent et les fêtes inoubliables.',
    ),
    details: [
      t(
        'Sakko und Hose aus einem Stoff',
        'jacket and trousers from one cloth',
        'sako a kalhoty z jedné látky',
        'marynarka i spodnie z jednej tkaniny',
        'colbert en broek uit één stof',
        'veste et pantalon dans le même tissu',
      ),
      t('Hose mit Bundfalte', 'pleated trousers', 'kalhoty s puky', 'spodnie z zakładkami', 'broek met bandplooi', 'pantalon à pinces'),
      t(
        'Innentasche für das Telefon',
        'inside pocket for the phone',
        'vnitřní kapsa na telefon',
        'wewnętrzna kieszeń na telefon',
        'binnenzak voor de telefoon',
        'poche intérieure pour le téléphone',
      ),
    ],
    materials: [WOOL, WOOL, LINEN],
    fitted: true,
  },
  hemd: {
    pitch: t(
      'Ein Hemd, das unter dem Sakko sitzt und ohne Krawatte genauso gut aussieht.',
      'A shirt that sits well under a jacket and looks just as good without a tie.',
      'Košile, která dobře sedí pod sakem a bez kravaty vypadá stejně dobře.',
      'Koszula, która dobrze leży pod marynarką i równie dobrze wygląda bez krawata.',
      'Een overhemd dat goed zit onder een colbert en ook zonder das staat.',
      'Une chemise qui tombe bien sous la veste et reste élégante sans cravate.',
    ),
    details: [
      t('bügelleicht', 'easy to iron', 'snadné žehlení', 'łatwe prasowanie', 'strijkvriendelijk', 'facile à repasser'),
      t(
        'Manschetten mit zwei Knöpfen',
        'two-button cuffs',
        'manžety na dva knoflíky',
        'mankiety na dwa guziki',
        'manchetten met twee knopen',
        'poignets à deux boutons',
      ),
      t('verstärkter Kragen', 'reinforced collar', 'zpevněný límec', 'usztywniany kołnierzyk', 'verstevigde kraag', 'col renforcé'),
    ],
    materials: [COTTON, ORGANIC, LINEN],
    fitted: true,
  },
  hose: {
    pitch: t(
      'Eine Hose, die zum Sakko passt und am Wochenende zum Pullover.',
      'Trousers that go with a jacket on weekdays and a jumper at the weekend.',
      'Kalhoty, které se hodí k saku i o víkendu ke svetru.',
      'Spodnie pasujące do marynarki, a w weekend do swetra.',
      'Een broek die bij een colbert past en in het weekend bij een trui.',
      'Un pantalon qui va avec la veste et, le week-end, avec un pull.',
    ),
    details: [
      t('Gürtelschlaufen', 'belt loops', 'poutka na pásek', 'szlufki na pasek', 'riemlussen', 'passants de ceinture'),
      t(
        'Gesäßtaschen mit Knopf',
        'buttoned back pockets',
        'zadní kapsy na knoflík',
        'tylne kieszenie na guzik',
        'achterzakken met knoop',
        'poches arrière boutonnées',
      ),
      t(
        'Saum zum Kürzen vorbereitet',
        'hem ready for shortening',
        'lem připravený ke zkrácení',
        'nogawki gotowe do skrócenia',
        'zoom klaar om in te korten',
        'ourlet prêt à raccourcir',
      ),
    ],
    materials: [WOOL, COTTON, LINEN],
    fitted: true,
  },
  jeans: {
    pitch: t(
      'Eine Jeans aus festem Denim, die mit jedem Tragen besser wird.',
      'Jeans in sturdy denim that get better every time you wear them.',
      'Džíny z pevného denimu, které jsou s každým nošením lepší.',
      'Dżinsy z mocnego denimu, które z każdym noszeniem są lepsze.',
      'Een jeans van stevig denim die bij elke keer dragen mooier wordt.',
      'Un jean en denim robuste qui s’embellit à chaque port.',
    ),
    details: [
      t('Five-Pocket-Form', 'five-pocket style', 'střih five-pocket', 'krój five-pocket', 'five-pocketmodel', 'coupe cinq poches'),
      t('Knopfleiste', 'button fly', 'zapínání na knoflíky', 'rozporek na guziki', 'knoopsluiting', 'braguette boutonnée'),
      t('mit etwas Stretch', 'with a little stretch', 's trochou elastanu', 'z domieszką elastanu', 'met een beetje stretch', 'légèrement stretch'),
    ],
    materials: [COTTON, ORGANIC],
    fitted: true,
  },
  strick: {
    pitch: t(
      'Ein Pullover, der wärmt, ohne aufzutragen, über dem Hemd oder allein.',
      'A jumper that keeps you warm without bulk, over a shirt or on its own.',
      'Svetr, který hřeje a nenadnáší, přes košili i samotný.',
      'Sweter, który grzeje i nie pogrubia, na koszulę lub solo.',
      'Een trui die warm houdt zonder dik te dragen, over een overhemd of los.',
      'Un pull qui tient chaud sans épaissir, sur une chemise ou seul.',
    ),
    details: [
      t('Rundhals', 'crew neck', 'kulatý výstřih', 'okrągły dekolt', 'ronde hals', 'col rond'),
      t('Rippbündchen', 'ribbed cuffs', 'žebrované manžety', 'prążkowane ściągacze', 'geribde boorden', 'bords côtes'),
      t('fein gestrickt', 'fine knit', 'jemný úplet', 'drobny splot', 'fijn gebreid', 'maille fine'),
    ],
    materials: [WOOL, CASHMERE, COTTON],
    fitted: true,
  },
  tshirt: {
    pitch: t(
      'Ein T-Shirt für jeden Tag, unter dem Hemd oder solo.',
      'An everyday T-shirt, under a shirt or on its own.',
      'Tričko na každý den, pod košili i samotné.',
      'T-shirt na co dzień, pod koszulę lub solo.',
      'Een T-shirt voor elke dag, onder een overhemd of los.',
      'Un T-shirt de tous les jours, sous la chemise ou seul.',
    ),
    details: [
      t('Rundhals', 'crew neck', 'kulatý výstřih', 'okrągły dekolt', 'ronde hals', 'col rond'),
      t(
        'formstabil nach dem Waschen',
        'keeps its shape after washing',
        'po vyprání drží tvar',
        'nie traci kształtu po praniu',
        'blijft in model na het wassen',
        'garde sa forme au lavage',
      ),
      t('weicher Single Jersey', 'soft single jersey', 'měkký single jersey', 'miękki single jersey', 'zachte single jersey', 'jersey simple doux'),
    ],
    materials: [COTTON, ORGANIC],
    fitted: true,
  },
  polo: {
    pitch: t(
      'Ein Poloshirt, das sportlich aussieht und trotzdem ins Büro passt.',
      'A polo shirt that looks sporty and still suits the office.',
      'Polokošile, která vypadá sportovně, a přesto se hodí do kanceláře.',
      'Koszulka polo o sportowym wyglądzie, która pasuje też do biura.',
      'Een poloshirt dat sportief oogt en toch op kantoor past.',
      'Un polo au look sportif qui convient aussi au bureau.',
    ),
    details: [
      t('Piqué-Struktur', 'piqué texture', 'piké struktura', 'struktura pique', 'piquéstructuur', 'maille piquée'),
      t(
        'Knopfleiste mit drei Knöpfen',
        'three-button placket',
        'légy na tři knoflíky',
        'listwa na trzy guziki',
        'knoopsluiting met drie knopen',
        'patte à trois boutons',
      ),
      t('Seitenschlitze', 'side vents', 'boční rozparky', 'boczne rozcięcia', 'zijsplitten', 'fentes latérales'),
    ],
    materials: [COTTON, ORGANIC],
    fitted: true,
  },
  jacke: {
    pitch: t(
      'Eine leichte Jacke für die Übergangszeit, die in jede Reisetasche passt.',
      'A light jacket for between seasons that fits into any travel bag.',
      'Lehká bunda na přechodné období, která se vejde do každé cestovní tašky.',
      'Lekka kurtka na okres przejściowy, która zmieści się w każdej torbie.',
      'Een licht jack voor het tussenseizoen dat in elke reistas past.',
      'Un blouson léger de mi-saison qui tient dans tous les sacs de voyage.',
    ),
    details: [
      t('wasserabweisend', 'water-repellent', 'vodoodpudivá', 'wodoodporna', 'waterafstotend', 'déperlant'),
      t('Zwei-Wege-Reißverschluss', 'two-way zip', 'dvoucestný zip', 'dwukierunkowy zamek', 'tweewegritssluiting', 'zip double sens'),
      t('Innentasche', 'inside pocket', 'vnitřní kapsa', 'kieszeń wewnętrzna', 'binnenzak', 'poche intérieure'),
    ],
    materials: [COTTON, WOOL, LEATHER],
    fitted: true,
  },
  mantel: {
    pitch: t(
      'Ein Mantel, der über dem Anzug sitzt und durch den ganzen Winter trägt.',
      'A coat that fits over a suit and sees you through the whole winter.',
      'Kabát, který padne přes oblek a vydrží celou zimu.',
      'Płaszcz, który zmieści się na garnitur i wystarczy na całą zimę.',
      'Een jas die over een pak past en de hele winter meegaat.',
      'Un manteau qui se porte sur le costume et traverse tout l’hiver.',
    ),
    details: [
      t('knielang', 'knee length', 'délka ke kolenům', 'długość do kolan', 'knielang', 'longueur genou'),
      t('verdeckte Knopfleiste', 'concealed buttons', 'skryté zapínání', 'kryte zapięcie', 'verdekte knoopsluiting', 'boutonnage caché'),
      t('gefüttert', 'fully lined', 's podšívkou', 'podszewka na całości', 'gevoerd', 'entièrement doublé'),
    ],
    materials: [WOOL, CASHMERE],
    fitted: true,
  },
  waesche: {
    pitch: t(
      'Wäsche, die man nicht spürt: weich auf der Haut, den ganzen Tag.',
      'Underwear you do not notice: soft on the skin all day long.',
      'Spodní prádlo, které necítíte: celý den měkké na kůži.',
      'Bielizna, której nie czuć: miękka dla skóry przez cały dzień.',
      'Ondergoed dat je niet voelt: de hele dag zacht op de huid.',
      'Des sous-vêtements qu’on oublie : doux sur la peau toute la journée.',
    ),
    details: [
      t('im Zweierpack', 'pack of two', 'balení po dvou', 'w dwupaku', 'per twee verpakt', 'lot de deux'),
      t('weicher Bund', 'soft waistband', 'měkký pas', 'miękka gumka', 'zachte band', 'ceinture douce'),
      t(
        'ohne kratzendes Etikett',
        'no scratchy label',
        'bez škrábající cedulky',
        'bez drapiącej metki',
        'zonder kriebelend label',
        'sans étiquette qui gratte',
      ),
    ],
    materials: [COTTON, ORGANIC],
    fitted: false,
  },
  socken: {
    pitch: t(
      'Socken, die im Schuh bleiben, wo sie hingehören, und nicht rutschen.',
      'Socks that stay where they belong in the shoe and do not slip.',
      'Ponožky, které v botě drží na svém místě a nesjíždějí.',
      'Skarpety, które zostają na miejscu w bucie i nie zsuwają się.',
      'Sokken die in de schoen blijven zitten en niet afzakken.',
      'Des chaussettes qui restent en place dans la chaussure et ne glissent pas.',
    ),
    details: [
      t(
        'verstärkte Ferse und Spitze',
        'reinforced heel and toe',
        'zesílená pata a špička',
        'wzmocniona pięta i palce',
        'versterkte hiel en teen',
        'talon et pointe renforcés',
      ),
      t('handgekettelte Spitze', 'hand-linked toe', 'ručně ketlovaná špička', 'ręcznie szyte palce', 'met de hand gekettelde teen', 'pointe remaillée main'),
      t(
        'Komfortbund ohne Gummi',
        'comfort top without elastic',
        'pohodlný lem bez gumy',
        'ściągacz bez gumki',
        'comfortboord zonder elastiek',
        'bord confort sans élastique',
      ),
    ],
    materials: [COTTON, WOOL, ORGANIC],
    fitted: false,
  },
  schuhe: {
    pitch: t(
      'Ein Schnürschuh, der zum Anzug gehört und sich trotzdem bequem läuft.',
      'A lace-up shoe that belongs with a suit and still walks comfortably.',
      'Šněrovací bota, která patří k obleku, a přesto se v ní pohodlně chodí.',
      'But sznurowany do garnituru, w którym wygodnie się chodzi.',
      'Een veterschoen die bij een pak hoort en toch comfortabel loopt.',
      'Une chaussure à lacets faite pour le costume et pourtant confortable.',
    ),
    details: [
      t('rahmengenäht', 'Goodyear welted', 'rámový šev', 'szyty ramowo', 'randgenaaid', 'cousu Goodyear'),
      t('Lederfutter', 'leather lining', 'kožená podšívka', 'skórzana wyściółka', 'leren voering', 'doublure cuir'),
      t('herausnehmbare Decksohle', 'removable insole', 'vyjímatelná stélka', 'wyjmowana wkładka', 'uitneembaar voetbed', 'semelle intérieure amovible'),
    ],
    materials: [LEATHER],
    fitted: false,
  },
  sneaker: {
    pitch: t(
      'Ein Sneaker, der zur Jeans passt und auch zum Sakko.',
      'A trainer that goes with jeans and with a jacket too.',
      'Tenisky, které se hodí k džínům i k saku.',
      'Sneakersy pasujące do dżinsów i do marynarki.',
      'Een sneaker die bij een jeans past en ook bij een colbert.',
      'Une basket qui va avec un jean comme avec une veste.',
    ),
    details: [
      t('leichte Gummisohle', 'light rubber sole', 'lehká gumová podrážka', 'lekka gumowa podeszwa', 'lichte rubberen zool', 'semelle caoutchouc légère'),
      t('gepolsterter Schaftrand', 'padded collar', 'polstrovaný lem', 'wyściełana cholewka', 'gevoerde schachtrand', 'col rembourré'),
      t('herausnehmbare Decksohle', 'removable insole', 'vyjímatelná stélka', 'wyjmowana wkładka', 'uitneembaar voetbed', 'semelle intérieure amovible'),
    ],
    materials: [LEATHER, COTTON],
    fitted: false,
  },
  guertel: {
    pitch: t(
      'Ein Gürtel, der zur Anzughose passt und zur Jeans genauso.',
      'A belt for suit trousers and for jeans alike.',
      'Pásek k oblekovým kalhotám i k džínům.',
      'Pasek do spodni garniturowych i do dżinsów.',
      'Een riem voor de pantalon en net zo goed voor de jeans.',
      'Une ceinture pour le pantalon de costume comme pour le jean.',
    ),
    details: [
      t('Dornschließe aus Metall', 'metal pin buckle', 'kovová přezka s trnem', 'metalowa sprzączka', 'metalen gesp', 'boucle ardillon en métal'),
      t('kürzbar', 'can be shortened', 'lze zkrátit', 'można skrócić', 'in te korten', 'raccourcissable'),
      t('3,5 cm breit', '3.5 cm wide', 'šířka 3,5 cm', 'szerokość 3,5 cm', '3,5 cm breed', 'largeur 3,5 cm'),
    ],
    materials: [LEATHER],
    fitted: false,
  },
  krawatte: {
    pitch: t(
      'Eine Krawatte, die den Knoten hält und dem Anzug Farbe gibt.',
      'A tie that holds its knot and brings colour to the suit.',
      'Kravata, která drží uzel a dodá obleku barvu.',
      'Krawat, który trzyma węzeł i dodaje garniturowi koloru.',
      'Een stropdas die de knoop houdt en kleur geeft aan het pak.',
      'Une cravate qui tient son nœud et donne de la couleur au costume.',
    ),
    details: [
      t('handrolliert', 'hand-rolled edges', 'ručně rolované okraje', 'ręcznie rolowane brzegi', 'met de hand gerold', 'roulottée main'),
      t('7 cm breit', '7 cm wide', 'šířka 7 cm', 'szerokość 7 cm', '7 cm breed', 'largeur 7 cm'),
      t(
        'Schlaufe für das schmale Ende',
        'keeper loop for the narrow end',
        'poutko na úzký konec',
        'szlufka na wąski koniec',
        'lus voor het smalle uiteinde',
        'passant pour le petit pan',
      ),
    ],
    materials: [WOOL, LINEN, CASHMERE],
    fitted: false,
  },
  hut: {
    pitch: t(
      'Ein Hut, der Form behält und über dem Mantel eine gute Figur macht.',
      'A hat that keeps its shape and looks good over a coat.',
      'Klobouk, který drží tvar a sluší ke kabátu.',
      'Kapelusz, który trzyma fason i dobrze wygląda do płaszcza.',
      'Een hoed die zijn vorm houdt en goed staat bij een jas.',
      'Un chapeau qui garde sa forme et habille le manteau.',
    ),
    details: [
      t('Ripsband', 'grosgrain band', 'rypsová stuha', 'rypsowa taśma', 'ripsband', 'ruban gros-grain'),
      t('Schweißband innen', 'inner sweatband', 'vnitřní potní pásek', 'wewnętrzna potówka', 'binnenzweetband', 'bande de propreté intérieure'),
      t(
        'knautschbar für die Reise',
        'packable for travel',
        'lze sbalit na cesty',
        'można złożyć w podróży',
        'opvouwbaar voor op reis',
        'se glisse dans la valise',
      ),
    ],
    materials: [WOOL, LINEN],
    fitted: false,
  },
  schal: {
    pitch: t(
      'Ein Schal, der wärmt und zum Mantel wie zum Sakko passt.',
      'A scarf that keeps you warm and goes with a coat or a jacket.',
      'Šála, která hřeje a hodí se ke kabátu i k saku.',
      'Szal, który grzeje i pasuje do płaszcza i marynarki.',
      'Een sjaal die warm houdt en bij een jas en een colbert past.',
      'Une écharpe qui tient chaud et va avec manteau ou veste.',
    ),
    details: [
      t('mit Fransen', 'fringed ends', 's třásněmi', 'z frędzlami', 'met franjes', 'à franges'),
      t('180 × 30 cm', '180 × 30 cm', '180 × 30 cm', '180 × 30 cm', '180 × 30 cm', '180 × 30 cm'),
      t('weich gebürstet', 'brushed soft', 'jemně kartáčovaná', 'miękko szczotkowany', 'zacht geborsteld', 'brossée, toute douce'),
    ],
    materials: [WOOL, CASHMERE],
    fitted: false,
  },
  kinderhemd: {
    pitch: t(
      'Ein Hemd für kleine Herren, das Feiern und Toben gleichermaßen mitmacht.',
      'A shirt for young gentlemen that copes with parties and playgrounds alike.',
      'Košile pro malé pány, která vydrží oslavu i dovádění.',
      'Koszula dla małych dżentelmenów na uroczystości i zabawę.',
      'Een overhemd voor kleine heren dat feestjes en ravotten aankan.',
      'Une chemise pour petits messieurs, à l’aise à la fête comme au jeu.',
    ),
    details: [
      t('pflegeleicht', 'easy care', 'snadná údržba', 'łatwa pielęgnacja', 'makkelijk te onderhouden', 'entretien facile'),
      t('Kentkragen', 'classic collar', 'klasický límec', 'klasyczny kołnierzyk', 'klassieke kraag', 'col classique'),
      t(
        'Knöpfe sicher angenäht',
        'securely sewn buttons',
        'pevně přišité knoflíky',
        'mocno przyszyte guziki',
        'stevig aangezette knopen',
        'boutons solidement cousus',
      ),
    ],
    materials: [COTTON, ORGANIC],
    fitted: false,
  },
};

const LABELS = {
  by: t('von', 'by', 'od', 'marki', 'van', 'de'),
  material: t('Material', 'Material', 'Materiál', 'Materiał', 'Materiaal', 'Matière'),
  fit: t('Passform', 'Fit', 'Střih', 'Krój', 'Pasvorm', 'Coupe'),
  colour: t('Farbe', 'Colour', 'Barva', 'Kolor', 'Kleur', 'Couleur'),
};

/** The material of an article of a kind: the drawn one when the kind is made of it, else one it is made of. */
export function materialFor(type: string, drawn: Translations): Translations {
  const copy = KIND_COPY[type];
  if (!copy) return drawn;
  const index = MATERIALS.indexOf(drawn);
  return copy.materials.includes(index) ? drawn : MATERIALS[copy.materials[Math.max(0, index) % copy.materials.length]!]!;
}

export interface DescriptionParts {
  type: string;
  name: Translations;
  model: string;
  brand: string;
  material: Translations;
  fit: Translations;
  color: Translations;
  /** Chooses which two of the kind's details are named (the article's number, so neighbours differ). */
  variant: number;
}

/** The article's description in one language: who made it, what it is for, two details, material, fit and colour. */
export function describeArticle(parts: DescriptionParts, language: Language): string {
  const copy = KIND_COPY[parts.type];
  const facts = [
    `${LABELS.material[language]}: ${parts.material[language]}`,
    ...(copy?.fitted !== false ? [`${LABELS.fit[language]}: ${parts.fit[language]}`] : []),
    `${LABELS.colour[language]}: ${parts.color[language]}`,
  ].join(' · ');
  const head = `${parts.name[language]} ${parts.model} ${LABELS.by[language]} ${parts.brand}.`;
  if (!copy) return `${head} ${facts}.`;
  const first = copy.details[parts.variant % 3]![language];
  const second = copy.details[(parts.variant + 1) % 3]![language];
  return `${head} ${copy.pitch[language]} ${first[0]!.toUpperCase()}${first.slice(1)}, ${second}. ${facts}.`;
}

/** What sets, mix-and-match combinations and styled outfits are, in the shop's words. */
export const COMPOSITE_COPY: Record<'set' | 'kit' | 'outfit', Translations> = {
  set: t(
    'Die Teile gehören zusammen und kommen zusammen: wählen Sie für jedes die Größe.',
    'The pieces belong together and come together: choose a size for each.',
    'Díly patří k sobě a dodávají se spolu: u každého zvolte velikost.',
    'Elementy tworzą całość i są dostarczane razem: wybierz rozmiar każdego z nich.',
    'De delen horen bij elkaar en komen samen: kies voor elk deel de maat.',
    'Les pièces vont ensemble et sont livrées ensemble : choisissez la taille de chacune.',
  ),
  kit: t(
    'Sakko und Hose in einer Farbe, einzeln in Ihrer Größe: so sitzt beides.',
    'Jacket and trousers in one colour, each in your own size, so both fit.',
    'Sako a kalhoty v jedné barvě, každý díl ve vaší velikosti: obojí sedí.',
    'Marynarka i spodnie w jednym kolorze, każda część w twoim rozmiarze: wszystko pasuje.',
    'Colbert en broek in één kleur, elk in uw eigen maat: zo zit alles goed.',
    'Veste et pantalon d’une même couleur, chacun dans votre taille : tout tombe juste.',
  ),
  outfit: t(
    'Von unseren Stylisten zusammengestellt: alle Teile des Looks auf einen Blick.',
    'Put together by our stylists: every piece of the look at a glance.',
    'Sestaveno našimi stylisty: všechny díly outfitu na jeden pohled.',
    'Skomponowane przez naszych stylistów: wszystkie elementy stylizacji w jednym miejscu.',
    'Samengesteld door onze stylisten: alle delen van de look in één oogopslag.',
    'Composée par nos stylistes : toutes les pièces de la tenue en un coup d’œil.',
  ),
};

/** The gift card's description. */
export const VOUCHER_COPY: Translations = t(
  'Ein Geschenkgutschein von Hirmer, einzulösen online und in allen Filialen. Wählen Sie den Wert, der passt.',
  'A Hirmer gift card to use online and in every store. Choose the value that suits.',
  'Dárkový poukaz Hirmer k uplatnění online i ve všech prodejnách. Zvolte hodnotu, která se hodí.',
  'Karta podarunkowa Hirmer do wykorzystania online i we wszystkich sklepach. Wybierz odpowiednią wartość.',
  'Een Hirmer-cadeaubon, te besteden online en in alle winkels. Kies de waarde die past.',
  'Une carte cadeau Hirmer, utilisable en ligne et dans tous nos magasins. Choisissez la valeur qui convient.',
);
