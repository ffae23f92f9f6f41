import type { ProductKind } from './catalog-data';

/*
 * Vector drawings of each kind of product on an 800 x 600 canvas, centred around (400, 300).
 * They fill themselves from gradients defined by product-image.ts: body, rubber, metal, glass,
 * accent, light, screen and gold.
 */

const each = (count: number, draw: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => draw(index)).join('');

/** Scales a drawing about the canvas centre and lowers it onto the floor shadow by `drop` pixels. */
const fit = (scale: number, svg: string, drop = 0) =>
  `<g transform="translate(400 ${300 + drop}) scale(${scale}) translate(-400 -300)">${svg}</g>`;

const ribs = (x: number, y: number, width: number, height: number, step: number) =>
  each(
    Math.floor(width / step),
    (i) => `<rect x="${x + 3 + i * step}" y="${y}" width="3" height="${height}" fill="#fff" opacity="0.07"/>`,
  );

const camera = `
  <path d="M334 186 L356 134 Q360 126 370 126 L450 126 Q460 126 464 134 L486 186 Z" fill="url(#body)"/>
  <rect x="376" y="138" width="68" height="6" rx="3" fill="#fff" opacity="0.2"/>
  <rect x="246" y="164" width="32" height="18" rx="4" fill="url(#rubber)"/>
  <ellipse cx="262" cy="164" rx="20" ry="6" fill="url(#metal)"/>
  <rect x="506" y="160" width="56" height="26" rx="6" fill="url(#rubber)"/>
  ${each(7, (i) => `<rect x="${510 + i * 7.5}" y="162" width="2.5" height="22" fill="#fff" opacity="0.18"/>`)}
  <rect x="200" y="180" width="400" height="236" rx="34" fill="url(#body)"/>
  <rect x="214" y="184" width="372" height="5" rx="2.5" fill="#fff" opacity="0.2"/>
  <path d="M200 214 Q200 180 234 180 L304 180 Q326 180 326 202 L326 394 Q326 416 304 416 L234 416 Q200 416 200 382 Z" fill="url(#rubber)"/>
  ${each(9, (i) => `<rect x="214" y="${206 + i * 22}" width="98" height="2" rx="1" fill="#fff" opacity="0.06"/>`)}
  <circle cx="562" cy="216" r="9" fill="#131417" stroke="#5a5d66" stroke-width="2"/>
  <circle cx="440" cy="298" r="106" fill="url(#metal)"/>
  <circle cx="440" cy="298" r="96" fill="url(#rubber)"/>
  ${each(60, (i) => `<rect x="439" y="204" width="2" height="12" fill="#fff" opacity="0.1" transform="rotate(${i * 6} 440 298)"/>`)}
  <circle cx="440" cy="298" r="80" fill="#0d0e12" stroke="url(#accent)" stroke-width="3"/>
  <circle cx="440" cy="298" r="64" fill="url(#glass)"/>
  <circle cx="440" cy="298" r="42" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="6"/>
  <ellipse cx="414" cy="270" rx="22" ry="10" fill="#fff" opacity="0.5" transform="rotate(-35 414 270)"/>
  <circle cx="470" cy="328" r="6" fill="#fff" opacity="0.25"/>`;

