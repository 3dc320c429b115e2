import { BACKGROUND_SCENES, type BackgroundScene } from '../../../content/landing/types';
import { SCENE_ASPECT, SCENE_WIDTHS, sceneSrcSet, sceneUrl } from './scene-images';

export interface SceneImageProps {
  scene: BackgroundScene;
  /** The `sizes` attribute: how wide the image shows. */
  sizes: string;
  className?: string;
  /** The hero: load first, no lazy loading. */
  priority?: boolean;
  /** Decorative backgrounds get an empty alt. */
  decorative?: boolean;
}

const LARGEST = SCENE_WIDTHS[SCENE_WIDTHS.length - 1] ?? 1920;

/** A generated scene (build/landing-images.ts) as a responsive AVIF/WebP picture. */
export function SceneImage({ scene, sizes, className, priority = false, decorative = false }: SceneImageProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={sceneSrcSet(scene, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={sceneSrcSet(scene, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={sceneUrl(scene, SCENE_WIDTHS[1], 'webp')}
        width={LARGEST}
        height={Math.round(LARGEST * SCENE_ASPECT)}
        alt={decorative ? '' : BACKGROUND_SCENES[scene]}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
