/** The demo shop's catalogue: real equipment with accurate, well-known specifications only. */

export type DemoCategory = { name: string; description: string; children: { name: string; description: string }[] };
export type ProductKind =
  | 'camera'
  | 'cinema-camera'
  | 'lens'
  | 'tripod'
  | 'gimbal'
  | 'light'
  | 'modifier'
  | 'microphone'
  | 'memory'
  | 'battery'
  | 'monitor'
  | 'bag'
  | 'drone'
  | 'kit';
export type DemoProduct = {
  name: string;
  brand: string;
  model: string;
  /** Name of a child category in demoCategories. */
  category: string;
  /** Chooses the generated product picture. */
  kind: ProductKind;
  /** Euros per day with cents, e.g. "39.90". */
  dailyPrice: string;
  /** Lower daily prices from a number of charged days on (docs/pricing.md); none for most. */
  durationPrices?: { minDays: number; dailyPrice: string }[];
  description: string;
  units: number;
  nonOperational: number;
};

/**
 * A kit (decision 050): its own name, picture and daily price, booked as units of its
 * parts (demo products by name, `count` of each per kit); it has no units of its own.
 */
export type DemoKit = Omit<DemoProduct, 'units' | 'nonOperational'> & { parts: { name: string; count: number }[] };

export const demoCategories: DemoCategory[] = [
  {
    name: 'Cameras',
    description: 'Mirrorless, DSLR and cinema bodies for stills and video, plus camera drones.',
    children: [
      {
        name: 'Mirrorless',
        description: 'Full-frame and APS-C bodies with electronic viewfinders for hybrid shooters.',
      },
      { name: 'DSLR', description: 'Proven reflex bodies with optical viewfinders and long battery life.' },
      {
        name: 'Cinema Cameras',
        description: 'Bodies built for film and video production, with pro audio and RAW codecs.',
      },
      { name: 'Drones', description: 'Camera drones for aerial stills and video.' },
    ],
  },
  {
    name: 'Lenses',
    description: 'Zooms and primes for Sony E, Canon RF and EF, Nikon Z, Fujifilm X and more.',
    children: [
      { name: 'Zoom Lenses', description: 'Versatile focal ranges for events, travel and documentary.' },
      { name: 'Prime Lenses', description: 'Fast fixed focal lengths for portraits, low light and macro.' },
    ],
  },
  {
    name: 'Tripods & Support',
    description: 'Keep the camera steady, whether it stands still or moves.',
    children: [
      { name: 'Tripods', description: 'Photo and video tripods, from travel legs to fluid-head kits.' },
      { name: 'Gimbals & Stabilizers', description: 'Motorised three-axis stabilisers for smooth handheld shots.' },
    ],
  },
  {
    name: 'Lighting',
    description: 'Continuous light, flash and the modifiers to shape it.',
    children: [
      { name: 'LED Lights', description: 'LED panels, mats, tubes and COB fixtures in daylight and full colour.' },
      { name: 'Flash & Monolights', description: 'Studio and battery-powered strobes for location work.' },
      { name: 'Light Modifiers', description: 'Softboxes and parabolic domes to soften and shape light.' },
    ],
  },
  {
    name: 'Accessories',
    description: 'Audio, storage, power, monitoring and bags to carry it all.',
    children: [
      { name: 'Audio', description: 'Shotgun, on-camera and wireless microphones.' },
      { name: 'Memory & Power', description: 'Fast memory cards and spare camera batteries.' },
      { name: 'Monitors', description: 'On-camera monitors and monitor-recorders.' },
      { name: 'Bags & Cases', description: 'Backpacks and rolling cases for travel and shoots.' },
    ],
  },
];

