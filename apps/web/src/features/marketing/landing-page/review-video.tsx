import { isVideoId } from '@filmlab/domain';
import { useRef, useState, type ReactNode } from 'react';
import { MARKETING } from '../config';
import styles from './reviews.module.css';
import { useNearScreen } from './use-near-screen';

export interface ReviewVideoProps {
  videoId: string | null | undefined;
  title: string;
  /** The still shown until the visitor plays the video (a generated scene: nothing is fetched). */
  still: ReactNode;
}

/**
 * A video review as a facade (spec 2.7): the still and a play button, and the video service's
 * player (its scripts and cookies) only once the visitor asks for it. An id that is not 11
 * characters gets no thumbnail and no player: the still alone.
 */
export function ReviewVideo({ videoId, title, still }: ReviewVideoProps) {
  const facade = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  // Scrolled into view, the player loads (without playing): spec 2.7's "on tap or in view".
  const inView = useNearScreen(facade, '0px');
  if (!isVideoId(videoId)) return <>{still}</>;
  if (playing || inView) {
    return (
      <iframe
        className={styles.player}
        src={`${MARKETING.videoEmbedOrigin}/embed/${videoId}?${playing ? 'autoplay=1&' : ''}rel=0`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  }
  return (
    <div ref={facade} className={styles.facade} data-video-id={videoId}>
      {still}
      <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">Play video: {title}</span>
      </button>
    </div>
  );
}
