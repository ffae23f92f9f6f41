import { loadSharp } from '../images/picture';
import type { ProductKind } from './catalog-data';
import { productDrawings } from './product-drawings';

const WIDTH = 800;
const HEIGHT = 600;
const FONT = 'DejaVu Sans, Arial, sans-serif';

type Palette = {
  /** Centre and edge of the studio backdrop. */
  backdrop: [string, string];
  /** Top and bottom of the product's main surfaces. */
  body: [string, string];
  accent: string;
};

// Per-kind backdrops and accents, so that a grid of product cards reads at a glance.
const palettes: Record<ProductKind, Palette> = {
  camera: { backdrop: ['#f6f8fb', '#c9d3df'], body: ['#4a4e57', '#1b1c21'], accent: '#e0413a' },
  'cinema-camera': { backdrop: ['#f7f3f1', '#d4c6bf'], body: ['#3f4249', '#17181c'], accent: '#e4572e' },
  lens: { backdrop: ['#f7f5f0', '#d6cec0'], body: ['#45484f', '#191a1e'], accent: '#c8102e' },
  tripod: { backdrop: ['#f2f7f4', '#c0d3c8'], body: ['#4b4f57', '#202227'], accent: '#2f9e6e' },
  gimbal: { backdrop: ['#f4f3fa', '#c8c3e2'], body: ['#4a4d56', '#1d1e23'], accent: '#6b5bd6' },
  light: { backdrop: ['#fdf8ee', '#e8d3a6'], body: ['#53565e', '#23252a'], accent: '#f5b23c' },
  modifier: { backdrop: ['#faf4f1', '#dfc9bf'], body: ['#3c3e45', '#15161a'], accent: '#d9734e' },
  microphone: { backdrop: ['#f2f6fa', '#bfd0e2'], body: ['#55585f', '#1f2025'], accent: '#2f6fb5' },
  memory: { backdrop: ['#f3f7f8', '#bfd5db'], body: ['#34363c', '#141518'], accent: '#d8323b' },
  battery: { backdrop: ['#f3f8f0', '#c9dcbf'], body: ['#45484f', '#1a1b1f'], accent: '#3f8f4a' },
  monitor: { backdrop: ['#f1f4fa', '#c0c8df'], body: ['#44474e', '#18191d'], accent: '#3a7bd5' },
  bag: { backdrop: ['#f7f4ef', '#d5cbbb'], body: ['#56604f', '#2b3128'], accent: '#c9822b' },
  drone: { backdrop: ['#f0f7fb', '#b6d3e6'], body: ['#6d727b', '#33363c'], accent: '#f28c28' },
  kit: { backdrop: ['#f5f5f2', '#cfcbc0'], body: ['#5b5f68', '#202227'], accent: '#e8a317' },
};

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16);
    const target = amount > 0 ? 255 : 0;
    return Math.round(value + (target - value) * Math.abs(amount))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

const linear = (id: string, stops: [number, string][], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`)
    .join('')}</linearGradient>`;

function definitions({ backdrop, body, accent }: Palette): string {
  return `<defs>
    <radialGradient id="backdrop" cx="50%" cy="42%" r="72%">
      <stop offset="0" stop-color="${backdrop[0]}"/><stop offset="0.55" stop-color="${shade(backdrop[1], 0.45)}"/>
      <stop offset="1" stop-color="${backdrop[1]}"/>
    </radialGradient>
    ${linear('body', [
      [0, body[0]],
      [0.5, shade(body[0], -0.25)],
      [1, body[1]],
    ])}
    ${linear('rubber', [
      [0, '#34363c'],
      [1, '#141518'],
    ])}
    ${linear('metal', [
      [0, '#e6e8ec'],
      [0.45, '#9ba1aa'],
      [0.55, '#b3b8bf'],
      [1, '#d5d8dd'],
    ])}
    ${linear('accent', [
      [0, shade(accent, 0.2)],
      [1, shade(accent, -0.15)],
    ])}
    ${linear('gold', [
      [0, '#f7de8e'],
      [1, '#c0912a'],
    ])}
    ${linear('screen', [
      [0, '#6fa6ee'],
      [0.6, '#b9cde8'],
      [1, '#ffc999'],
    ])}
    <radialGradient id="glass" cx="38%" cy="34%" r="70%">
      <stop offset="0" stop-color="#a9c4ff"/><stop offset="0.3" stop-color="#3c4a8c"/>
      <stop offset="0.75" stop-color="#0d1020"/><stop offset="1" stop-color="#05060a"/>
    </radialGradient>
    <radialGradient id="light" cx="50%" cy="45%" r="65%">
      <stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#fffaf0"/>
      <stop offset="1" stop-color="${shade(accent, 0.6)}"/>
    </radialGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
    <filter id="shadow" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="14"/></filter>
  </defs>`;
}

/** The brand in small capitals: capitals stay full size, lower-case letters become smaller capitals. */
function smallCaps(brand: string): string {
  // librsvg drops a space that starts a tspan, so spaces are written as no-break spaces between runs.
  return (brand.match(/[a-z]+|\s+|[^a-z\s]+/g) ?? [])
    .map((run) => {
      if (/^\s+$/.test(run)) return '&#160;';
      if (/[a-z]/.test(run)) return escapeXml(run.toUpperCase());
      return `<tspan font-size="30">${escapeXml(run)}</tspan>`;
    })
    .join('');
}

export function productSvg(kind: ProductKind, brand: string): string {
  const palette = palettes[kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    ${definitions(palette)}
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#backdrop)"/>
    <rect y="470" width="${WIDTH}" height="${HEIGHT - 470}" fill="#fff" opacity="0.12"/>
    <ellipse cx="400" cy="482" rx="240" ry="16" fill="#000" opacity="0.22" filter="url(#shadow)"/>
    ${productDrawings[kind]}
    <rect x="370" y="518" width="60" height="2" rx="1" fill="${palette.accent}" opacity="0.8"/>
    <text x="400" y="562" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="bold"
      letter-spacing="5" fill="#3b3f47" fill-opacity="0.85">${smallCaps(brand)}</text>
  </svg>`;
}

/** How the drawing is encoded before it is sized as an upload is. */
export const DRAWING_WEBP_QUALITY = 86;

/** A studio-style product illustration, drawn here so that the demo shop needs no downloads. */
export async function renderProductImage(input: { name: string; brand: string; kind: ProductKind }): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(productSvg(input.kind, input.brand)))
    .webp({ quality: DRAWING_WEBP_QUALITY })
    .toBuffer();
}