// The demo seed rents some products by list position, two units at a time: keep the order stable.
export const demoProducts: DemoProduct[] = [
  {
    name: 'Sony Alpha 7 IV',
    brand: 'Sony',
    model: 'ILCE-7M4',
    category: 'Mirrorless',
    kind: 'camera',
    dailyPrice: '39.90',
    description:
      'A 33-megapixel full-frame hybrid body that is equally at home with stills and 10-bit 4:2:2 video up to 4K 60p. Real-time eye autofocus for people, animals and birds, a fully articulating screen and dual card slots make it a safe choice for weddings and events.',
    units: 8,
    nonOperational: 1,
  },
  {
    name: 'Canon EOS R5',
    brand: 'Canon',
    model: 'EOS R5',
    category: 'Mirrorless',
    kind: 'camera',
    dailyPrice: '59.00',
    description:
      "Canon's 45-megapixel full-frame mirrorless body with in-body image stabilisation and internal 8K RAW video. Dual Pixel CMOS AF II tracks eyes, faces and bodies, and a CFexpress plus SD slot pair keeps up with its 20 fps electronic shutter.",
    units: 2,
    nonOperational: 1,
  },
  {
    name: 'Nikon Z8',
    brand: 'Nikon',
    model: 'Z8',
    category: 'Mirrorless',
    kind: 'camera',
    dailyPrice: '64.90',
    description:
      "A 45.7-megapixel stacked full-frame sensor in a body smaller than the Z9, with no mechanical shutter to wear out. Records 8K N-RAW internally and tracks subjects with Nikon's deep-learning autofocus.",
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'Fujifilm X-T5',
    brand: 'Fujifilm',
    model: 'X-T5',
    category: 'Mirrorless',
    kind: 'camera',
    dailyPrice: '34.90',
    description:
      "A 40-megapixel APS-C X-Trans CMOS 5 HR body with up to 7 stops of in-body stabilisation. Classic shutter, ISO and exposure dials and Fujifilm's film simulations make it a joy for travel and street photography.",
    units: 4,
    nonOperational: 1,
  },
  {
    name: 'Panasonic Lumix S5 II',
    brand: 'Panasonic',
    model: 'DC-S5M2',
    category: 'Mirrorless',
    kind: 'camera',
    dailyPrice: '36.50',
    description:
      'The first Lumix with phase hybrid autofocus: a 24.2-megapixel full-frame L-mount body with active image stabilisation. A built-in cooling fan allows long video takes, with up to 6K recording.',
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'Sony Alpha 7S III',
    brand: 'Sony',
    model: 'ILCE-7SM3',
    category: 'Mirrorless',
    kind: 'camera',
    dailyPrice: '44.90',
    description:
      'A 12.1-megapixel full-frame body built for low light and video, recording 10-bit 4:2:2 4K at up to 120p. Full-size HDMI and two slots that take CFexpress Type A or SD cards.',
    units: 4,
    nonOperational: 0,
  },
  {
    name: 'Canon EOS 5D Mark IV',
    brand: 'Canon',
    model: 'EOS 5D Mark IV',
    category: 'DSLR',
    kind: 'camera',
    dailyPrice: '29.90',
    description:
      'A proven 30.4-megapixel full-frame DSLR for weddings and events, with a bright optical viewfinder and 61-point autofocus. Dual Pixel CMOS AF in live view and 4K video at 30p.',
    units: 5,
    nonOperational: 1,
  },
  {
    name: 'Nikon D850',
    brand: 'Nikon',
    model: 'D850',
    category: 'DSLR',
    kind: 'camera',
    dailyPrice: '32.90',
    durationPrices: [
      { minDays: 3, dailyPrice: '27.90' },
      { minDays: 7, dailyPrice: '21.90' },
    ],
    description:
      'A 45.7-megapixel back-illuminated full-frame DSLR with outstanding dynamic range. Shoots 7 frames per second and full-width 4K UHD video, a favourite for landscape, studio and product work.',
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'Canon EOS 90D',
    brand: 'Canon',
    model: 'EOS 90D',
    category: 'DSLR',
    kind: 'camera',
    dailyPrice: '19.90',
    description:
      'A 32.5-megapixel APS-C DSLR that shoots 10 frames per second through its optical viewfinder. Records uncropped 4K video and has a vari-angle touchscreen, a versatile body for wildlife and sports.',
    units: 4,
    nonOperational: 0,
  },
  {
    name: 'Sony FX6',
    brand: 'Sony',
    model: 'ILME-FX6V',
    category: 'Cinema Cameras',
    kind: 'cinema-camera',
    dailyPrice: '149.00',
    durationPrices: [
      { minDays: 3, dailyPrice: '129.00' },
      { minDays: 7, dailyPrice: '99.00' },
    ],
    description:
      'A full-frame Cinema Line camera with dual base ISO 800 and 12,800, recording 4K at up to 120p. The built-in electronic variable ND filter and 12G-SDI output make it a documentary and event workhorse.',
    units: 2,
    nonOperational: 0,
  },
  {
    name: 'Sony FX3',
    brand: 'Sony',
    model: 'ILME-FX3',
    category: 'Cinema Cameras',
    kind: 'cinema-camera',
    dailyPrice: '89.00',
    description:
      "Sony's smallest Cinema Line camera: a full-frame sensor in a compact, fan-cooled body with 4K up to 120p. Ships with an XLR handle unit for professional audio and offers S-Cinetone and S-Log3.",
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'Blackmagic Pocket Cinema Camera 6K Pro',
    brand: 'Blackmagic Design',
    model: 'Pocket Cinema Camera 6K Pro',
    category: 'Cinema Cameras',
    kind: 'cinema-camera',
    dailyPrice: '69.00',
    description:
      'A Super 35 6K camera with a Canon EF mount and built-in motorised 2, 4 and 6 stop ND filters. Records Blackmagic RAW and ProRes, and has a bright 5-inch tilting HDR touchscreen.',
    units: 4,
    nonOperational: 1,
  },
  {
    name: 'Canon EOS C70',
    brand: 'Canon',
    model: 'EOS C70',
    category: 'Cinema Cameras',
    kind: 'cinema-camera',
    dailyPrice: '129.00',
    description:
      'A Cinema EOS camera with a Super 35 Dual Gain Output sensor in a compact RF-mount body. Built-in ND filters, two mini-XLR inputs and 4K recording at up to 120p.',
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'RED Komodo 6K',
    brand: 'RED',
    model: 'KOMODO 6K',
    category: 'Cinema Cameras',
    kind: 'cinema-camera',
    dailyPrice: '189.00',
    durationPrices: [
      { minDays: 3, dailyPrice: '165.00' },
      { minDays: 7, dailyPrice: '125.00' },
    ],
    description:
      'A 6K Super 35 global-shutter cinema camera in a body roughly the size of a 4-inch cube. Records REDCODE RAW to CFast 2.0 cards and has a locking Canon RF mount, ideal for gimbals, drones and crash rigs.',
    units: 2,
    nonOperational: 0,
  },
  {
    name: 'DJI Mavic 3 Pro',
    brand: 'DJI',
    model: 'Mavic 3 Pro',
    category: 'Drones',
    kind: 'drone',
    dailyPrice: '79.00',
    durationPrices: [
      { minDays: 3, dailyPrice: '69.00' },
      { minDays: 7, dailyPrice: '52.00' },
    ],
    description:
      'A triple-camera drone: a 4/3 CMOS Hasselblad main camera plus 70 mm and 166 mm telephoto cameras. Omnidirectional obstacle sensing and up to 43 minutes of flight time.',
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'DJI Air 3',
    brand: 'DJI',
    model: 'Air 3',
    category: 'Drones',
    kind: 'drone',
    dailyPrice: '44.90',
    description:
      'Two 1/1.3-inch CMOS cameras, a wide angle and a 3x medium telephoto, in a mid-size folding drone. Up to 46 minutes of flight time and omnidirectional obstacle sensing.',
    units: 3,
    nonOperational: 1,
  },
  {
    name: 'DJI Mini 4 Pro',
    brand: 'DJI',
    model: 'Mini 4 Pro',
    category: 'Drones',
    kind: 'drone',
    dailyPrice: '29.90',
    description:
      'A folding drone that weighs under 249 g yet films 4K HDR video at up to 60 fps with a 1/1.3-inch sensor. Omnidirectional obstacle sensing and true vertical shooting for social media.',
    units: 4,
    nonOperational: 0,
  },
  {
    name: 'Sony FE 24-70mm F2.8 GM II',
    brand: 'Sony',
    model: 'SEL2470GM2',
    category: 'Zoom Lenses',
    kind: 'lens',
    dailyPrice: '24.90',
    description:
      'The G Master standard zoom for full-frame E-mount, with a constant f/2.8 aperture across its range. At around 695 g it is remarkably light, and four linear motors keep autofocus fast and silent.',
    units: 6,
    nonOperational: 1,
  },
  {
    name: 'Canon RF 70-200mm F2.8 L IS USM',
    brand: 'Canon',
    model: 'RF70-200mm F2.8 L IS USM',
    category: 'Zoom Lenses',
    kind: 'lens',
    dailyPrice: '29.90',
    description:
      'A compact extending telephoto zoom for Canon RF bodies with up to 5 stops of optical image stabilisation. Constant f/2.8 for events, sports and portraits.',
    units: 4,
    nonOperational: 0,
  },
  {
    name: 'Nikon NIKKOR Z 24-70mm f/2.8 S',
    brand: 'Nikon',
    model: 'NIKKOR Z 24-70mm f/2.8 S',
    category: 'Zoom Lenses',
    kind: 'lens',
    dailyPrice: '23.90',
    description:
      "Nikon's S-Line standard zoom for the Z mount, with a constant f/2.8 aperture and Nano Crystal Coat against flare. An OLED display on the barrel shows focus distance and depth of field.",
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'Sigma 18-35mm F1.8 DC HSM Art',
    brand: 'Sigma',
    model: '18-35mm F1.8 DC HSM | Art',
    category: 'Zoom Lenses',
    kind: 'lens',
    dailyPrice: '12.90',
    description:
      'The fast APS-C zoom loved by filmmakers, with a constant f/1.8 aperture from 18 to 35 mm. This copy is in Canon EF mount and works well on Super 35 cinema cameras.',
    units: 3,
    nonOperational: 1,
  },
  {
    name: 'Tamron 28-75mm F/2.8 Di III VXD G2',
    brand: 'Tamron',
    model: 'A063',
    category: 'Zoom Lenses',
    kind: 'lens',
    dailyPrice: '14.90',
    description:
      'A light, affordable f/2.8 standard zoom for full-frame Sony E-mount. The VXD linear motor gives quick, quiet autofocus for stills and video.',
    units: 5,
    nonOperational: 0,
  },
  {
    name: 'Fujifilm XF 16-55mm F2.8 R LM WR',
    brand: 'Fujifilm',
    model: 'XF16-55mmF2.8 R LM WR',
    category: 'Zoom Lenses',
    kind: 'lens',
    dailyPrice: '13.90',
    description:
      'A weather-resistant standard zoom for Fujifilm X bodies, equivalent to 24-84 mm on full frame. Constant f/2.8 and a linear motor for fast autofocus.',
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'Sony FE 85mm F1.4 GM',
    brand: 'Sony',
    model: 'SEL85F14GM',
    category: 'Prime Lenses',
    kind: 'lens',
    dailyPrice: '19.90',
    description:
      'A classic portrait prime for full-frame E-mount with a bright f/1.4 aperture. Its 11-blade circular aperture renders smooth, round bokeh.',
    units: 4,
    nonOperational: 0,
  },
  {
    name: 'Canon RF 50mm F1.2 L USM',
    brand: 'Canon',
    model: 'RF50mm F1.2 L USM',
    category: 'Prime Lenses',
    kind: 'lens',
    dailyPrice: '24.50',
    description:
      'A reference standard prime for Canon RF, sharp across the frame even wide open at f/1.2. Its control ring can be set to aperture, ISO or exposure compensation.',
    units: 2,
    nonOperational: 0,
  },
  {
    name: 'Sigma 35mm F1.4 DG DN Art',
    brand: 'Sigma',
    model: '35mm F1.4 DG DN | Art',
    category: 'Prime Lenses',
    kind: 'lens',
    dailyPrice: '11.90',
    description:
      'A fast, sharp 35 mm for full-frame mirrorless cameras, rented here in Sony E-mount. An aperture ring with a de-click switch makes it as good for video as for stills.',
    units: 4,
    nonOperational: 0,
  },
  {
    name: 'Zeiss Batis 25mm f/2',
    brand: 'Zeiss',
    model: 'Batis 2/25',
    category: 'Prime Lenses',
    kind: 'lens',
    dailyPrice: '14.50',
    description:
      'A weather-sealed autofocus wide-angle prime for full-frame Sony E-mount. An OLED display on the barrel shows focus distance and depth of field, ideal for landscapes and interiors.',
    units: 2,
    nonOperational: 0,
  },
  {
    name: 'Sony FE 90mm F2.8 Macro G OSS',
    brand: 'Sony',
    model: 'SEL90M28G',
    category: 'Prime Lenses',
    kind: 'lens',
    dailyPrice: '13.90',
    description:
      'A full-frame macro lens with 1:1 magnification and optical image stabilisation. Equally good for product close-ups and portraits.',
    units: 3,
    nonOperational: 1,
  },
  {
    name: 'Manfrotto 190 Aluminium 3-Section Tripod',
    brand: 'Manfrotto',
    model: 'MT190XPRO3',
    category: 'Tripods',
    kind: 'tripod',
    dailyPrice: '6.90',
    description:
      'A sturdy aluminium tripod with Quick Power Lock levers and a centre column that swings to horizontal for overhead and macro shots. Supplied without a head.',
    units: 6,
    nonOperational: 1,
  },
  {
    name: 'Gitzo Systematic Series 3 Carbon Tripod',
    brand: 'Gitzo',
    model: 'GT3543LS',
    category: 'Tripods',
    kind: 'tripod',
    dailyPrice: '14.90',
    description:
      'A four-section long carbon fibre Systematic tripod with a flat top plate instead of a centre column, for maximum rigidity. Built for heavy telephoto lenses and long exposures where every bit of stability counts.',
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'Peak Design Travel Tripod Carbon',
    brand: 'Peak Design',
    model: 'TT-CB-5-150-CF-1',
    category: 'Tripods',
    kind: 'tripod',
    dailyPrice: '9.90',
    description:
      'A carbon fibre travel tripod that packs down to roughly the diameter of a water bottle. The integrated low-profile ball head sets up in seconds.',
    units: 5,
    nonOperational: 0,
  },
  {
    name: 'Manfrotto 504X Fluid Head with 645 Fast Twin Carbon Legs',
    brand: 'Manfrotto',
    model: 'MVK504XTWINFC',
    category: 'Tripods',
    kind: 'tripod',
    dailyPrice: '16.90',
    description:
      'A video kit pairing the 504X fluid head, with adjustable counterbalance and fluid drag for payloads up to 12 kg, with 645 Fast twin-leg carbon fibre legs. Quick single-lever leg locks speed up set-up on location.',
    units: 3,
    nonOperational: 1,
  },
  {
    name: 'DJI RS 4',
    brand: 'DJI',
    model: 'RS 4',
    category: 'Gimbals & Stabilizers',
    kind: 'gimbal',
    dailyPrice: '19.90',
    description:
      'A three-axis handheld gimbal for mirrorless cameras with a tested payload of 3 kg. Second-generation native vertical shooting and automated axis locks save time between set-ups.',
    units: 5,
    nonOperational: 1,
  },
  {
    name: 'DJI RS 4 Pro',
    brand: 'DJI',
    model: 'RS 4 Pro',
    category: 'Gimbals & Stabilizers',
    kind: 'gimbal',
    dailyPrice: '29.90',
    description:
      "DJI's carbon fibre gimbal for larger camera and lens combinations, with a tested payload of 4.5 kg. Supports the DJI LiDAR Range Finder for autofocus on manual-focus lenses.",
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'DJI RS 3 Mini',
    brand: 'DJI',
    model: 'RS 3 Mini',
    category: 'Gimbals & Stabilizers',
    kind: 'gimbal',
    dailyPrice: '12.90',
    description:
      'A 795 g three-axis gimbal that carries up to 2 kg, ideal for compact mirrorless set-ups. Native vertical shooting and Bluetooth shutter control.',
    units: 4,
    nonOperational: 0,
  },
  {
    name: 'Aputure Nova P300c',
    brand: 'Aputure',
    model: 'Nova P300c',
    category: 'LED Lights',
    kind: 'light',
    dailyPrice: '44.90',
    description:
      'A bright RGBWW LED panel with adjustable colour temperature, full-colour modes and built-in lighting effects. Controlled on the fixture or wirelessly through the Sidus Link app.',
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'Aputure Amaran F22c',
    brand: 'Aputure',
    model: 'Amaran F22c',
    category: 'LED Lights',
    kind: 'light',
    dailyPrice: '24.90',
    description:
      'A flexible 2 x 2 ft RGBWW LED mat that rolls up for transport. Soft, even light for interviews and tight locations, adjustable in colour temperature and full colour.',
    units: 4,
    nonOperational: 1,
  },
  {
    name: 'Nanlite PavoTube II 30C',
    brand: 'Nanlite',
    model: 'PavoTube II 30C',
    category: 'LED Lights',
    kind: 'light',
    dailyPrice: '11.90',
    description:
      'A 4 ft RGBWW LED tube with a built-in battery, for practical lights, backlights and colour accents. Pixel-controlled effects can be run from the tube or the app.',
    units: 6,
    nonOperational: 2,
  },
  {
    name: 'Aputure LS 600d Pro',
    brand: 'Aputure',
    model: 'LS 600d Pro',
    category: 'LED Lights',
    kind: 'light',
    dailyPrice: '49.90',
    description:
      'A 600 W daylight COB fixture with a Bowens mount and IP54 weather resistance. Bright enough to stand in for small HMIs on set.',
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'Profoto B10X Plus',
    brand: 'Profoto',
    model: 'B10X Plus',
    category: 'Flash & Monolights',
    kind: 'light',
    dailyPrice: '39.90',
    description:
      'A 500 Ws battery-powered flash not much bigger than a lens, with AirTTL and high-speed sync. Its bi-colour LED modelling light doubles as a continuous light for video.',
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'Profoto D2 500 AirTTL',
    brand: 'Profoto',
    model: 'D2 500 AirTTL',
    category: 'Flash & Monolights',
    kind: 'light',
    dailyPrice: '29.90',
    description:
      "A 500 Ws studio monolight known for very short flash durations that freeze motion. AirTTL and high-speed sync with Profoto's wireless remotes.",
    units: 2,
    nonOperational: 0,
  },
  {
    name: 'Godox AD600Pro',
    brand: 'Godox',
    model: 'AD600Pro',
    category: 'Flash & Monolights',
    kind: 'light',
    dailyPrice: '19.90',
    description:
      'A 600 Ws battery strobe with TTL and high-speed sync for location portraits. The built-in Godox X 2.4 GHz wireless system works with Godox triggers for most camera brands.',
    units: 4,
    nonOperational: 1,
  },
  {
    name: 'Aputure Light Dome II',
    brand: 'Aputure',
    model: 'Light Dome II',
    category: 'Light Modifiers',
    kind: 'modifier',
    dailyPrice: '6.90',
    description:
      'A 90 cm parabolic softbox with a Bowens mount for COB lights such as the LS 600d Pro. Comes with two diffusion layers and a fabric grid for soft, controllable light.',
    units: 5,
    nonOperational: 0,
  },
  {
    name: "Profoto OCF Softbox 2' Octa",
    brand: 'Profoto',
    model: "OCF Softbox 2' Octa",
    category: 'Light Modifiers',
    kind: 'modifier',
    dailyPrice: '4.99',
    description:
      "A lightweight 60 cm octagonal softbox for Profoto's off-camera flashes such as the B10X Plus. Folds flat, so it is ideal for location portraits.",
    units: 4,
    nonOperational: 0,
  },
  {
    name: 'Godox P120L Parabolic Softbox',
    brand: 'Godox',
    model: 'P120L',
    category: 'Light Modifiers',
    kind: 'modifier',
    dailyPrice: '5.90',
    description:
      'A deep 120 cm parabolic softbox with a Bowens mount for strobes and COB lights. Gives broad, wraparound light for full-length portraits and fashion.',
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'Rode NTG5',
    brand: 'Rode',
    model: 'NTG5',
    category: 'Audio',
    kind: 'microphone',
    dailyPrice: '8.90',
    description:
      'A lightweight broadcast shotgun microphone that weighs just 76 g, ideal on a boom pole. RF-bias design for low noise and resistance to humidity.',
    units: 4,
    nonOperational: 0,
  },
  {
    name: 'Sennheiser MKE 600',
    brand: 'Sennheiser',
    model: 'MKE 600',
    category: 'Audio',
    kind: 'microphone',
    dailyPrice: '6.90',
    description:
      'A directional shotgun microphone for cameras and booms, powered by phantom power or an AA battery. A switchable low-cut filter reduces wind and handling noise.',
    units: 4,
    nonOperational: 1,
  },
  {
    name: 'Rode Wireless PRO',
    brand: 'Rode',
    model: 'Wireless PRO',
    category: 'Audio',
    kind: 'microphone',
    dailyPrice: '14.90',
    description:
      'A two-person wireless microphone kit with 32-bit float on-board recording in each transmitter and timecode. Comes with a charging case for long shoot days.',
    units: 4,
    nonOperational: 0,
  },
  {
    name: 'Rode VideoMic NTG',
    brand: 'Rode',
    model: 'VideoMic NTG',
    category: 'Audio',
    kind: 'microphone',
    dailyPrice: '4.99',
    description:
      'An on-camera shotgun microphone with a rechargeable battery and auto-sensing output. Doubles as a USB-C microphone for computers and phones.',
    units: 5,
    nonOperational: 0,
  },
  {
    name: 'SanDisk Extreme PRO SDXC 128GB',
    brand: 'SanDisk',
    model: 'SDSDXXD-128G-GN4IN',
    category: 'Memory & Power',
    kind: 'memory',
    dailyPrice: '0.90',
    description:
      'A 128 GB UHS-I SD card rated V30 for 4K video, with read speeds up to 200 MB/s in compatible readers. A dependable everyday card for most cameras.',
    units: 8,
    nonOperational: 0,
  },
  {
    name: 'SanDisk Extreme PRO CFexpress Type B 256GB',
    brand: 'SanDisk',
    model: 'SDCFE-256G-GN4NN',
    category: 'Memory & Power',
    kind: 'memory',
    dailyPrice: '3.50',
    description:
      'A 256 GB CFexpress Type B card for cameras with Type B slots such as the Canon EOS R5 and Nikon Z8. Fast enough for 8K RAW video and long bursts.',
    units: 6,
    nonOperational: 0,
  },
  {
    name: 'Sony CFexpress Type A TOUGH 160GB',
    brand: 'Sony',
    model: 'CEA-G160T',
    category: 'Memory & Power',
    kind: 'memory',
    dailyPrice: '4.99',
    description:
      'A 160 GB CFexpress Type A card for Sony bodies such as the Alpha 7S III, Alpha 7 IV and FX3. TOUGH construction for demanding shoots.',
    units: 4,
    nonOperational: 0,
  },
  {
    name: 'Sony NP-FZ100 Battery',
    brand: 'Sony',
    model: 'NP-FZ100',
    category: 'Memory & Power',
    kind: 'battery',
    dailyPrice: '2.50',
    description:
      'A 7.2 V, 2280 mAh rechargeable battery for Sony Alpha bodies such as the Alpha 7 IV and Alpha 7S III, and the FX3. Bring a spare for long event days.',
    units: 8,
    nonOperational: 1,
  },
  {
    name: 'Canon LP-E6NH Battery',
    brand: 'Canon',
    model: 'LP-E6NH',
    category: 'Memory & Power',
    kind: 'battery',
    dailyPrice: '2.50',
    description:
      'A 2130 mAh rechargeable battery for the Canon EOS R5, EOS 5D Mark IV, EOS 90D and other EOS bodies. Bring a spare for long event days.',
    units: 8,
    nonOperational: 0,
  },
  {
    name: 'Atomos Ninja V+',
    brand: 'Atomos',
    model: 'ATOMNJVPL1',
    category: 'Monitors',
    kind: 'monitor',
    dailyPrice: '24.90',
    description:
      'A 5.2-inch, 1000-nit HDR monitor-recorder that records ProRes RAW up to 8K 30p from supported cameras. Also records ProRes and DNxHR to AtomX SSDmini drives.',
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'Atomos Shinobi 7',
    brand: 'Atomos',
    model: 'Shinobi 7',
    category: 'Monitors',
    kind: 'monitor',
    dailyPrice: '14.90',
    description:
      'A bright 7-inch, 2200-nit HDR monitor with HDMI and SDI inputs. Waveforms, false colour and LUTs for exposure and focus on set.',
    units: 3,
    nonOperational: 0,
  },
  {
    name: 'SmallHD Indie 7',
    brand: 'SmallHD',
    model: 'Indie 7',
    category: 'Monitors',
    kind: 'monitor',
    dailyPrice: '19.90',
    description:
      "A 7-inch 1920 x 1200 touchscreen on-camera monitor with SDI and HDMI. SmallHD's PageOS provides waveforms, false colour, focus assist and custom LUTs.",
    units: 2,
    nonOperational: 0,
  },
  {
    name: 'Peak Design Everyday Backpack 20L',
    brand: 'Peak Design',
    model: 'BEDB-20-BK-2',
    category: 'Bags & Cases',
    kind: 'bag',
    dailyPrice: '3.90',
    description:
      'A 20-litre camera and everyday backpack with side access and FlexFold dividers. The MagLatch closure and laptop sleeve make it a good fit for a mirrorless kit and a laptop.',
    units: 4,
    nonOperational: 0,
  },
  {
    name: 'Think Tank Airport Security V3.0',
    brand: 'Think Tank',
    model: 'Airport Security V3.0',
    category: 'Bags & Cases',
    kind: 'bag',
    dailyPrice: '5.90',
    description:
      'A rolling camera case for large kits and long telephoto lenses, with customisable dividers. A combination lock and security cable keep the gear safe while travelling.',
    units: 2,
    nonOperational: 0,
  },
  {
    name: 'Lowepro ProTactic BP 450 AW II',
    brand: 'Lowepro',
    model: 'LP37177',
    category: 'Bags & Cases',
    kind: 'bag',
    dailyPrice: '4.50',
    description:
      'A modular camera backpack with access from the back, top and both sides. Carries bodies, lenses and a laptop, with an integrated All Weather AW Cover.',
    units: 3,
    nonOperational: 0,
  },
];

