import sharp from 'sharp';
import type { ProductKind } from './catalog-data';

const WIDTH = 800;
const HEIGHT = 600;

/** Body colour and backdrop tint per kind, so a grid of cards reads at a glance. */
const palette: Record<ProductKind, { body: string; accent: string; backdrop: [string, string] }> = {
  camera: { body: '#25282d', accent: '#4dabf7', backdrop: ['#eef3f8', '#cfd9e4'] },
  'cinema-camera': { body: '#1f2124', accent: '#ff6b6b', backdrop: ['#f3eeee', '#dccccc'] },
  lens: { body: '#202226', accent: '#e03131', backdrop: ['#f1f3f5', '#ced4da'] },
  tripod: { body: '#343a40', accent: '#fab005', backdrop: ['#f4f1ea', '#ddd4c2'] },
  gimbal: { body: '#2b2f33', accent: '#38d9a9', backdrop: ['#ecf6f3', '#c9e3da'] },
  light: { body: '#3b3f45', accent: '#ffd43b', backdrop: ['#fff9e6', '#efe0b0'] },
  modifier: { body: '#f8f9fa', accent: '#868e96', backdrop: ['#eceff3', '#c5ccd6'] },
  microphone: { body: '#2f3237', accent: '#9775fa', backdrop: ['#f1eefa', '#d6cdef'] },
  memory: { body: '#c92a2a', accent: '#f8f9fa', backdrop: ['#f8eeee', '#e6caca'] },
  battery: { body: '#2b2d31', accent: '#74c0fc', backdrop: ['#edf2f7', '#cbd6e2'] },
  monitor: { body: '#212428', accent: '#63e6be', backdrop: ['#eef5f4', '#c8dedb'] },
  bag: { body: '#3d4349', accent: '#ff922b', backdrop: ['#f6f0ea', '#e2d2c1'] },
  drone: { body: '#6c727a', accent: '#4dabf7', backdrop: ['#edf4fb', '#c7dbef'] },
};

