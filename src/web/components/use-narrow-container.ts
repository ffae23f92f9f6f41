import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element behind `ref` is narrower than `minWidth`. Measured in a layout effect,
 * so the first paint already shows the right layout, and kept up to date as the width changes.
 * The width of the content column, not the window, decides: the side menu takes a share of it.
 */
export function useNarrowContainer<T extends HTMLElement>(minWidth: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, narrow: width !== null && width < minWidth };
}
