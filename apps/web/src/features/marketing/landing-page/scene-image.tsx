import type { SitePhoto } from '@filmlab/api';
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
  /** A photograph staff uploaded, drawn in the scene's place with its own alt text. */
  photo?: SitePhoto;
}

const LARGEST = SCENE_WIDTHS[SCENE_WIDTHS.length - 1] ?? 1920;

/** A generated scene (build/landing-images.ts), or staff's photograph, as a responsive AVIF/WebP picture. */
export function SceneImage({ scene, sizes, className, priority = false, decorative = false, photo }: SceneImageProps) {
  const srcSet = (format: 'avif' | 'webp') => photo?.srcset[format] ?? sceneSrcSet(scene, format);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        className={className}
        src={photo?.src ?? sceneUrl(scene, SCENE_WIDTHS[1], 'webp')}
        width={photo?.width ?? LARGEST}
        height={photo?.height ?? Math.round(LARGEST * SCENE_ASPECT)}
        alt={photo ? photo.alt : decorative ? '' : BACKGROUND_SCENES[scene]}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
