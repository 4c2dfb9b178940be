// A stand-in for the map tile server (issue 14): real HTTP on 127.0.0.1 answering
// /{z}/{x}/{y}.png with a drawn PNG (a street grid and the tile's own address), so tests and
// screenshots need no network and no tile provider. The E2E app's MAP_TILE_URL points here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type TileServer = { port: number; requests: string[]; close: () => Promise<void> };

const tileCache = new Map<string, Buffer>();

/** One 256 px tile: pale land, a few streets, a park, and "z/x/y" in a corner. */
async function tile(z: number, x: number, y: number): Promise<Buffer> {
  const key = `${z}/${x}/${y}`;
  const hit = tileCache.get(key);
  if (hit) return hit;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#eef0e8"/>
    <rect x="${(x * 37) % 150}" y="${(y * 53) % 150}" width="80" height="60" fill="#cfe6c4"/>
    <path d="M0 64H256M0 192H256M64 0V256M192 0V256" stroke="#ffffff" stroke-width="10"/>
    <path d="M0 128H256M128 0V256" stroke="#f6d58e" stroke-width="14"/>
    <text x="8" y="248" font-family="sans-serif" font-size="11" fill="#8a8f99">${key}</text>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  tileCache.set(key, png);
  return png;
}

export async function startTileServer(port: number): Promise<TileServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const m = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
    requests.push(req.url ?? '');
    if (!m) {
      res.writeHead(404).end();
      return;
    }
    void tile(Number(m[1]), Number(m[2]), Number(m[3])).then((png) => {
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store', 'access-control-allow-origin': '*' }).end(png);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
