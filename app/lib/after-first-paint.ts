/**
 * Runs `callback` once the page's first frame is on screen. Hydration waits for it: on a fast
 * connection the scripts can arrive before the browser's first frame, and hydrating (a long
 * task on a slow phone) would then hold back the first paint of text that was already there
 * to show. requestAnimationFrame runs just before a frame is painted; the timeout after it
 * runs once that frame is on screen.
 */
export function afterFirstPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}
