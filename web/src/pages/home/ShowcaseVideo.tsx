import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clipFiles, CLIP_SIZE, type ShowcaseKey } from '../../media/manifest';
import { useNearViewport } from './useNearViewport';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * A showcase clip (spec section 2): the poster until the pointer (or keyboard focus) enters, then the
 * looping video; leaving pauses it and rewinds it to the start. The video's files are asked for only
 * once the clip is near the viewport (the poster too), and a spinner shows while it is wanted but cannot play yet. With
 * reduced motion the poster stays and nothing is loaded.
 */
export function ShowcaseVideo({ clip, label }: { clip: ShowcaseKey; label: string }) {
  const { t } = useTranslation('home');
  const files = clipFiles(clip);
  const video = useRef<HTMLVideoElement>(null);
  const [near, nearRef] = useNearViewport<HTMLDivElement>();
  const reducedMotion = usePrefersReducedMotion();
  const [ready, setReady] = useState(false);
  const [wanted, setWanted] = useState(false);
  const load = near && !reducedMotion;

  useEffect(() => {
    const el = video.current;
    if (!el || !load) return;
    // The sources were just added: make the element pick them up.
    el.load();
  }, [load]);

  useEffect(() => {
    const el = video.current;
    if (!el || !ready) return;
    if (wanted) void el.play().catch(() => undefined);
    else {
      el.pause();
      el.currentTime = 0;
    }
  }, [wanted, ready]);

  const enter = () => setWanted(!reducedMotion);
  const leave = () => setWanted(false);
  const spinning = load && !ready;

  return (
    <div
      ref={nearRef}
      className="showcase-video"
      data-clip={clip}
      data-ready={ready}
      tabIndex={0}
      role="group"
      aria-label={reducedMotion ? t('clipLabel', { name: label }) : t('clipLabelPlays', { name: label })}
      onMouseEnter={enter}
      onMouseLeave={leave}
      onFocus={enter}
      onBlur={leave}
    >
      <video
        ref={video}
        muted
        loop
        playsInline
        preload={load ? 'auto' : 'none'}
        poster={near ? files.poster : undefined}
        width={CLIP_SIZE.width}
        height={CLIP_SIZE.height}
        aria-hidden="true"
        onCanPlay={() => setReady(true)}
      >
        {load ? (
          <>
            <source src={files.webm} type="video/webm" />
            <source src={files.mp4} type="video/mp4" />
          </>
        ) : null}
      </video>
      {spinning ? (
        <span className="showcase-video__spinner" data-testid="clip-spinner" aria-hidden="true" />
      ) : null}
    </div>
  );
}
