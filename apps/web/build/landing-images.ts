// Generates the landing scenes at build time (nothing is downloaded): every key of
// BACKGROUND_SCENES, drawn by build/scenes.ts, encoded with sharp to AVIF and WebP at each width.
// Output is cached by the SVG's hash under node_modules/.cache so rebuilds are quick.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// Imported up front: Vite loads this file through its config runner, which is closed by the time
// generateBundle runs, so a dynamic import there fails on a build with an empty cache.
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { BACKGROUND_SCENES, type BackgroundScene } from '../src/content/landing/types';
import { SCENE_DIR, SCENE_FORMATS, SCENE_WIDTHS, sceneUrl } from '../src/features/marketing/landing-page/scene-images';
import { sceneSvg } from './scenes';

const cacheDir = path.resolve(import.meta.dirname, '../../../node_modules/.cache/filmlab-scenes');

async function encode(scene: BackgroundScene, width: number, format: 'avif' | 'webp'): Promise<Buffer> {
  const svg = sceneSvg(scene, width);
  const key = createHash('sha256').update(`${format}:${svg}`).digest('hex').slice(0, 16);
  const cached = path.join(cacheDir, `${scene}-${width}-${key}.${format}`);
  if (existsSync(cached)) return readFileSync(cached);
  const image = sharp(Buffer.from(svg));
  const out =
    format === 'avif'
      ? await image.avif({ quality: 48, effort: 4, chromaSubsampling: '4:2:0' }).toBuffer()
      : await image.webp({ quality: 70, effort: 4 }).toBuffer();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, out);
  return out;
}

export async function generateScenes(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const jobs: Array<Promise<void>> = [];
  for (const scene of Object.keys(BACKGROUND_SCENES) as BackgroundScene[])
    for (const width of SCENE_WIDTHS)
      for (const format of SCENE_FORMATS)
        jobs.push(
          encode(scene, width, format).then((buffer) => {
            files.set(sceneUrl(scene, width, format), buffer);
          }),
        );
  await Promise.all(jobs);
  return files;
}

/** Emits the scenes into the build, and serves them from memory in the dev server. */
export function landingImages(): Plugin {
  let files: Promise<Map<string, Buffer>> | null = null;
  const all = () => (files ??= generateScenes());
  let ssr = false;
  return {
    name: 'filmlab:landing-images',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (ssr) return;
      for (const [url, source] of await all()) this.emitFile({ type: 'asset', fileName: url.slice(1), source });
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith(`${SCENE_DIR}/`)) return next();
        const file = (await all()).get(req.url.split('?')[0] ?? '');
        if (!file) return next();
        res.setHeader('content-type', req.url.endsWith('.avif') ? 'image/avif' : 'image/webp');
        res.end(file);
      });
    },
  };
}
