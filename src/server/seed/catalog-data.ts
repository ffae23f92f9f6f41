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
  | 'drone';
export type DemoProduct = {
  name: string;
  brand: string;
  model: string;
  category: string;
  kind: ProductKind;
  dailyPrice: string;
  description: string;
  units: number;
  nonOperational: number;
};

export const demoCategories: DemoCategory[] = [
  {
    name: 'Cameras',
    description: 'Mirrorless, DSLR and cinema bodies for stills and video.',
    children: [
      { name: 'Mirrorless', description: 'Compact full-frame and APS-C bodies with electronic viewfinders.' },
      { name: 'DSLR', description: 'Proven reflex bodies with optical viewfinders and long battery life.' },
      { name: 'Cinema Cameras', description: 'Bodies built for film and video production.' },
    ],
  },
  {
    name: 'Lenses',
    description: 'Zooms and primes for every mount we rent.',
    children: [
      { name: 'Zoom Lenses', description: 'Versatile focal ranges for events, travel and documentary.' },
      { name: 'Prime Lenses', description: 'Fast fixed focal lengths for portraits, low light and cinema.' },
    ],
  },
  {
    name: 'Tripods & Support',
    description: 'Keep the camera steady, static or moving.',
    children: [
      { name: 'Tripods', description: 'Photo and video tripods with heads.' },
      { name: 'Gimbals & Stabilizers', description: 'Motorised stabilisers for smooth handheld shots.' },
    ],
  },
  {
    name: 'Lighting',
    description: 'Continuous light, flash and the modifiers to shape it.',
    children: [
      { name: 'LED Lights', description: 'Daylight and bi-colour LED fixtures and panels.' },
      { name: 'Flash & Monolights', description: 'Studio and location strobes.' },
      { name: 'Light Modifiers', description: 'Softboxes, domes and reflectors.' },
    ],
  },
  {
    name: 'Accessories',
    description: 'Audio, storage, power, monitoring, bags and drones.',
    children: [
      { name: 'Audio', description: 'On-camera, wireless and shotgun microphones.' },
      { name: 'Memory & Power', description: 'Fast cards and spare batteries.' },
      { name: 'Monitors & Recorders', description: 'Field monitors and external recorders.' },
      { name: 'Bags & Cases', description: 'Backpacks and rolling cases to carry it all.' },
      { name: 'Drones', description: 'Camera drones for aerial stills and video.' },
    ],
  },
];

type Row = [string, string, string, string, ProductKind, string, number, number, string];

