// Where the build puts the generated scene images (build/landing-images.ts) and how pages ask for
// them: each scene in AVIF and WebP at a few widths, 3:2, so an <img> gets srcset, width and height.
import type { BackgroundScene } from '../../../content/landing';

export const SCENE_WIDTHS = [640, 1280, 1920] as const;
export const SCENE_FORMATS = ['avif', 'webp'] as const;
export type SceneFormat = (typeof SCENE_FORMATS)[number];
/** Every scene is drawn 3:2. */
export const SCENE_ASPECT = 2 / 3;
export const SCENE_DIR = '/images/scenes';

export function sceneUrl(scene: BackgroundScene, width: number, format: SceneFormat): string {
  return `${SCENE_DIR}/${scene}-${width}.${format}`;
}

export function sceneSrcSet(scene: BackgroundScene, format: SceneFormat): string {
  return SCENE_WIDTHS.map((width) => `${sceneUrl(scene, width, format)} ${width}w`).join(', ');
}
