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
  { wall: ['#fdf6e3', '#efe2c2'], floor: ['#6d4c41', '#4e342e'], accent: '#b45309', wood: '#3e2723', sky: ['#fcd34d', '#fb7185'] },
  { wall: ['#ede9fe', '#d8d0f7'], floor: ['#a8a29e', '#78716c'], accent: '#7c3aed', wood: '#44403c', sky: ['#a5b4fc', '#fde68a'] },
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

export type Layout = 'table' | 'rows' | 'lounge' | 'stage' | 'shelves' | 'terrace' | 'facade';

/** An interior: wall, windows with daylight, pendant lights, floor and furniture for the layout. */
function roomSvg(seed: string, palette: Palette, layout: Layout, w = 1200, h = 800): string {
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

/**
 * A picture of a venue: a room (table, rows, lounge, stage), a library wall of shelves, a
 * rooftop terrace at golden hour, or the building seen from the street: varied scenes, not one
 * drawing in different colours (issue 17).
 */
export function interiorSvg(seed: string, palette: Palette, layout: Layout, w = 1200, h = 800): string {
  if (layout === 'shelves') return shelvesSvg(seed, palette, w, h);
  if (layout === 'terrace') return terraceSvg(seed, palette, w, h);
  if (layout === 'facade') return facadeSvg(seed, palette, w, h);
  return roomSvg(seed, palette, layout, w, h);
}

const svg = (w: number, h: number, defs: string, body: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient></defs>${body.join('')}<rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`;

/** A reading room: floor-to-ceiling shelves of coloured spines, a ladder, a long table and lamps. */
function shelvesSvg(seed: string, p: Palette, w: number, h: number): string {
  const r = rng(seed);
  const spines = ['#7f1d1d', '#1e3a8a', '#14532d', '#78350f', '#4c1d95', '#0f766e', '#9a3412', '#334155', p.accent];
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="${p.wood}"/>`];
  const shelfH = 120;
  for (let y = 40; y < h * 0.68; y += shelfH) {
    let x = 30;
    while (x < w - 30) {
      const bw = 14 + r() * 22;
      const bh = shelfH - 26 - r() * 30;
      const lean = r() < 0.06 ? (r() - 0.5) * 16 : 0;
      parts.push(`<rect x="${x.toFixed(0)}" y="${(y + shelfH - 14 - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" rx="2" fill="${spines[Math.floor(r() * spines.length)]}" transform="rotate(${lean.toFixed(1)} ${x.toFixed(0)} ${y + shelfH - 14})"/>`);
      if (r() < 0.5) parts.push(`<rect x="${(x + 2).toFixed(0)}" y="${(y + shelfH - 14 - bh * 0.7).toFixed(0)}" width="${(bw - 4).toFixed(0)}" height="4" fill="#f5e6b8" opacity="0.7"/>`);
      x += bw + 2 + (r() < 0.08 ? 30 : 0);
    }
    parts.push(`<rect x="0" y="${y + shelfH - 14}" width="${w}" height="14" fill="#2b1a12"/>`);
  }
  const ladderX = w * (0.2 + r() * 0.6);
  parts.push(`<g stroke="#5d4037" stroke-width="10"><line x1="${ladderX}" y1="30" x2="${ladderX - 60}" y2="${h * 0.78}"/><line x1="${ladderX + 70}" y1="30" x2="${ladderX + 10}" y2="${h * 0.78}"/></g>`);
  for (let i = 1; i < 9; i++) parts.push(`<line x1="${ladderX - (60 * i) / 9}" y1="${30 + ((h * 0.78 - 30) * i) / 9}" x2="${ladderX + 70 - (60 * i) / 9}" y2="${30 + ((h * 0.78 - 30) * i) / 9}" stroke="#5d4037" stroke-width="7"/>`);
  parts.push(`<rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="${p.floor[1]}"/>`);
  parts.push(`<polygon points="${w * 0.12},${h * 0.8} ${w * 0.88},${h * 0.8} ${w * 0.96},${h * 0.93} ${w * 0.04},${h * 0.93}" fill="${p.floor[0]}"/>`);
  for (let i = 0; i < 4; i++) {
    const x = w * (0.2 + i * 0.2);
    parts.push(`<circle cx="${x}" cy="${h * 0.74}" r="70" fill="#fff3c4" opacity="0.25"/><rect x="${x - 4}" y="${h * 0.72}" width="8" height="${h * 0.08}" fill="#1f2937"/><path d="M ${x - 30} ${h * 0.74} L ${x + 30} ${h * 0.74} L ${x + 18} ${h * 0.7} L ${x - 18} ${h * 0.7} Z" fill="#15803d"/>`);
  }
  return svg(w, h, '', parts);
}