// name, brand, model, category, kind, daily price, units, out of service, description
const rows: Row[] = [
  ['Sony Alpha 7 IV', 'Sony', 'ILCE-7M4', 'Mirrorless', 'camera', '39.90', 8, 1, 'A 33-megapixel full-frame hybrid body that is equally at home with stills and 4K 10-bit video. Reliable real-time eye autofocus for people, animals and birds, and dual card slots for safe shoots.'],
  ['Canon EOS R5', 'Canon', 'EOS R5', 'Mirrorless', 'camera', '59.00', 1, 0, 'Canon\'s 45-megapixel full-frame flagship with in-body stabilisation and 8K video. Dual Pixel autofocus II tracks eyes, heads and bodies across the frame.'],
  ['Nikon Z6 III', 'Nikon', 'Z6III', 'Mirrorless', 'camera', '44.50', 3, 0, 'A 24.5-megapixel partially stacked full-frame sensor with a very bright viewfinder. Internal 6K RAW video makes it a compact choice for hybrid shooters.'],
  ['Fujifilm X-T5', 'Fujifilm', 'X-T5', 'Mirrorless', 'camera', '34.90', 4, 1, 'A 40-megapixel APS-C body with Fujifilm\'s classic dials and film simulations. Small, light and ideal for travel and street photography.'],
  ['Panasonic Lumix S5 II', 'Panasonic', 'DC-S5M2', 'Mirrorless', 'camera', '36.00', 3, 0, 'Full-frame L-mount body with phase-detection autofocus and active image stabilisation. Unlimited 4K recording thanks to its built-in cooling fan.'],
  ['Canon EOS 5D Mark IV', 'Canon', 'EOS 5D Mark IV', 'DSLR', 'camera', '29.00', 5, 1, 'A proven 30-megapixel full-frame DSLR for weddings and events. Optical viewfinder, weather sealing and a battery that lasts all day.'],
  ['Nikon D850', 'Nikon', 'D850', 'DSLR', 'camera', '32.50', 3, 0, 'A 45.7-megapixel full-frame DSLR with excellent dynamic range. A favourite for landscape, studio and product photography.'],
  ['Blackmagic Pocket Cinema Camera 6K G2', 'Blackmagic Design', 'Pocket 6K G2', 'Cinema Cameras', 'cinema-camera', '49.00', 4, 1, 'Super 35 sensor recording Blackmagic RAW and ProRes to CFast or USB-C drives. Canon EF mount, tilting screen and a long-lasting NP-F570 battery.'],
  ['Sony FX3', 'Sony', 'ILME-FX3', 'Cinema Cameras', 'cinema-camera', '89.00', 3, 0, 'A full-frame Cinema Line camera in a compact, cooled body. S-Cinetone, 4K up to 120p and an XLR handle for professional audio.'],
  ['RED Komodo 6K', 'RED', 'KOMODO 6K', 'Cinema Cameras', 'cinema-camera', '189.00', 2, 0, 'A 6K global-shutter cinema camera in a 4-inch cube. Records REDCODE RAW and fits on gimbals, drones and crash rigs.'],
  ['Canon EOS C70', 'Canon', 'EOS C70', 'Cinema Cameras', 'cinema-camera', '119.00', 2, 0, 'Cinema EOS with a Super 35 Dual Gain Output sensor, built-in ND filters and mini-XLR inputs in a compact RF-mount body.'],
  ['Sony FE 24-70mm F2.8 GM II', 'Sony', 'SEL2470GM2', 'Zoom Lenses', 'lens', '24.90', 6, 1, 'The standard zoom for Sony E-mount: constant f/2.8, fast linear focus motors and a light, compact build.'],
  ['Canon RF 70-200mm F2.8 L IS USM', 'Canon', 'RF70-200mm F2.8 L IS USM', 'Zoom Lenses', 'lens', '27.50', 4, 0, 'A short, light telephoto zoom with 5-stop stabilisation for events, sports and portraits on Canon RF bodies.'],
  ['Nikon NIKKOR Z 24-120mm f/4 S', 'Nikon', 'Z 24-120mm f/4 S', 'Zoom Lenses', 'lens', '18.90', 3, 0, 'A sharp all-round zoom with a constant f/4 aperture, covering wide angle to short telephoto in one lens.'],
  ['Sigma 18-35mm F1.8 DC HSM Art', 'Sigma', '18-35mm F1.8 DC HSM | A', 'Zoom Lenses', 'lens', '14.50', 3, 1, 'The fast APS-C zoom loved by filmmakers: f/1.8 across its whole range, in Canon EF mount.'],
  ['Tamron 28-75mm F/2.8 Di III VXD G2', 'Tamron', 'A063', 'Zoom Lenses', 'lens', '12.90', 5, 0, 'A light, affordable f/2.8 standard zoom for Sony E-mount with quick, quiet VXD autofocus.'],
  ['Sony FE 85mm F1.4 GM', 'Sony', 'SEL85F14GM', 'Prime Lenses', 'lens', '19.90', 4, 0, 'A classic portrait prime with a bright f/1.4 aperture and smooth, round bokeh from its 11-blade diaphragm.'],
  ['Canon RF 50mm F1.2 L USM', 'Canon', 'RF50mm F1.2 L USM', 'Prime Lenses', 'lens', '26.00', 2, 0, 'A reference-grade standard prime for RF mount: very sharp wide open at f/1.2 with beautiful rendering.'],
  ['Sigma 35mm F1.4 DG DN Art', 'Sigma', '35mm F1.4 DG DN | A', 'Prime Lenses', 'lens', '13.50', 4, 0, 'A fast, sharp 35 mm for mirrorless L-mount and E-mount bodies, with an aperture ring and de-click switch.'],
  ['Zeiss CP.3 50mm T2.1', 'Zeiss', 'CP.3 50mm T2.1', 'Prime Lenses', 'lens', '45.00', 2, 0, 'A compact cinema prime with a geared focus ring, consistent front diameter and the characteristic Zeiss look.'],
  ['Fujifilm XF 56mm F1.2 R WR', 'Fujifilm', 'XF56mmF1.2 R WR', 'Prime Lenses', 'lens', '11.90', 3, 0, 'An 85 mm-equivalent portrait lens for Fujifilm X bodies, weather resistant and sharp at f/1.2.'],
  ['Manfrotto 190 Carbon with XPRO Ball Head', 'Manfrotto', 'MK190CXPRO4-BHQ2', 'Tripods', 'tripod', '9.50', 6, 1, 'A four-section carbon fibre tripod with a horizontal centre column and a precise ball head. Light enough to hike with.'],
  ['Gitzo Mountaineer Series 2', 'Gitzo', 'GT2545T', 'Tripods', 'tripod', '14.00', 3, 0, 'A premium carbon travel tripod with reverse-folding legs, strong enough for long lenses and folds to 43 cm.'],
  ['Peak Design Travel Tripod Carbon', 'Peak Design', 'TT-CB-5-150-CF-1', 'Tripods', 'tripod', '8.90', 4, 0, 'A tripod that folds to the diameter of a water bottle. Quick to set up with an integrated low-profile ball head.'],
  ['Sachtler Flowtech 75 with FSB 8 Head', 'Sachtler', '0775', 'Tripods', 'tripod', '32.00', 2, 0, 'A professional video tripod with quick-release flip locks and a fluid head for smooth pans and tilts up to 10 kg.'],
  ['DJI RS 4 Pro', 'DJI', 'RS 4 Pro', 'Gimbals & Stabilizers', 'gimbal', '29.90', 4, 1, 'A three-axis gimbal for cameras up to 4.5 kg, with automatic axis locks, a touchscreen and LiDAR focus support.'],
  ['DJI RS 3 Mini', 'DJI', 'RS 3 Mini', 'Gimbals & Stabilizers', 'gimbal', '14.90', 5, 0, 'A lightweight 795 g gimbal for mirrorless cameras, with native vertical shooting and Bluetooth shutter control.'],
  ['Zhiyun Crane 4', 'Zhiyun', 'Crane 4', 'Gimbals & Stabilizers', 'gimbal', '19.00', 3, 0, 'A stabiliser with a built-in fill light and a focus wheel, for mirrorless and small cinema cameras.'],
  ['Aputure LS 600d Pro', 'Aputure', 'LS 600d Pro', 'LED Lights', 'light', '49.00', 3, 0, 'A 600 W daylight COB fixture with a Bowens mount, weather resistant and bright enough to stand in for HMIs.'],
  ['Aputure Amaran 200x S', 'Aputure', 'Amaran 200x S', 'LED Lights', 'light', '15.50', 6, 1, 'A bi-colour 2700-6500 K point-source light, quiet and app-controlled, a workhorse for interviews.'],
  ['Nanlite Forza 60C', 'Nanlite', 'Forza 60C', 'LED Lights', 'light', '18.00', 4, 0, 'A compact full-colour RGBLAC spotlight that runs on batteries: ideal for accents, effects and travel kits.'],
  ['Godox SL60W', 'Godox', 'SL60W', 'LED Lights', 'light', '6.90', 8, 2, 'An affordable 60 W daylight LED with a Bowens mount and a remote control, a good first continuous light.'],
  ['Profoto B10X Plus', 'Profoto', 'B10X Plus', 'Flash & Monolights', 'light', '39.00', 3, 0, 'A 500 Ws battery flash the size of a lens, with a built-in LED modelling light and AirTTL for most camera brands.'],
  ['Godox AD600Pro', 'Godox', 'AD600Pro', 'Flash & Monolights', 'light', '19.90', 4, 1, 'A 600 Ws battery strobe with high-speed sync and the Godox X wireless system, for location portraits.'],
  ['Aputure Light Dome II', 'Aputure', 'Light Dome II', 'Light Modifiers', 'modifier', '7.50', 5, 0, 'A 89 cm parabolic softbox with a Bowens mount, two diffusers and a grid for soft, controllable light.'],
  ['Godox QR-P90 Parabolic Softbox', 'Godox', 'QR-P90', 'Light Modifiers', 'modifier', '5.00', 4, 0, 'A quick-release 90 cm parabolic softbox that opens in seconds, with inner and outer diffusion.'],
  ['Westcott 5-in-1 Reflector 107 cm', 'Westcott', '1306', 'Light Modifiers', 'modifier', '2.50', 6, 0, 'A collapsible 107 cm reflector with gold, silver, white, black and translucent surfaces.'],
  ['Rode VideoMic NTG', 'Rode', 'VMNTG', 'Audio', 'microphone', '7.90', 6, 1, 'An on-camera shotgun microphone with a broadcast-grade capsule, auto-sensing output and a rechargeable battery.'],
  ['Rode Wireless PRO', 'Rode', 'WIPRO', 'Audio', 'microphone', '16.50', 4, 0, 'A two-person wireless kit with 32-bit float on-board recording and timecode, for interviews and vlogs.'],
  ['Sennheiser MKE 600', 'Sennheiser', 'MKE 600', 'Audio', 'microphone', '8.90', 3, 0, 'A shotgun microphone with high directivity, powered by phantom power or an AA battery, with a low-cut filter.'],
  ['SanDisk Extreme PRO CFexpress Type B 512GB', 'SanDisk', 'SDCFE-512G', 'Memory & Power', 'memory', '4.99', 8, 0, 'A 512 GB CFexpress Type B card fast enough for 8K RAW and long high-frame-rate bursts.'],
  ['SanDisk Extreme PRO SDXC 128GB', 'SanDisk', 'SDSDXEP-128G', 'Memory & Power', 'memory', '0.90', 8, 1, 'A 128 GB UHS-II SD card with V90 rating for 4K video and fast burst shooting.'],
  ['Sony NP-FZ100 Battery', 'Sony', 'NP-FZ100', 'Memory & Power', 'battery', '2.50', 8, 0, 'A spare 2280 mAh battery for Sony Alpha bodies such as the Alpha 7 IV and FX3.'],
  ['Canon LP-E6NH Battery', 'Canon', 'LP-E6NH', 'Memory & Power', 'battery', '2.50', 8, 1, 'A spare 2130 mAh battery for Canon EOS R5, R6 and 5D-series bodies.'],
  ['Atomos Ninja V+', 'Atomos', 'ATOMNJVPL1', 'Monitors & Recorders', 'monitor', '24.00', 3, 0, 'A 5-inch 1000-nit monitor that records ProRes RAW up to 8K from supported cameras.'],
  ['SmallHD Indie 7', 'SmallHD', 'INDIE 7', 'Monitors & Recorders', 'monitor', '29.00', 2, 0, 'A 7-inch 1000-nit on-camera monitor with SDI and HDMI, false colour, waveforms and custom LUTs.'],
  ['Think Tank Airport Security V3.0', 'Think Tank', '730532', 'Bags & Cases', 'bag', '8.00', 3, 0, 'A rolling case sized for carry-on that holds two bodies and up to a 400 mm f/2.8 lens, with a lock and cable.'],
  ['Lowepro ProTactic BP 450 AW II', 'Lowepro', 'LP37177', 'Bags & Cases', 'bag', '5.50', 4, 0, 'A modular backpack for two bodies and six to eight lenses, with side access and an all-weather cover.'],
  ['DJI Mavic 3 Pro', 'DJI', 'Mavic 3 Pro', 'Drones', 'drone', '79.00', 2, 0, 'A triple-camera drone with a 4/3 Hasselblad main camera and two telephoto cameras, and 43 minutes of flight time.'],
  ['DJI Mini 4 Pro', 'DJI', 'Mini 4 Pro', 'Drones', 'drone', '34.00', 3, 1, 'A drone under 249 g with omnidirectional obstacle sensing, 4K HDR video and true vertical shooting.'],
];

export const demoProducts: DemoProduct[] = rows.map(
  ([name, brand, model, category, kind, dailyPrice, units, nonOperational, description]) => ({
    name,
    brand,
    model,
    category,
    kind,
    dailyPrice,
    description,
    units,
    nonOperational,
  }),
);