/** Kits built from the products above, each cheaper per day than its parts rented one by one. */
export const demoKits: DemoKit[] = [
  {
    name: 'Sony FX3 Cinema Kit',
    brand: 'Sony',
    model: 'ILME-FX3 Cinema Kit',
    category: 'Cinema Cameras',
    kind: 'kit',
    dailyPrice: '129.00',
    description:
      'A day of filming in one case: the Sony FX3 with its XLR handle, the FE 24-70mm F2.8 GM II zoom, an Atomos Ninja V+ to monitor and record ProRes RAW over HDMI, two NP-FZ100 batteries and a 160 GB CFexpress Type A card.',
    parts: [
      { name: 'Sony FX3', count: 1 },
      { name: 'Sony FE 24-70mm F2.8 GM II', count: 1 },
      { name: 'Atomos Ninja V+', count: 1 },
      { name: 'Sony NP-FZ100 Battery', count: 2 },
      { name: 'Sony CFexpress Type A TOUGH 160GB', count: 1 },
    ],
  },
  {
    name: 'Aputure LS 600d Key Light Kit',
    brand: 'Aputure',
    model: 'LS 600d Pro Key Light Kit',
    category: 'LED Lights',
    kind: 'kit',
    dailyPrice: '52.00',
    description:
      'A soft, bright key light for interviews and product shots: the Aputure LS 600d Pro daylight COB fixture with the 90 cm Light Dome II parabolic softbox, its diffusion layers and grid.',
    parts: [
      { name: 'Aputure LS 600d Pro', count: 1 },
      { name: 'Aputure Light Dome II', count: 1 },
    ],
  },
];
