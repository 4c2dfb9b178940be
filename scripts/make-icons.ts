// Renders the logo SVG to the PNG icons the PWA manifest and pages use. Run after changing the logo.
import sharp from 'sharp';

const src = 'web/public/icons/logo.svg';
for (const size of [192, 512]) {
  await sharp(src).resize(size, size).png().toFile(`web/public/icons/icon-${size}.png`);
}
await sharp(src).resize(180, 180).flatten({ background: '#4338ca' }).png().toFile('web/public/icons/apple-touch-icon.png');
console.log('icons written');
