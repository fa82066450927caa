/**
 * A smaller copy for phones, where one exists: every 1200 px seed image has an 800 px twin
 * ("hero.jpg" -> "hero-800.jpg"), enough for a 360-400 px wide phone screen at twice the pixel
 * density. Phones on slow, paid data then download about half as much. Other images (smaller
 * seed images, future uploads) are served as they are.
 */
export function responsiveSrcSet(src: string, width: number): string | undefined {
  if (width <= 800) return undefined;
  const match = /^(\/images\/seed\/[a-z0-9-]+)\.jpg$/.exec(src);
  if (!match || /-800$/.test(match[1]!)) return undefined;
  return `${match[1]}-800.jpg 800w, ${src} ${width}w`;
}
