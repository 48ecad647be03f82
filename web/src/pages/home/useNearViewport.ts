import { useCallback, useState } from 'react';

/**
 * True once the element has come within a screen's height of the viewport (and stays true): heavy
 * media is asked for only then, so the first load of a long page fetches posters, not videos.
 */
export function useNearViewport<T extends Element>(): [boolean, (el: T | null) => void] {
  const [near, setNear] = useState(false);
  const ref = useCallback((el: T | null) => {
    if (!el) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [near, ref];
}
