/*
 * The generated catalogue's words: about twelve parent categories with their leaves, each leaf
 * with the noun its products are named by in English, Spanish and German (the word table the
 * translated names are built from), its brands with their series, and a weight that makes some
 * leaves big and others small. "Canon" and "Hasselblad" appear in no brand list: the generator
 * puts them on a fixed share of the products (bench-data.ts), in the leaves that name a series
 * for them.
 */

/** English, Spanish, German. */
export type Words = readonly [en: string, es: string, de: string];

/** A brand and the series its models are sold under. */
export type BrandLine = readonly [brand: string, ...series: string[]];

export type Leaf = {
  name: Words;
  /** What one product of the leaf is called. */
  noun: Words;
  /** Relative share of the products outside Canon and the rare brand. */
  weight: number;
  /** The leaf's own brands; the parent's when absent. */
  brands?: readonly BrandLine[];
  /** Canon's series here; a leaf without them gets no Canon product. */
  canon?: readonly string[];
  /** The rare brand's series here; a leaf without them gets none of its products. */
  rare?: readonly string[];
};

export type Parent = { name: Words; brands: readonly BrandLine[]; leaves: readonly Leaf[] };

export const catalogWords: readonly Parent[] = [
  {
    name: ['Cameras', 'Cámaras', 'Kameras'],
    brands: [
      ['Sony', 'Alpha', 'FX', 'ZV'],
      ['Nikon', 'Z', 'Z f'],
      ['Fujifilm', 'X-T', 'X-H', 'X-S'],
      ['Panasonic', 'Lumix S', 'Lumix GH'],
      ['Blackmagic', 'Pocket', 'URSA'],
      ['RED', 'Komodo', 'V-Raptor'],
      ['ARRI', 'Alexa', 'Amira'],
      ['Leica', 'SL', 'Q'],
    ],
    leaves: [
      {
        name: ['Mirrorless Cameras', 'Cámaras sin espejo', 'Spiegellose Kameras'],
        noun: ['Mirrorless Camera', 'Cámara sin espejo', 'Spiegellose Kamera'],
        weight: 20,
        canon: ['EOS R', 'EOS RP'],
      },
      {
        name: ['DSLR Cameras', 'Cámaras réflex', 'Spiegelreflexkameras'],
        noun: ['DSLR Camera', 'Cámara réflex', 'Spiegelreflexkamera'],
        weight: 6,
        brands: [
          ['Nikon', 'D', 'Df'],
          ['Pentax', 'K'],
          ['Sony', 'Alpha A'],
        ],
        canon: ['EOS', 'EOS D'],
      },
      {
        name: ['Cinema Cameras', 'Cámaras de cine', 'Kinokameras'],
        noun: ['Cinema Camera', 'Cámara de cine', 'Kinokamera'],
        weight: 9,
        canon: ['Cinema EOS C'],
      },
      {
        name: ['Medium Format Cameras', 'Cámaras de formato medio', 'Mittelformatkameras'],
        noun: ['Medium Format Camera', 'Cámara de formato medio', 'Mittelformatkamera'],
        weight: 2,
        brands: [
          ['Fujifilm', 'GFX'],
          ['Phase One', 'XF', 'IQ'],
          ['Pentax', '645'],
        ],
        rare: ['X2D', '907X'],
      },
      {
        name: ['Action Cameras', 'Cámaras de acción', 'Actionkameras'],
        noun: ['Action Camera', 'Cámara de acción', 'Actionkamera'],
        weight: 5,
        brands: [
          ['GoPro', 'Hero', 'Max'],
          ['DJI', 'Osmo Action'],
          ['Insta360', 'Ace', 'X'],
        ],
      },
      {
        name: ['Camcorders', 'Videocámaras', 'Camcorder'],
        noun: ['Camcorder', 'Videocámara', 'Camcorder'],
        weight: 3,
        brands: [
          ['Sony', 'HXR', 'PXW'],
          ['Panasonic', 'AG', 'HC'],
          ['JVC', 'GY'],
        ],
        canon: ['XA', 'XF', 'Legria'],
      },
    ],
  },
  {
    name: ['Lenses', 'Objetivos', 'Objektive'],
    brands: [
      ['Sony', 'FE', 'G Master'],
      ['Nikon', 'Nikkor Z'],
      ['Sigma', 'Art', 'Contemporary', 'Sports'],
      ['Tamron', 'SP', 'Di III'],
      ['Zeiss', 'Batis', 'Otus', 'Milvus'],
      ['Samyang', 'AF', 'XP'],
      ['Fujifilm', 'XF'],
      ['Laowa', 'Argus'],
    ],
    leaves: [
      {
        name: ['Prime Lenses', 'Objetivos fijos', 'Festbrennweiten'],
        noun: ['Prime Lens', 'Objetivo fijo', 'Festbrennweite'],
        weight: 18,
        canon: ['RF', 'EF'],
      },
      {
        name: ['Zoom Lenses', 'Objetivos zoom', 'Zoomobjektive'],
        noun: ['Zoom Lens', 'Objetivo zoom', 'Zoomobjektiv'],
        weight: 16,
        canon: ['RF L', 'EF L'],
      },
      {
        name: ['Anamorphic Lenses', 'Objetivos anamórficos', 'Anamorphotische Objektive'],
        noun: ['Anamorphic Lens', 'Objetivo anamórfico', 'Anamorphotisches Objektiv'],
        weight: 2,
        brands: [
          ['Atlas', 'Orion', 'Mercury'],
          ['Sirui', 'Venus', 'Saturn'],
          ['Cooke', 'Anamorphic/i'],
          ['Vazen', 'Anamorphic'],
        ],
      },
      {
        name: ['Cine Lenses', 'Objetivos de cine', 'Cine-Objektive'],
        noun: ['Cine Lens', 'Objetivo de cine', 'Cine-Objektiv'],
        weight: 5,
        brands: [
          ['Zeiss', 'Supreme Prime', 'CP.3'],
          ['Sigma', 'FF High Speed'],
          ['DZOFilm', 'Vespid', 'Catta'],
          ['Cooke', 'S4/i', 'Panchro/i'],
        ],
        canon: ['CN-E', 'Sumire'],
      },
      {
        name: ['Macro Lenses', 'Objetivos macro', 'Makroobjektive'],
        noun: ['Macro Lens', 'Objetivo macro', 'Makroobjektiv'],
        weight: 3,
        canon: ['RF Macro', 'EF Macro'],
      },
      {
        name: ['Telephoto Lenses', 'Teleobjetivos', 'Teleobjektive'],
        noun: ['Telephoto Lens', 'Teleobjetivo', 'Teleobjektiv'],
        weight: 6,
        canon: ['RF Super Tele', 'EF Super Tele'],
      },
      {
        name: ['Medium Format Lenses', 'Objetivos de formato medio', 'Mittelformatobjektive'],
        noun: ['Medium Format Lens', 'Objetivo de formato medio', 'Mittelformatobjektiv'],
        weight: 1,
        brands: [
          ['Fujifilm', 'GF'],
          ['Schneider', 'LS'],
          ['Pentax', 'FA 645'],
        ],
        rare: ['XCD'],
      },
      {
        name: ['Lens Adapters', 'Adaptadores de objetivo', 'Objektivadapter'],
        noun: ['Lens Adapter', 'Adaptador de objetivo', 'Objektivadapter'],
        weight: 2,
        brands: [
          ['Metabones', 'Speed Booster', 'Smart Adapter'],
          ['Sigma', 'MC'],
          ['Viltrox', 'EF'],
        ],
        canon: ['EF-EOS R'],
      },
    ],
  },
  {
    name: ['Lighting', 'Iluminación', 'Beleuchtung'],
    brands: [
      ['Aputure', 'LS', 'Nova', 'Amaran'],
      ['Godox', 'SL', 'AD', 'VL'],
      ['Nanlite', 'Forza', 'PavoTube'],
      ['Profoto', 'B10', 'D2', 'A10'],
      ['ARRI', 'SkyPanel', 'L-Series'],
      ['Litepanels', 'Astra', 'Gemini'],
      ['Elinchrom', 'ELB', 'Five'],
    ],
    leaves: [
      {
        name: ['LED Panels', 'Paneles LED', 'LED-Flächenleuchten'],
        noun: ['LED Panel Light', 'Panel de luz LED', 'LED-Flächenleuchte'],
        weight: 10,
      },
      {
        name: ['Fresnel Lights', 'Focos Fresnel', 'Fresnel-Scheinwerfer'],
        noun: ['Fresnel Light', 'Foco Fresnel', 'Fresnel-Scheinwerfer'],
        weight: 4,
      },
      {
        name: ['Studio Strobes', 'Flashes de estudio', 'Studioblitze'],
        noun: ['Studio Strobe', 'Flash de estudio', 'Studioblitz'],
        weight: 6,
      },
      {
        name: ['Speedlights', 'Flashes de zapata', 'Aufsteckblitze'],
        noun: ['Speedlight', 'Flash de zapata', 'Aufsteckblitz'],
        weight: 4,
        canon: ['Speedlite EL', 'Speedlite'],
      },
      {
        name: ['Tube Lights', 'Tubos de luz', 'Leuchtröhren'],
        noun: ['Tube Light', 'Tubo de luz', 'Leuchtröhre'],
        weight: 3,
      },
      {
        name: ['Light Modifiers', 'Modificadores de luz', 'Lichtformer'],
        noun: ['Softbox', 'Caja de luz', 'Softbox'],
        weight: 5,
      },
    ],
  },
  {
    name: ['Tripods & Support', 'Trípodes y soportes', 'Stative und Halterungen'],
    brands: [
      ['Manfrotto', 'Befree', '055', 'Nitrotech'],
      ['Gitzo', 'Series 2', 'Series 3', 'Traveler'],
      ['Sachtler', 'Flowtech', 'Aktiv'],
      ['DJI', 'Ronin', 'RS'],
      ['Benro', 'Mach3', 'Rhino'],
      ['Edelkrone', 'SliderPLUS', 'JibONE'],
      ['Peak Design', 'Travel'],
    ],
    leaves: [
      {
        name: ['Photo Tripods', 'Trípodes de foto', 'Fotostative'],
        noun: ['Photo Tripod', 'Trípode de foto', 'Fotostativ'],
        weight: 8,
      },
      {
        name: ['Video Tripods', 'Trípodes de vídeo', 'Videostative'],
        noun: ['Video Tripod', 'Trípode de vídeo', 'Videostativ'],
        weight: 6,
      },
      {
        name: ['Monopods', 'Monópodes', 'Einbeinstative'],
        noun: ['Monopod', 'Monópode', 'Einbeinstativ'],
        weight: 2,
      },
      {
        name: ['Gimbals', 'Estabilizadores', 'Gimbals'],
        noun: ['Gimbal Stabilizer', 'Estabilizador gimbal', 'Gimbal-Stabilisator'],
        weight: 7,
      },
      {
        name: ['Sliders', 'Deslizadores', 'Kameraslider'],
        noun: ['Camera Slider', 'Deslizador de cámara', 'Kameraslider'],
        weight: 2,
      },
      {
        name: ['Jib Arms', 'Grúas de cámara', 'Kamerakräne'],
        noun: ['Jib Arm', 'Grúa de cámara', 'Kamerakran'],
        weight: 1,
      },
    ],
  },
  {
    name: ['Audio', 'Audio', 'Audio'],
    brands: [
      ['Sennheiser', 'MKE', 'MKH', 'EW-DX', 'HD'],
      ['Rode', 'NTG', 'Wireless GO', 'VideoMic'],
      ['Zoom', 'F', 'H', 'PodTrak'],
      ['Sound Devices', 'MixPre', 'Scorpio'],
      ['Shure', 'SM', 'VP', 'MV'],
      ['Deity', 'S-Mic', 'Theos'],
      ['Tascam', 'DR', 'Portacapture'],
    ],
    leaves: [
      {
        name: ['Shotgun Microphones', 'Micrófonos de cañón', 'Richtmikrofone'],
        noun: ['Shotgun Microphone', 'Micrófono de cañón', 'Richtmikrofon'],
        weight: 7,
      },
      {
        name: ['Wireless Microphones', 'Micrófonos inalámbricos', 'Funkmikrofone'],
        noun: ['Wireless Microphone Set', 'Set de micrófono inalámbrico', 'Funkmikrofon-Set'],
        weight: 6,
      },
      {
        name: ['Field Recorders', 'Grabadoras de campo', 'Feldrekorder'],
        noun: ['Field Recorder', 'Grabadora de campo', 'Feldrekorder'],
        weight: 4,
      },
      {
        name: ['Boom Poles', 'Pértigas', 'Tonangeln'],
        noun: ['Boom Pole', 'Pértiga', 'Tonangel'],
        weight: 1,
      },
      {
        name: ['Headphones', 'Auriculares', 'Kopfhörer'],
        noun: ['Monitoring Headphones', 'Auriculares de monitorización', 'Studiokopfhörer'],
        weight: 2,
      },
      {
        name: ['Audio Mixers', 'Mezcladores de audio', 'Audiomischer'],
        noun: ['Audio Mixer', 'Mezclador de audio', 'Audiomischer'],
        weight: 2,
      },
    ],
  },
  {
    name: ['Drones', 'Drones', 'Drohnen'],
    brands: [
      ['DJI', 'Mavic', 'Air', 'Mini', 'Inspire', 'Avata'],
      ['Autel', 'EVO', 'EVO Lite'],
      ['Skydio', 'X10', '2+'],
      ['Freefly', 'Alta', 'Astro'],
      ['Parrot', 'Anafi'],
    ],
    leaves: [
      {
        name: ['Camera Drones', 'Drones con cámara', 'Kameradrohnen'],
        noun: ['Camera Drone', 'Dron con cámara', 'Kameradrohne'],
        weight: 8,
      },
      {
        name: ['FPV Drones', 'Drones FPV', 'FPV-Drohnen'],
        noun: ['FPV Drone', 'Dron FPV', 'FPV-Drohne'],
        weight: 3,
      },
      {
        name: ['Cinema Drones', 'Drones de cine', 'Kinodrohnen'],
        noun: ['Cinema Drone', 'Dron de cine', 'Kinodrohne'],
        weight: 2,
      },
      {
        name: ['Drone Controllers', 'Mandos para drones', 'Drohnen-Fernsteuerungen'],
        noun: ['Drone Remote Controller', 'Mando de dron', 'Drohnen-Fernsteuerung'],
        weight: 1,
      },
    ],
  },
  {
    name: ['Monitors', 'Monitores', 'Monitore'],
    brands: [
      ['Atomos', 'Ninja', 'Shinobi', 'Sumo'],
      ['SmallHD', 'Indie', 'Cine', 'Ultra'],
      ['Blackmagic', 'Video Assist'],
      ['Teradek', 'Bolt', 'Ranger'],
      ['Hollyland', 'Mars', 'Pyro'],
      ['Portkeys', 'BM', 'LH'],
      ['Zacuto', 'Gratical'],
    ],
    leaves: [
      {
        name: ['On-Camera Monitors', 'Monitores de cámara', 'Kameramonitore'],
        noun: ['On-Camera Monitor', 'Monitor de cámara', 'Kameramonitor'],
        weight: 7,
      },
      {
        name: ["Director's Monitors", 'Monitores de dirección', 'Regiemonitore'],
        noun: ["Director's Monitor", 'Monitor de dirección', 'Regiemonitor'],
        weight: 2,
      },
      {
        name: ['Monitor Recorders', 'Monitores grabadores', 'Monitor-Rekorder'],
        noun: ['Monitor Recorder', 'Monitor grabador', 'Monitor-Rekorder'],
        weight: 3,
      },
      {
        name: ['Wireless Video', 'Vídeo inalámbrico', 'Funkvideo'],
        noun: ['Wireless Video Transmitter', 'Transmisor de vídeo inalámbrico', 'Funkvideo-Sender'],
        weight: 3,
      },
      {
        name: ['Electronic Viewfinders', 'Visores electrónicos', 'Elektronische Sucher'],
        noun: ['Electronic Viewfinder', 'Visor electrónico', 'Elektronischer Sucher'],
        weight: 1,
      },
    ],
  },
  {
    name: ['Power', 'Energía', 'Stromversorgung'],
    brands: [
      ['Core SWX', 'Hypercore', 'Nano'],
      ['IDX', 'Duo', 'Imicro'],
      ['Anton Bauer', 'Titon', 'Dionic'],
      ['Bebob', 'V', 'A'],
      ['Jackery', 'Explorer'],
      ['EcoFlow', 'River', 'Delta'],
      ['Patona', 'Premium'],
    ],
    leaves: [
      {
        name: ['Camera Batteries', 'Baterías de cámara', 'Kamera-Akkus'],
        noun: ['Camera Battery', 'Batería de cámara', 'Kamera-Akku'],
        weight: 6,
        canon: ['LP-E6NH', 'LP-E19', 'BP-A'],
      },
      {
        name: ['V-Mount Batteries', 'Baterías V-Mount', 'V-Mount-Akkus'],
        noun: ['V-Mount Battery', 'Batería V-Mount', 'V-Mount-Akku'],
        weight: 5,
      },
      {
        name: ['Battery Chargers', 'Cargadores de baterías', 'Akku-Ladegeräte'],
        noun: ['Battery Charger', 'Cargador de baterías', 'Akku-Ladegerät'],
        weight: 3,
        canon: ['LC-E6', 'CG-A'],
      },
      {
        name: ['Power Stations', 'Estaciones de energía', 'Powerstations'],
        noun: ['Portable Power Station', 'Estación de energía portátil', 'Tragbare Powerstation'],
        weight: 2,
      },
      {
        name: ['Power Adapters', 'Adaptadores de corriente', 'Netzteile'],
        noun: ['Power Adapter', 'Adaptador de corriente', 'Netzteil'],
        weight: 1,
      },
    ],
  },
  {
    name: ['Storage', 'Almacenamiento', 'Speichermedien'],
    brands: [
      ['SanDisk', 'Extreme', 'Extreme PRO'],
      ['Lexar', 'Professional', 'Diamond'],
      ['Sony', 'Tough'],
      ['Angelbird', 'AV PRO', 'Match Pack'],
      ['Samsung', 'T7', 'T9'],
      ['G-Technology', 'ArmorATD', 'G-RAID'],
      ['ProGrade', 'Cobalt', 'Gold'],
    ],
    leaves: [
      {
        name: ['CFexpress Cards', 'Tarjetas CFexpress', 'CFexpress-Karten'],
        noun: ['CFexpress Card', 'Tarjeta CFexpress', 'CFexpress-Karte'],
        weight: 4,
      },
      {
        name: ['SD Cards', 'Tarjetas SD', 'SD-Karten'],
        noun: ['SD Card', 'Tarjeta SD', 'SD-Karte'],
        weight: 4,
      },
      {
        name: ['Portable SSDs', 'SSD portátiles', 'Externe SSDs'],
        noun: ['Portable SSD', 'SSD portátil', 'Externe SSD'],
        weight: 3,
      },
      {
        name: ['Card Readers', 'Lectores de tarjetas', 'Kartenleser'],
        noun: ['Card Reader', 'Lector de tarjetas', 'Kartenleser'],
        weight: 1,
      },
      {
        name: ['RAID Drives', 'Unidades RAID', 'RAID-Laufwerke'],
        noun: ['RAID Drive', 'Unidad RAID', 'RAID-Laufwerk'],
        weight: 1,
      },
    ],
  },
  {
    name: ['Grip', 'Maquinaria', 'Grip'],
    brands: [
      ['Matthews', 'Hollywood', 'Road Rags'],
      ['Avenger', 'A2030', 'D600'],
      ['Kupo', 'Master', 'Baby'],
      ['Manfrotto', 'Super Clamp', 'Magic Arm'],
      ['Dana Dolly', 'Original', 'Pro'],
      ['Impact', 'Turtle', 'Air'],
    ],
    leaves: [
      {
        name: ['C-Stands', 'Soportes C', 'C-Stative'],
        noun: ['C-Stand', 'Soporte C', 'C-Stativ'],
        weight: 5,
      },
      {
        name: ['Light Stands', 'Pies de luz', 'Lichtstative'],
        noun: ['Light Stand', 'Pie de luz', 'Lichtstativ'],
        weight: 6,
      },
      {
        name: ['Clamps & Arms', 'Pinzas y brazos', 'Klemmen und Arme'],
        noun: ['Clamp', 'Pinza', 'Klemme'],
        weight: 3,
      },
      {
        name: ['Flags & Frames', 'Banderas y marcos', 'Flags und Rahmen'],
        noun: ['Flag Kit', 'Kit de banderas', 'Flag-Set'],
        weight: 2,
      },
      {
        name: ['Sandbags', 'Sacos de arena', 'Sandsäcke'],
        noun: ['Sandbag', 'Saco de arena', 'Sandsack'],
        weight: 1,
      },
      {
        name: ['Dollies', 'Carros de travelling', 'Dollys'],
        noun: ['Dolly', 'Carro de travelling', 'Dolly'],
        weight: 1,
      },
    ],
  },
  {
    name: ['Accessories', 'Accesorios', 'Zubehör'],
    brands: [
      ['SmallRig', 'Cage', 'Rig', 'Mini'],
      ['Tilta', 'Nucleus', 'Mirage'],
      ['Wooden Camera', 'UMB', 'Zip Box'],
      ['Lee Filters', '100', 'Seven5'],
      ['B+W', 'XS-Pro', 'Master'],
      ['PolarPro', 'QuartzLine', 'Summit'],
      ['Think Tank', 'Airport', 'Retrospective'],
    ],
    leaves: [
      {
        name: ['Camera Cages', 'Jaulas de cámara', 'Kamerakäfige'],
        noun: ['Camera Cage', 'Jaula de cámara', 'Kamerakäfig'],
        weight: 5,
      },
      {
        name: ['Filters', 'Filtros', 'Filter'],
        noun: ['ND Filter', 'Filtro ND', 'ND-Filter'],
        weight: 5,
      },
      {
        name: ['Matte Boxes', 'Parasoles de cine', 'Kompendien'],
        noun: ['Matte Box', 'Parasol de cine', 'Kompendium'],
        weight: 2,
      },
      {
        name: ['Follow Focus Units', 'Sistemas de follow focus', 'Schärfezieheinrichtungen'],
        noun: ['Follow Focus', 'Follow focus', 'Schärfezieher'],
        weight: 2,
      },
      {
        name: ['Camera Bags', 'Bolsas de cámara', 'Kamerataschen'],
        noun: ['Camera Bag', 'Bolsa de cámara', 'Kameratasche'],
        weight: 3,
      },
      {
        name: ['Remote Controls', 'Mandos a distancia', 'Fernauslöser'],
        noun: ['Remote Control', 'Mando a distancia', 'Fernauslöser'],
        weight: 1,
        canon: ['RC', 'BR-E'],
      },
    ],
  },
  {
    name: ['Film & Analog', 'Película y analógico', 'Film und Analog'],
    brands: [
      ['Leica', 'M6', 'M-A'],
      ['Nikon', 'F', 'FM'],
      ['Pentax', '67', '17'],
      ['Polaroid', 'Now', 'I-2'],
      ['Fujifilm', 'Instax'],
      ['Kodak', 'Super 8'],
      ['Sekonic', 'L', 'Speedmaster'],
      ['Mamiya', 'RB67', '7'],
    ],
    leaves: [
      {
        name: ['35mm Film Cameras', 'Cámaras de película de 35 mm', 'Kleinbild-Filmkameras'],
        noun: ['35mm Film Camera', 'Cámara de película de 35 mm', 'Kleinbild-Filmkamera'],
        weight: 4,
        canon: ['AE-1', 'EOS-1', 'F-1'],
      },
      {
        name: ['Medium Format Film Cameras', 'Cámaras de película de formato medio', 'Mittelformat-Filmkameras'],
        noun: ['Medium Format Film Camera', 'Cámara de película de formato medio', 'Mittelformat-Filmkamera'],
        weight: 2,
        rare: ['500 C/M', '503CW'],
      },
      {
        name: ['Instant Cameras', 'Cámaras instantáneas', 'Sofortbildkameras'],
        noun: ['Instant Camera', 'Cámara instantánea', 'Sofortbildkamera'],
        weight: 3,
      },
      {
        name: ['Super 8 Cameras', 'Cámaras Super 8', 'Super-8-Kameras'],
        noun: ['Super 8 Camera', 'Cámara Super 8', 'Super-8-Kamera'],
        weight: 1,
        canon: ['Auto Zoom'],
      },
      {
        name: ['Light Meters', 'Fotómetros', 'Belichtungsmesser'],
        noun: ['Light Meter', 'Fotómetro', 'Belichtungsmesser'],
        weight: 1,
      },
    ],
  },
];

/** Words after the model in some names; kept as they are in every language, as makers print them. */
export const variants = ['', '', '', ' Kit', ' Mark II', ' Mark III', ' Pro', ' Plus'] as const;

/** A second sentence of a product's description, by language; one picked per product. */
export const descriptionNotes: readonly Words[] = [
  [
    'Comes in a padded case with its cables.',
    'Se entrega en un estuche acolchado con sus cables.',
    'Wird in einem gepolsterten Koffer mit Kabeln geliefert.',
  ],
  [
    'A favourite for weddings and events.',
    'Un favorito para bodas y eventos.',
    'Beliebt für Hochzeiten und Veranstaltungen.',
  ],
  [
    'Ready for documentary and run-and-gun shoots.',
    'Listo para documentales y rodajes ligeros.',
    'Bereit für Dokumentar- und Run-and-Gun-Drehs.',
  ],
  [
    'Firmware updated to the latest version.',
    'Firmware actualizado a la última versión.',
    'Firmware auf dem neuesten Stand.',
  ],
  [
    'Popular with studio and product photographers.',
    'Muy solicitado por fotógrafos de estudio y de producto.',
    'Beliebt bei Studio- und Produktfotografen.',
  ],
];
