// How a size is written for people: in evidence's limits and refusals, a file's line on the case
// page and the desk's storage gauge. Kept alone, so a page that shows a size loads nothing else.

const MB = 1024 * 1024;

/** "10 MB", "2.5 MB", "830 KB": a size as a person reads it. */
export function sizeText(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
