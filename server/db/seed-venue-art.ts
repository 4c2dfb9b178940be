// Illustrated demo pictures for the seeded venues and partner logos, drawn as SVG and rendered
// with sharp (the demo has no network to fetch photographs). Deterministic per seed string.

export type Palette = { wall: [string, string]; floor: [string, string]; accent: string; wood: string; sky: [string, string] };

export const PALETTES: Palette[] = [
  { wall: ['#f3ede4', '#e4d8c8'], floor: ['#b98b5e', '#8a623f'], accent: '#c2410c', wood: '#6b4226', sky: ['#bfe3ff', '#fef3c7'] },
  { wall: ['#e8eef6', '#cfdbea'], floor: ['#9aa7b8', '#6b7a90'], accent: '#4338ca', wood: '#374151', sky: ['#c7e0ff', '#eef6ff'] },
  { wall: ['#eef3ea', '#d5e2cc'], floor: ['#a98a6a', '#7c6048'], accent: '#15803d', wood: '#4d3a2a', sky: ['#d9f2ff', '#fff7d6'] },
  { wall: ['#f6e9ec', '#e8cfd6'], floor: ['#8f6f64', '#654b43'], accent: '#be185d', wood: '#3f2a26', sky: ['#ffd9c2', '#fff1e6'] },
  { wall: ['#2b2f45', '#1d2033'], floor: ['#4b3b33', '#2e241f'], accent: '#f59e0b', wood: '#7c5a3a', sky: ['#1e3a8a', '#f59e0b'] },
  { wall: ['#eaf4f4', '#cde5e4'], floor: ['#c2a27f', '#93775a'], accent: '#0f766e', wood: '#5b4636', sky: ['#bdeaff', '#f0fbff'] },
];

function rng(seed: string) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

type Layout = 'table' | 'rows' | 'lounge' | 'stage';