function drawing(kind: ProductKind, body: string, accent: string): string {
  switch (kind) {
    case 'camera':
    case 'cinema-camera': {
      const cinema = kind === 'cinema-camera';
      return `
        <rect x="${cinema ? 230 : 215}" y="${cinema ? 190 : 215}" width="${cinema ? 300 : 370}" height="${cinema ? 230 : 200}" rx="26" fill="${body}"/>
        ${cinema ? `<rect x="270" y="150" width="200" height="44" rx="10" fill="${body}"/><rect x="530" y="230" width="60" height="120" rx="12" fill="#3a3e44"/>` : `<rect x="330" y="180" width="140" height="45" rx="12" fill="${body}"/><rect x="215" y="225" width="70" height="190" rx="24" fill="#2f3338"/>`}
        <circle cx="400" cy="${cinema ? 305 : 315}" r="92" fill="#15171a"/>
        <circle cx="400" cy="${cinema ? 305 : 315}" r="70" fill="#2c3036" stroke="#5c636b" stroke-width="6"/>
        <circle cx="400" cy="${cinema ? 305 : 315}" r="42" fill="#0d0f12"/>
        <circle cx="382" cy="${cinema ? 287 : 297}" r="12" fill="#ffffff" opacity="0.35"/>
        <circle cx="${cinema ? 490 : 540}" cy="${cinema ? 215 : 240}" r="9" fill="${accent}"/>`;
    }
    case 'lens':
      return `
        <rect x="300" y="150" width="200" height="330" rx="22" fill="${body}"/>
        <rect x="290" y="200" width="220" height="60" rx="8" fill="#2e3238"/>
        <rect x="290" y="300" width="220" height="40" rx="8" fill="#2e3238"/>
        <rect x="300" y="375" width="200" height="8" fill="${accent}"/>
        <ellipse cx="400" cy="150" rx="100" ry="26" fill="#111316"/>
        <ellipse cx="400" cy="150" rx="70" ry="17" fill="#3b4650"/>`;
    case 'tripod':
      return `
        <rect x="340" y="120" width="120" height="50" rx="12" fill="${body}"/>
        <circle cx="400" cy="190" r="28" fill="#23272b"/>
        <line x1="400" y1="210" x2="250" y2="500" stroke="${body}" stroke-width="18" stroke-linecap="round"/>
        <line x1="400" y1="210" x2="550" y2="500" stroke="${body}" stroke-width="18" stroke-linecap="round"/>
        <line x1="400" y1="210" x2="400" y2="510" stroke="${body}" stroke-width="18" stroke-linecap="round"/>
        <circle cx="330" cy="360" r="9" fill="${accent}"/><circle cx="470" cy="360" r="9" fill="${accent}"/>`;
    case 'gimbal':
      return `
        <rect x="375" y="330" width="50" height="190" rx="18" fill="${body}"/>
        <path d="M400 330 V250 H520 V170 H300" stroke="${body}" stroke-width="26" fill="none" stroke-linejoin="round"/>
        <rect x="300" y="185" width="150" height="90" rx="14" fill="#3a3f46"/>
        <circle cx="400" cy="360" r="14" fill="${accent}"/>`;
    case 'light':
      return `
        <rect x="250" y="170" width="300" height="220" rx="24" fill="${body}"/>
        <circle cx="400" cy="280" r="88" fill="${accent}"/>
        <circle cx="400" cy="280" r="60" fill="#fff8db"/>
        <rect x="385" y="390" width="30" height="110" fill="#495057"/>
        <rect x="330" y="495" width="140" height="18" rx="9" fill="#495057"/>`;
    case 'modifier':
      return `
        <polygon points="400,120 560,220 560,400 400,500 240,400 240,220" fill="${body}" stroke="#adb5bd" stroke-width="8"/>
        <polygon points="400,170 515,240 515,380 400,450 285,380 285,240" fill="#ffffff"/>
        <circle cx="400" cy="310" r="30" fill="${accent}" opacity="0.4"/>`;
    case 'microphone':
      return `
        <rect x="210" y="260" width="380" height="70" rx="35" fill="${body}"/>
        <g fill="${accent}" opacity="0.7">${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${250 + i * 28}" y="270" width="12" height="50" rx="6"/>`).join('')}</g>
        <rect x="480" y="330" width="40" height="90" rx="8" fill="#3a3f45"/>`;
    case 'memory':
      return `
        <path d="M290 150 H470 L520 200 V460 H290 Z" fill="${body}"/>
        <rect x="315" y="300" width="180" height="120" rx="10" fill="#ffffff" opacity="0.9"/>
        <text x="405" y="375" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="${body}">PRO</text>
        <g fill="#f1c232">${[0, 1, 2, 3, 4].map((i) => `<rect x="${305 + i * 30}" y="165" width="16" height="40" rx="3"/>`).join('')}</g>`;
    case 'battery':
      return `
        <rect x="260" y="200" width="280" height="200" rx="22" fill="${body}"/>
        <rect x="540" y="260" width="24" height="80" rx="6" fill="#495057"/>
        <path d="M410 240 L360 310 H405 L390 370 L450 290 H405 Z" fill="${accent}"/>`;
    case 'monitor':
      return `
        <rect x="200" y="170" width="400" height="260" rx="22" fill="${body}"/>
        <rect x="225" y="195" width="350" height="210" rx="8" fill="#0b2b33"/>
        <path d="M240 370 L320 300 L380 340 L460 250 L560 330 V390 H240 Z" fill="${accent}" opacity="0.55"/>
        <rect x="380" y="430" width="40" height="60" fill="#3a3f45"/>`;
    case 'bag':
      return `
        <rect x="270" y="170" width="260" height="330" rx="40" fill="${body}"/>
        <path d="M340 170 Q400 100 460 170" stroke="#2b2f33" stroke-width="20" fill="none"/>
        <rect x="300" y="260" width="200" height="140" rx="18" fill="#2e3338"/>
        <rect x="300" y="300" width="200" height="10" fill="${accent}"/>`;
    case 'drone':
      return `
        <rect x="330" y="260" width="140" height="90" rx="30" fill="${body}"/>
        ${[
          [230, 200],
          [570, 200],
          [230, 410],
          [570, 410],
        ]
          .map(
            ([x, y]) =>
              `<line x1="400" y1="305" x2="${x}" y2="${y}" stroke="${body}" stroke-width="16"/><ellipse cx="${x}" cy="${y}" rx="80" ry="14" fill="${accent}" opacity="0.6"/><circle cx="${x}" cy="${y}" r="14" fill="#2b2f33"/>`,
          )
          .join('')}
        <circle cx="400" cy="360" r="26" fill="#15171a"/>`;
  }
}

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A studio-style illustration of the product, generated here so the demo needs no downloads. */
export async function renderProductImage(input: { name: string; brand: string; kind: ProductKind }): Promise<Buffer> {
  const { body, accent, backdrop } = palette[input.kind];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs>
      <radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0%" stop-color="${backdrop[0]}"/><stop offset="100%" stop-color="${backdrop[1]}"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <ellipse cx="400" cy="525" rx="230" ry="22" fill="#000" opacity="0.12"/>
    ${drawing(input.kind, body, accent)}
    <text x="400" y="575" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" letter-spacing="6" fill="#495057">${escapeXml(input.brand.toUpperCase())}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