const cinemaCamera = `
  <rect x="170" y="418" width="470" height="10" rx="5" fill="url(#metal)"/>
  <rect x="320" y="404" width="60" height="34" rx="6" fill="url(#rubber)"/>
  <rect x="200" y="392" width="250" height="18" rx="4" fill="url(#rubber)"/>
  <rect x="164" y="222" width="40" height="150" rx="8" fill="url(#rubber)"/>
  <rect x="164" y="286" width="40" height="8" fill="url(#accent)"/>
  <rect x="236" y="142" width="14" height="44" fill="#3a3d44"/>
  <rect x="400" y="142" width="14" height="44" fill="#3a3d44"/>
  <rect x="220" y="128" width="210" height="22" rx="11" fill="url(#rubber)"/>
  <rect x="200" y="182" width="250" height="214" rx="16" fill="url(#body)"/>
  <rect x="212" y="188" width="226" height="4" rx="2" fill="#fff" opacity="0.18"/>
  <rect x="224" y="212" width="130" height="90" rx="6" fill="#0c0d10" stroke="#3a3d44" stroke-width="2"/>
  <rect x="232" y="220" width="114" height="74" rx="3" fill="url(#screen)" opacity="0.9"/>
  <path d="M232 294 L262 262 L284 280 L314 248 L346 276 L346 294 Z" fill="#22304f" opacity="0.8"/>
  ${each(4, (i) => `<rect x="${226 + i * 30}" y="318" width="22" height="12" rx="3" fill="#4a4d55"/>`)}
  <circle cx="414" cy="324" r="11" fill="url(#accent)"/>
  ${each(7, (i) => `<rect x="372" y="${212 + i * 12}" width="58" height="4" rx="2" fill="#000" opacity="0.35"/>`)}
  <rect x="450" y="222" width="20" height="134" rx="4" fill="url(#metal)"/>
  <rect x="470" y="214" width="140" height="150" rx="8" fill="url(#body)"/>
  <rect x="490" y="202" width="40" height="174" rx="5" fill="url(#rubber)"/>
  ${each(21, (i) => `<rect x="490" y="${206 + i * 8}" width="40" height="3" fill="#fff" opacity="0.08"/>`)}
  ${each(5, (i) => `<rect x="538" y="${232 + i * 24}" width="12" height="2" fill="#fff" opacity="0.7"/>`)}
  <rect x="556" y="202" width="40" height="174" rx="5" fill="url(#rubber)"/>
  ${each(21, (i) => `<rect x="556" y="${206 + i * 8}" width="40" height="3" fill="#fff" opacity="0.08"/>`)}
  <rect x="608" y="202" width="30" height="174" rx="6" fill="url(#metal)"/>
  <rect x="614" y="210" width="4" height="158" fill="url(#accent)"/>`;

const lens = `
  <rect x="180" y="246" width="26" height="108" rx="4" fill="url(#metal)"/>
  <rect x="204" y="232" width="98" height="136" rx="10" fill="url(#body)"/>
  <rect x="226" y="250" width="34" height="14" rx="3" fill="#3a3d45"/>
  <rect x="230" y="253" width="12" height="8" rx="2" fill="#d9dce1"/>
  <rect x="300" y="220" width="104" height="160" rx="8" fill="url(#rubber)"/>
  ${ribs(300, 224, 104, 152, 8)}
  <rect x="404" y="226" width="10" height="148" fill="url(#accent)"/>
  <rect x="414" y="226" width="58" height="148" fill="url(#body)"/>
  ${each(4, (i) => `<rect x="${424 + i * 12}" y="242" width="2.5" height="${i % 2 ? 8 : 14}" fill="#fff" opacity="0.75"/>`)}
  <rect x="470" y="212" width="76" height="176" rx="8" fill="url(#rubber)"/>
  ${ribs(470, 216, 76, 168, 8)}
  <path d="M544 214 L584 194 L584 406 L544 386 Z" fill="url(#body)"/>
  <rect x="580" y="188" width="28" height="224" rx="8" fill="url(#metal)"/>
  <ellipse cx="610" cy="300" rx="12" ry="100" fill="url(#glass)"/>`;