/** A rooftop terrace at golden hour: skyline, string lights, parasols and tables. */
function terraceSvg(seed: string, p: Palette, w: number, h: number): string {
  const r = rng(seed);
  const defs = `<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="0.55" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient><radialGradient id="sun"><stop offset="0" stop-color="#fff7d6"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>`;
  const horizon = h * 0.58;
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="url(#dusk)"/>`, `<circle cx="${w * (0.25 + r() * 0.5)}" cy="${horizon - 40}" r="160" fill="url(#sun)"/>`];
  let x = 0;
  while (x < w) {
    const bw = 40 + r() * 90;
    const bh = 60 + r() * 220;
    parts.push(`<rect x="${x.toFixed(0)}" y="${(horizon - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="#1f2a44" opacity="${(0.55 + r() * 0.35).toFixed(2)}"/>`);
    for (let wy = horizon - bh + 14; wy < horizon - 10; wy += 22) for (let wx = x + 8; wx < x + bw - 10; wx += 18) if (r() < 0.35) parts.push(`<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="8" height="10" fill="#fde68a" opacity="0.8"/>`);
    x += bw + 4;
  }
  parts.push(`<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${p.floor[0]}"/>`);
  for (let i = 0; i < 14; i++) parts.push(`<line x1="0" y1="${horizon + i * 26}" x2="${w}" y2="${horizon + i * 26}" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`);
  parts.push(`<rect y="${horizon - 18}" width="${w}" height="22" fill="${p.wood}"/>`);
  for (let i = 0; i < 2; i++) {
    const y0 = 60 + i * 70;
    parts.push(`<path d="M 0 ${y0} Q ${w / 2} ${y0 + 120} ${w} ${y0}" fill="none" stroke="#111827" stroke-width="2"/>`);
    for (let k = 1; k < 16; k++) {
      const t = k / 16;
      const bx = t * w;
      const by = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + 120) + t * t * y0;
      parts.push(`<circle cx="${bx.toFixed(0)}" cy="${(by + 8).toFixed(0)}" r="16" fill="#fff3c4" opacity="0.35"/><circle cx="${bx.toFixed(0)}" cy="${(by + 8).toFixed(0)}" r="6" fill="#fff7d6"/>`);
    }
  }
  for (let i = 0; i < 3; i++) {
    const cx = w * (0.2 + i * 0.3) + (r() - 0.5) * 60;
    const cy = horizon + 120 + (i % 2) * 60;
    parts.push(`<rect x="${cx - 5}" y="${cy - 190}" width="10" height="190" fill="#374151"/>`);
    parts.push(`<path d="M ${cx - 150} ${cy - 170} Q ${cx} ${cy - 260} ${cx + 150} ${cy - 170} Z" fill="${i % 2 ? p.accent : '#f8fafc'}"/>`);
    parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="90" ry="22" fill="${p.wood}"/><rect x="${cx - 6}" y="${cy}" width="12" height="60" fill="${p.wood}"/>`);
    for (const dx of [-120, 120]) parts.push(`<rect x="${cx + dx - 22}" y="${cy - 30}" width="44" height="60" rx="8" fill="${p.accent}" opacity="0.9"/>`);
  }
  for (const px of [w * 0.03, w * 0.95]) {
    parts.push(`<rect x="${px - 40}" y="${h - 150}" width="80" height="150" fill="${p.wood}"/>`);
    for (let i = 0; i < 9; i++) parts.push(`<ellipse cx="${px + (r() - 0.5) * 90}" cy="${h - 170 - r() * 110}" rx="${24 + r() * 16}" ry="${44 + r() * 18}" fill="#2f7d4f" opacity="${(0.8 + r() * 0.2).toFixed(2)}"/>`);
  }
  return svg(w, h, defs, parts);
}

/** The building from the street: brick or render, tall windows (some lit), a door with a sign, trees. */
function facadeSvg(seed: string, p: Palette, w: number, h: number): string {
  const r = rng(seed);
  const defs = `<linearGradient id="sky2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient><linearGradient id="front" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.wall[1]}"/><stop offset="1" stop-color="${p.wall[0]}"/></linearGradient>`;
  const brick = r() < 0.5;
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="url(#sky2)"/>`];
  for (let i = 0; i < 4; i++) parts.push(`<ellipse cx="${r() * w}" cy="${40 + r() * 140}" rx="${80 + r() * 80}" ry="${18 + r() * 14}" fill="#fff" opacity="0.55"/>`);
  const left = w * 0.14;
  const right = w * 0.86;
  const top = h * 0.12;
  const ground = h * 0.86;
  parts.push(`<rect x="${left}" y="${top}" width="${right - left}" height="${ground - top}" fill="${brick ? '#9a4a3a' : 'url(#front)'}"/>`);
  if (brick) for (let y = top; y < ground; y += 16) parts.push(`<line x1="${left}" y1="${y}" x2="${right}" y2="${y}" stroke="#6b2f24" stroke-opacity="0.35" stroke-width="2"/>`);
  parts.push(`<rect x="${left - 16}" y="${top - 26}" width="${right - left + 32}" height="30" fill="${p.wood}"/>`);
  const cols = 5;
  const rows = 3;
  const ww = ((right - left) / cols) * 0.52;
  for (let row = 0; row < rows; row++) {
    for (let c = 0; c < cols; c++) {
      const cx = left + ((c + 0.5) * (right - left)) / cols;
      const wy = top + 40 + row * ((ground - top - 200) / rows);
      const wh = (ground - top - 200) / rows - 40;
      const lit = r() < 0.45;
      parts.push(`<rect x="${cx - ww / 2 - 8}" y="${wy - 8}" width="${ww + 16}" height="${wh + 16}" fill="#f8fafc" opacity="0.9"/>`);
      parts.push(`<rect x="${cx - ww / 2}" y="${wy}" width="${ww}" height="${wh}" fill="${lit ? '#fde68a' : '#334155'}" opacity="${lit ? 0.95 : 0.85}"/>`);
      parts.push(`<line x1="${cx}" y1="${wy}" x2="${cx}" y2="${wy + wh}" stroke="#f8fafc" stroke-width="5"/><line x1="${cx - ww / 2}" y1="${wy + wh / 2}" x2="${cx + ww / 2}" y2="${wy + wh / 2}" stroke="#f8fafc" stroke-width="5"/>`);
    }
  }
  const dx = (left + right) / 2;
  parts.push(`<rect x="${dx - 70}" y="${ground - 170}" width="140" height="170" rx="70" ry="40" fill="${p.accent}"/><rect x="${dx - 55}" y="${ground - 140}" width="110" height="140" fill="#111827" opacity="0.75"/>`);
  parts.push(`<rect x="${dx - 160}" y="${ground - 215}" width="320" height="36" rx="6" fill="${p.wood}"/><rect x="${dx - 120}" y="${ground - 203}" width="240" height="12" rx="6" fill="#f8fafc" opacity="0.85"/>`);
  parts.push(`<rect y="${ground}" width="${w}" height="${h - ground}" fill="#9ca3af"/><rect y="${ground}" width="${w}" height="10" fill="#6b7280"/>`);
  for (const tx of [w * 0.06, w * 0.94]) {
    parts.push(`<rect x="${tx - 10}" y="${ground - 200}" width="20" height="200" fill="#5b4636"/>`);
    for (let i = 0; i < 10; i++) parts.push(`<circle cx="${tx + (r() - 0.5) * 150}" cy="${ground - 220 - r() * 170}" r="${40 + r() * 30}" fill="#2f7d4f" opacity="${(0.75 + r() * 0.25).toFixed(2)}"/>`);
  }
  return svg(w, h, defs, parts);
}