/** An interior: wall, windows with daylight, pendant lights, floor and furniture for the layout. */
export function interiorSvg(seed: string, palette: Palette, layout: Layout, w = 1200, h = 800): string {
  const r = rng(seed);
  const horizon = Math.round(h * (0.62 + r() * 0.06));
  const windows = 2 + Math.floor(r() * 3);
  const winW = Math.round((w * 0.62) / windows);
  const gap = Math.round((w - windows * winW) / (windows + 1));
  const parts: string[] = [];
  parts.push(`<defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.wall[0]}"/><stop offset="1" stop-color="${palette.wall[1]}"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.floor[0]}"/><stop offset="1" stop-color="${palette.floor[1]}"/></linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff7d1" stop-opacity="0.9"/><stop offset="1" stop-color="#fff7d1" stop-opacity="0"/></radialGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
  </defs>`);
  parts.push(`<rect width="${w}" height="${horizon}" fill="url(#wall)"/>`);
  // Windows with frames, mullions and a skyline glimpse.
  for (let i = 0; i < windows; i++) {
    const x = gap + i * (winW + gap);
    const top = Math.round(h * 0.12);
    const wh = horizon - top - Math.round(h * 0.1);
    parts.push(`<rect x="${x - 8}" y="${top - 8}" width="${winW + 16}" height="${wh + 16}" rx="6" fill="${palette.wood}" opacity="0.85"/>`);
    parts.push(`<rect x="${x}" y="${top}" width="${winW}" height="${wh}" fill="url(#sky)"/>`);
    let bx = x;
    while (bx < x + winW) {
      const bw = 20 + r() * 50;
      const bh = 30 + r() * wh * 0.45;
      parts.push(`<rect x="${bx.toFixed(0)}" y="${(top + wh - bh).toFixed(0)}" width="${Math.min(bw, x + winW - bx).toFixed(0)}" height="${bh.toFixed(0)}" fill="${palette.floor[1]}" opacity="0.18"/>`);
      bx += bw + 4;
    }
    parts.push(`<rect x="${x + winW / 2 - 3}" y="${top}" width="6" height="${wh}" fill="${palette.wood}" opacity="0.85"/>`);
    parts.push(`<rect x="${x}" y="${top + wh * 0.42}" width="${winW}" height="6" fill="${palette.wood}" opacity="0.85"/>`);
    parts.push(`<polygon points="${x},${horizon} ${x + winW},${horizon} ${x + winW * 1.35},${h} ${x - winW * 0.35},${h}" fill="url(#beam)"/>`);
  }
  // Floor with perspective boards.
  parts.push(`<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#floor)"/>`);
  for (let i = -8; i <= 8; i++) {
    parts.push(`<line x1="${w / 2 + i * 60}" y1="${horizon}" x2="${w / 2 + i * 190}" y2="${h}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`);
  }
  parts.push(`<rect y="${horizon - 6}" width="${w}" height="8" fill="${palette.wood}" opacity="0.55"/>`);
  // Pendant lights.
  const lamps = 3 + Math.floor(r() * 3);
  for (let i = 0; i < lamps; i++) {
    const x = ((i + 1) * w) / (lamps + 1);
    const len = 90 + r() * 70;
    parts.push(`<circle cx="${x}" cy="${len + 20}" r="90" fill="url(#glow)"/>`);
    parts.push(`<line x1="${x}" y1="0" x2="${x}" y2="${len}" stroke="#1f2937" stroke-width="3"/>`);
    parts.push(`<path d="M ${x - 34} ${len + 26} Q ${x} ${len - 14} ${x + 34} ${len + 26} Z" fill="${palette.accent}"/>`);
    parts.push(`<ellipse cx="${x}" cy="${len + 27}" rx="16" ry="6" fill="#fff7d1"/>`);
  }
  const chair = (x: number, y: number, s: number) =>
    `<rect x="${x - 14 * s}" y="${y - 34 * s}" width="${28 * s}" height="${30 * s}" rx="${6 * s}" fill="${palette.accent}" opacity="0.92"/><rect x="${x - 16 * s}" y="${y - 6 * s}" width="${32 * s}" height="${8 * s}" rx="${3 * s}" fill="${palette.wood}"/>`;
  if (layout === 'table') {
    const y = horizon + (h - horizon) * 0.45;
    parts.push(`<polygon points="${w * 0.3},${y - 30} ${w * 0.7},${y - 30} ${w * 0.8},${y + 40} ${w * 0.2},${y + 40}" fill="${palette.wood}"/>`);
    parts.push(`<rect x="${w * 0.2}" y="${y + 40}" width="${w * 0.6}" height="14" fill="#000" opacity="0.15"/>`);
    for (let i = 0; i < 6; i++) {
      parts.push(chair(w * 0.27 + i * w * 0.093, y - 34, 0.9));
      parts.push(chair(w * 0.22 + i * w * 0.112, y + 120, 1.2));
    }
  } else if (layout === 'rows') {
    for (let row = 0; row < 4; row++) {
      const s = 0.7 + row * 0.22;
      const y = horizon + 40 + row * ((h - horizon) / 4.2);
      for (let i = 0; i < 8; i++) parts.push(chair(w / 2 + (i - 3.5) * 95 * s, y + 40 * s, s));
    }
  } else if (layout === 'stage') {
    parts.push(`<rect x="${w * 0.28}" y="${h * 0.16}" width="${w * 0.44}" height="${h * 0.3}" rx="8" fill="#111827"/>`);
    parts.push(`<rect x="${w * 0.29}" y="${h * 0.175}" width="${w * 0.42}" height="${h * 0.27}" rx="4" fill="${palette.accent}" opacity="0.85"/>`);
    parts.push(`<rect x="${w * 0.33}" y="${h * 0.24}" width="${w * 0.2}" height="16" rx="8" fill="#fff" opacity="0.85"/><rect x="${w * 0.33}" y="${h * 0.29}" width="${w * 0.3}" height="12" rx="6" fill="#fff" opacity="0.6"/>`);
    parts.push(`<polygon points="${w * 0.15},${horizon + 10} ${w * 0.85},${horizon + 10} ${w * 0.9},${horizon + 70} ${w * 0.1},${horizon + 70}" fill="${palette.wood}"/>`);
    for (let i = 0; i < 9; i++) parts.push(chair(w / 2 + (i - 4) * 120, h - 30, 1.3));
  } else {
    // Lounge: sofas, coffee tables and a bar counter.
    parts.push(`<rect x="${w * 0.06}" y="${horizon - 110}" width="${w * 0.28}" height="110" rx="10" fill="${palette.wood}"/>`);
    parts.push(`<rect x="${w * 0.06}" y="${horizon - 118}" width="${w * 0.28}" height="14" rx="6" fill="${palette.accent}"/>`);
    for (let i = 0; i < 2; i++) {
      const x = w * (0.45 + i * 0.27);
      const y = horizon + (h - horizon) * (0.3 + i * 0.25);
      parts.push(`<rect x="${x - 120}" y="${y - 50}" width="240" height="70" rx="26" fill="${palette.accent}" opacity="0.9"/>`);
      parts.push(`<rect x="${x - 130}" y="${y}" width="260" height="40" rx="16" fill="${palette.accent}"/>`);
      parts.push(`<ellipse cx="${x}" cy="${y + 110}" rx="70" ry="18" fill="${palette.wood}"/>`);
    }
  }
  // Plants.
  for (const px of [w * 0.04 + r() * 30, w * 0.93 - r() * 30]) {
    const py = horizon + 30;
    parts.push(`<rect x="${px - 22}" y="${py}" width="44" height="52" rx="8" fill="${palette.wood}"/>`);
    for (let i = 0; i < 7; i++) parts.push(`<ellipse cx="${px + (r() - 0.5) * 70}" cy="${py - 10 - r() * 90}" rx="${18 + r() * 14}" ry="${34 + r() * 16}" fill="#2f7d4f" opacity="${0.75 + r() * 0.25}" transform="rotate(${(r() - 0.5) * 60} ${px} ${py})"/>`);
  }
  parts.push(`<rect width="${w}" height="${h}" fill="url(#vignette)"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
}

/** A square logo: gradient tile, a simple mark and the partner's initials. */
export function logoSvg(name: string, palette: Palette, size = 400): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-zÀ-ÿ]/.test(w) && !['&', 'and', 'the', 'of'].includes(w.toLowerCase()))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const s = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette.wood}"/></linearGradient></defs>
    <rect width="${s}" height="${s}" rx="${s * 0.22}" fill="url(#g)"/>
    <path d="M ${s * 0.2} ${s * 0.7} L ${s * 0.5} ${s * 0.2} L ${s * 0.8} ${s * 0.7}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${s * 0.06}" stroke-linejoin="round"/>
    <text x="50%" y="${s * 0.64}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${s * 0.34}" fill="#ffffff">${initials}</text>
  </svg>`;
}