const leg = (x1: number, y1: number, x2: number, y2: number, width: number, colour: string) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour}" stroke-width="${width}"/>
   <line x1="${x1 - 3}" y1="${y1}" x2="${x2 - 3}" y2="${y2}" stroke="#fff" stroke-opacity="0.14" stroke-width="3"/>`;

const tripodLeg = (side: 1 | -1) => {
  const x = (offset: number) => 400 + side * offset;
  return `
    ${leg(x(48), 224, x(110), 338, 20, '#2b2e35')}
    <line x1="${x(104)}" y1="326" x2="${x(116)}" y2="350" stroke="url(#accent)" stroke-width="30"/>
    ${leg(x(114), 346, x(172), 452, 13, '#464a53')}
    <ellipse cx="${x(174)}" cy="456" rx="13" ry="7" fill="url(#rubber)"/>`;
};

const tripod = `
  ${leg(400, 226, 400, 420, 14, '#6b6f78')}
  <ellipse cx="400" cy="424" rx="10" ry="5" fill="url(#rubber)"/>
  ${tripodLeg(-1)}
  ${tripodLeg(1)}
  <path d="M348 198 L452 198 L474 228 L326 228 Z" fill="url(#body)"/>
  <rect x="390" y="228" width="20" height="74" fill="url(#metal)"/>
  <rect x="382" y="296" width="36" height="16" rx="4" fill="url(#rubber)"/>
  <path d="M364 170 L436 170 L428 200 L372 200 Z" fill="url(#rubber)"/>
  <circle cx="446" cy="184" r="11" fill="url(#accent)"/>
  <circle cx="400" cy="156" r="24" fill="url(#metal)"/>
  <rect x="392" y="126" width="16" height="20" fill="url(#metal)"/>
  <rect x="348" y="110" width="104" height="18" rx="4" fill="url(#rubber)"/>
  <circle cx="462" cy="119" r="9" fill="url(#metal)"/>`;

const gimbal = `
  <path d="M400 286 H526 V202" fill="none" stroke="#33363d" stroke-width="24" stroke-linejoin="round"/>
  <rect x="376" y="344" width="48" height="128" rx="22" fill="url(#rubber)"/>
  <rect x="386" y="360" width="28" height="24" rx="4" fill="url(#screen)"/>
  <circle cx="400" cy="406" r="8" fill="url(#metal)"/>
  <rect x="364" y="308" width="72" height="40" rx="14" fill="url(#body)"/>
  <rect x="364" y="325" width="72" height="6" fill="url(#accent)"/>
  <circle cx="400" cy="286" r="30" fill="url(#body)"/>
  <circle cx="400" cy="286" r="14" fill="url(#metal)"/>
  <rect x="296" y="256" width="204" height="12" rx="3" fill="url(#metal)"/>
  <rect x="352" y="122" width="74" height="36" rx="8" fill="url(#body)"/>
  <rect x="290" y="150" width="206" height="108" rx="14" fill="url(#body)"/>
  <rect x="290" y="150" width="46" height="108" rx="14" fill="url(#rubber)"/>
  <circle cx="412" cy="204" r="46" fill="url(#metal)"/>
  <circle cx="412" cy="204" r="38" fill="url(#rubber)"/>
  <circle cx="412" cy="204" r="27" fill="url(#glass)"/>
  <ellipse cx="400" cy="192" rx="9" ry="5" fill="#fff" opacity="0.5" transform="rotate(-35 400 192)"/>
  <circle cx="526" cy="202" r="32" fill="url(#body)" stroke="url(#accent)" stroke-width="4"/>
  <circle cx="526" cy="202" r="15" fill="url(#metal)"/>`;

const ledPanel = `
  <defs>
    <pattern id="leds" width="18" height="18" patternUnits="userSpaceOnUse">
      <circle cx="9" cy="9" r="4.2" fill="#fff" opacity="0.75"/>
      <circle cx="9" cy="9" r="6" fill="none" stroke="#000" stroke-opacity="0.06" stroke-width="1.5"/>
    </pattern>
  </defs>
  <rect x="210" y="104" width="380" height="250" rx="30" fill="url(#accent)" opacity="0.5" filter="url(#blur)"/>
  <line x1="400" y1="380" x2="400" y2="452" stroke="#50535b" stroke-width="12"/>
  <line x1="400" y1="446" x2="338" y2="478" stroke="#3a3d44" stroke-width="8" stroke-linecap="round"/>
  <line x1="400" y1="446" x2="462" y2="478" stroke="#3a3d44" stroke-width="8" stroke-linecap="round"/>
  <path d="M200 228 V360 Q200 378 218 378 H582 Q600 378 600 360 V228" fill="none" stroke="#2e3037" stroke-width="14"/>
  <rect x="388" y="374" width="24" height="22" rx="4" fill="url(#rubber)"/>
  <rect x="216" y="110" width="368" height="236" rx="14" fill="url(#body)"/>
  <rect x="232" y="126" width="336" height="204" rx="6" fill="url(#light)"/>
  <rect x="232" y="126" width="336" height="204" rx="6" fill="url(#leds)"/>
  <circle cx="200" cy="228" r="16" fill="url(#metal)"/>
  <circle cx="600" cy="228" r="16" fill="url(#metal)"/>`;

const octagon = (radius: number) =>
  each(8, (i) => {
    const angle = ((22.5 + i * 45) * Math.PI) / 180;
    return `${i ? 'L' : 'M'}${(400 + radius * Math.cos(angle)).toFixed(1)} ${(250 + radius * Math.sin(angle)).toFixed(1)}`;
  }) + 'Z';

const softbox = `
  <line x1="400" y1="400" x2="400" y2="452" stroke="#50535b" stroke-width="12"/>
  <line x1="400" y1="446" x2="344" y2="478" stroke="#3a3d44" stroke-width="8" stroke-linecap="round"/>
  <line x1="400" y1="446" x2="456" y2="478" stroke="#3a3d44" stroke-width="8" stroke-linecap="round"/>
  <path d="${octagon(172)}" fill="url(#body)"/>
  <path d="${octagon(154)}" fill="url(#light)"/>
  ${each(8, (i) => `<line x1="400" y1="250" x2="${400 + 154 * Math.cos(((22.5 + i * 45) * Math.PI) / 180)}" y2="${250 + 154 * Math.sin(((22.5 + i * 45) * Math.PI) / 180)}" stroke="#000" stroke-opacity="0.05" stroke-width="3"/>`)}
  <circle cx="400" cy="250" r="70" fill="#fff" opacity="0.8" filter="url(#blur)"/>
  <path d="${octagon(172)}" fill="none" stroke="url(#accent)" stroke-width="3" opacity="0.8"/>`;

const microphone = `
  <defs>
    <pattern id="foam" width="9" height="9" patternUnits="userSpaceOnUse">
      <rect width="9" height="9" fill="#5b5e67"/>
      <circle cx="3" cy="3" r="1.6" fill="#000" opacity="0.28"/>
      <circle cx="7.5" cy="7" r="1.2" fill="#fff" opacity="0.08"/>
    </pattern>
  </defs>
  <path d="M458 352 H510 L494 466 Q480 484 464 468 Z" fill="url(#rubber)"/>
  ${each(6, (i) => `<rect x="${468 - i * 0.5}" y="${380 + i * 14}" width="30" height="3" rx="1.5" fill="#fff" opacity="0.08"/>`)}
  <rect x="402" y="344" width="158" height="16" rx="6" fill="url(#rubber)"/>
  <rect x="330" y="270" width="268" height="44" rx="8" fill="url(#body)"/>
  <rect x="336" y="274" width="256" height="4" rx="2" fill="#fff" opacity="0.25"/>
  ${each(6, (i) => `<rect x="${348 + i * 22}" y="284" width="13" height="6" rx="3" fill="#000" opacity="0.5"/>`)}
  <rect x="552" y="270" width="9" height="44" fill="url(#accent)"/>
  <rect x="596" y="275" width="38" height="34" rx="4" fill="url(#metal)"/>
  <rect x="166" y="248" width="178" height="88" rx="44" fill="url(#foam)"/>
  <rect x="166" y="248" width="178" height="88" rx="44" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>
  ${[428, 534]
    .map(
      (x) => `<ellipse cx="${x}" cy="292" rx="14" ry="52" fill="none" stroke="#2a2c31" stroke-width="8"/>
        <line x1="${x}" y1="244" x2="${x}" y2="270" stroke="url(#accent)" stroke-width="3"/>
        <rect x="${x - 6}" y="340" width="12" height="12" fill="#2a2c31"/>`,
    )
    .join('')}`;

const sdCard = (label: boolean) => `
  <path d="M10 0 H178 L220 42 V283 Q220 293 210 293 H10 Q0 293 0 283 V10 Q0 0 10 0 Z" fill="url(#body)"/>
  ${each(9, (i) => `<rect x="${16 + i * 20}" y="10" width="13" height="36" rx="2" fill="url(#gold)"/>`)}
  <rect x="-8" y="92" width="10" height="36" rx="2" fill="url(#metal)"/>
  ${
    label
      ? `<rect x="16" y="96" width="188" height="180" rx="8" fill="url(#accent)"/>
         <rect x="16" y="204" width="188" height="30" fill="#fff" opacity="0.9"/>
         <rect x="30" y="118" width="96" height="14" rx="3" fill="#fff" opacity="0.85"/>
         <rect x="30" y="142" width="60" height="8" rx="3" fill="#fff" opacity="0.5"/>
         <circle cx="170" cy="250" r="14" fill="none" stroke="#fff" stroke-width="4" opacity="0.85"/>
         <rect x="30" y="246" width="50" height="10" rx="3" fill="#fff" opacity="0.6"/>`
      : ''
  }`;

const memory = `
  <g transform="translate(360 116) rotate(10)" opacity="0.9">${sdCard(false)}</g>
  <g transform="translate(270 150) rotate(-6)">${sdCard(true)}</g>`;

const battery = `
  <path d="M262 190 L302 150 L570 150 L530 190 Z" fill="url(#body)"/>
  <path d="M262 190 L302 150 L570 150 L530 190 Z" fill="#fff" opacity="0.22"/>
  ${each(4, (i) => `<path d="M${356 + i * 26} 180 l12 -16 h12 l-12 16 Z" fill="url(#gold)"/>`)}
  <path d="M530 190 L570 150 L570 392 L530 432 Z" fill="url(#body)"/>
  <path d="M530 190 L570 150 L570 392 L530 432 Z" fill="#000" opacity="0.3"/>
  <rect x="250" y="190" width="282" height="242" rx="16" fill="url(#body)"/>
  <rect x="250" y="300" width="282" height="50" fill="url(#accent)"/>
  <rect x="272" y="318" width="120" height="14" rx="3" fill="#fff" opacity="0.85"/>
  ${each(4, (i) => `<rect x="${448 + i * 18}" y="226" width="11" height="32" rx="2" fill="${i < 3 ? '#7be08a' : '#4a4d55'}"/>`)}
  ${each(6, (i) => `<rect x="270" y="${370 + i * 9}" width="72" height="3" rx="1.5" fill="#fff" opacity="0.08"/>`)}
  <rect x="258" y="196" width="266" height="4" rx="2" fill="#fff" opacity="0.15"/>`;

const histogram = [6, 10, 16, 22, 18, 26, 30, 24, 16, 12, 8, 4];

const monitor = `
  <rect x="366" y="442" width="68" height="14" rx="3" fill="url(#metal)"/>
  <circle cx="400" cy="428" r="16" fill="url(#metal)"/>
  <rect x="388" y="388" width="24" height="32" fill="url(#rubber)"/>
  <rect x="200" y="128" width="400" height="264" rx="18" fill="url(#body)"/>
  <rect x="210" y="132" width="380" height="4" rx="2" fill="#fff" opacity="0.18"/>
  <rect x="222" y="148" width="356" height="208" rx="4" fill="url(#screen)"/>
  <circle cx="486" cy="222" r="24" fill="#fff6d8" opacity="0.95"/>
  <path d="M222 356 L300 258 L348 302 L420 226 L500 316 L540 286 L578 326 V356 Z" fill="#2c3e66"/>
  <path d="M222 356 L282 318 L360 340 L440 300 L520 338 L578 318 V356 Z" fill="#1c2742"/>
  <path d="M240 182 V166 H256 M544 166 H560 V182 M560 322 V338 H544 M256 338 H240 V322" fill="none" stroke="#fff" stroke-width="2.5" opacity="0.85"/>
  <circle cx="270" cy="174" r="5" fill="#ff4d4d"/>
  ${histogram.map((height, i) => `<rect x="${252 + i * 6}" y="${322 - height}" width="4" height="${height}" fill="#fff" opacity="0.45"/>`).join('')}
  ${each(5, (i) => `<rect x="${236 + i * 34}" y="366" width="24" height="12" rx="3" fill="#4a4d55"/>`)}
  <circle cx="564" cy="372" r="8" fill="url(#accent)"/>`;

const bag = `
  <path d="M372 128 Q372 96 400 96 Q428 96 428 128" fill="none" stroke="#2a2c31" stroke-width="12"/>
  <rect x="242" y="196" width="32" height="230" rx="14" fill="url(#body)"/>
  <rect x="526" y="196" width="32" height="230" rx="14" fill="url(#body)"/>
  <rect x="242" y="196" width="32" height="230" rx="14" fill="#000" opacity="0.2"/>
  <rect x="526" y="196" width="32" height="230" rx="14" fill="#000" opacity="0.2"/>
  <path d="M268 176 Q268 124 322 124 H478 Q532 124 532 176 L540 436 Q540 462 514 462 H286 Q260 462 260 436 Z" fill="url(#body)"/>
  <path d="M282 196 Q400 140 518 196" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="5 4"/>
  <rect x="292" y="284" width="216" height="154" rx="26" fill="url(#body)"/>
  <rect x="292" y="284" width="216" height="154" rx="26" fill="#fff" opacity="0.07"/>
  <path d="M306 304 H494" stroke="#fff" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="5 4"/>
  <rect x="468" y="300" width="10" height="26" rx="3" fill="url(#metal)"/>
  ${[306, 480]
    .map(
      (x) => `<rect x="${x}" y="170" width="14" height="150" fill="url(#accent)"/>
        <rect x="${x - 4}" y="256" width="22" height="18" rx="3" fill="url(#rubber)"/>`,
    )
    .join('')}
  <rect x="372" y="206" width="56" height="24" rx="5" fill="url(#accent)"/>
  <rect x="270" y="130" width="260" height="5" rx="2.5" fill="#fff" opacity="0.15"/>`;

const rotor = (x: number, y: number, angle: number) => `
  <circle cx="${x}" cy="${y}" r="86" fill="#fff" opacity="0.16" stroke="#fff" stroke-opacity="0.5" stroke-width="1.5"/>
  <ellipse cx="${x}" cy="${y}" rx="84" ry="8" fill="#2a2c31" opacity="0.8" transform="rotate(${angle} ${x} ${y})"/>
  <circle cx="${x}" cy="${y}" r="18" fill="url(#metal)"/>
  <circle cx="${x}" cy="${y}" r="8" fill="url(#rubber)"/>`;

const motors: [number, number, number][] = [
  [252, 186, 20],
  [548, 186, -35],
  [252, 414, 60],
  [548, 414, -10],
];

const drone = `
  ${motors.map(([x, y]) => `<line x1="400" y1="300" x2="${x}" y2="${y}" stroke="#3a3d44" stroke-width="20" stroke-linecap="round"/>`).join('')}
  ${motors.map(([x, y, angle]) => rotor(x, y, angle)).join('')}
  <rect x="374" y="180" width="52" height="44" rx="10" fill="url(#rubber)"/>
  <circle cx="400" cy="196" r="11" fill="url(#glass)"/>
  <path d="M352 226 Q400 196 448 226 L470 338 Q400 384 330 338 Z" fill="url(#body)"/>
  <path d="M366 236 Q400 216 434 236 L446 300 Q400 322 354 300 Z" fill="#fff" opacity="0.12"/>
  <rect x="394" y="240" width="12" height="100" rx="4" fill="url(#accent)"/>
  <circle cx="372" cy="236" r="4" fill="#111"/>
  <circle cx="428" cy="236" r="4" fill="#111"/>`;

/** A kit: an open hard case, its lid behind, a body, lens, monitor, batteries and card in the foam. */
const kit = `
  <path d="M204 252 L236 118 Q240 104 256 104 H544 Q560 104 564 118 L596 252 Z" fill="url(#body)"/>
  <path d="M230 240 L258 126 H542 L570 240 Z" fill="#2a2c31"/>
  ${each(8, (row) => each(16, (col) => `<circle cx="${272 + col * 17 + row * 1.5}" cy="${138 + row * 13}" r="4.5" fill="#3a3d44"/>`))}
  <rect x="176" y="244" width="448" height="206" rx="24" fill="url(#body)"/>
  <rect x="190" y="248" width="420" height="5" rx="2.5" fill="#fff" opacity="0.18"/>
  <rect x="194" y="258" width="412" height="150" rx="12" fill="url(#rubber)"/>
  <rect x="212" y="270" width="150" height="96" rx="12" fill="#0d0e12"/>
  <rect x="216" y="274" width="142" height="88" rx="10" fill="url(#body)"/>
  <rect x="224" y="280" width="26" height="76" rx="6" fill="url(#rubber)"/>
  <circle cx="314" cy="318" r="34" fill="url(#metal)"/>
  <circle cx="314" cy="318" r="26" fill="#0d0e12" stroke="url(#accent)" stroke-width="2"/>
  <circle cx="314" cy="318" r="19" fill="url(#glass)"/>
  <ellipse cx="306" cy="309" rx="7" ry="4" fill="#fff" opacity="0.5" transform="rotate(-35 306 309)"/>
  <rect x="376" y="272" width="132" height="50" rx="10" fill="#0d0e12"/>
  <rect x="380" y="276" width="110" height="42" rx="8" fill="url(#body)"/>
  ${each(6, (i) => `<rect x="${400 + i * 8}" y="278" width="3" height="38" fill="#fff" opacity="0.1"/>`)}
  <rect x="452" y="276" width="10" height="42" fill="url(#accent)"/>
  <ellipse cx="492" cy="297" rx="12" ry="21" fill="url(#glass)"/>
  ${[522, 562]
    .map(
      (x) => `<rect x="${x - 4}" y="270" width="38" height="62" rx="6" fill="#0d0e12"/>
        <rect x="${x}" y="274" width="30" height="54" rx="4" fill="url(#body)"/>
        <rect x="${x}" y="300" width="30" height="6" fill="url(#accent)"/>`,
    )
    .join('')}
  <rect x="376" y="334" width="132" height="62" rx="8" fill="#0d0e12"/>
  <rect x="380" y="338" width="124" height="54" rx="6" fill="url(#body)"/>
  <rect x="388" y="344" width="96" height="42" rx="3" fill="url(#screen)"/>
  <path d="M388 386 L412 364 L430 376 L452 356 L484 380 V386 Z" fill="#22304f" opacity="0.8"/>
  <rect x="524" y="346" width="52" height="40" rx="5" fill="#0d0e12"/>
  <rect x="528" y="350" width="44" height="32" rx="3" fill="url(#accent)"/>
  ${each(5, (i) => `<rect x="${532 + i * 8}" y="374" width="5" height="6" fill="url(#gold)"/>`)}
  <rect x="212" y="378" width="150" height="18" rx="6" fill="#0d0e12"/>
  ${[238, 528].map((x) => `<rect x="${x}" y="414" width="34" height="24" rx="5" fill="url(#metal)"/>`).join('')}
  <rect x="346" y="420" width="108" height="16" rx="8" fill="url(#rubber)"/>`;

export const productDrawings: Record<ProductKind, string> = {
  camera: fit(1.05, camera, 28),
  'cinema-camera': fit(1, cinemaCamera, 20),
  lens: fit(1.05, lens, 48),
  tripod: fit(1.1, tripod, -6),
  gimbal: fit(1.15, gimbal),
  light: fit(1, ledPanel),
  modifier: fit(1, softbox),
  microphone: fit(1.1, microphone),
  memory: fit(1, memory),
  battery: fit(1.1, battery, 10),
  monitor: fit(1.05, monitor),
  bag: fit(1, bag),
  drone: fit(0.92, drone),
  kit: fit(1.05, kit, 10),
};
