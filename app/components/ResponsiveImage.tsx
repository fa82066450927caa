import { createContext, useContext } from "react";
import { FALLBACK_ARTICLE_IMAGE } from "~/domain/articles";
import { responsiveSrcSet } from "~/domain/images";

export interface ResponsiveImageProps {
  /** The stored address; empty or missing shows `fallback`. */
  src: string | null | undefined;
  /** Shown when `src` is empty; `null` shows nothing at all. */
  fallback?: string | null;
  alt: string;
  /** The image's own size in pixels: always set, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  sizes?: string;
  /** The article's own picture: shown even when the reader saves data. */
  essential?: boolean;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** The page's main image (largest contentful paint): eager, and fetched first. */
  priority?: boolean;
  className?: string;
}

/**
 * Whether the reader saves data ("Hemat data", decision 047): pictures other than an article's
 * own are left out. The root provides it from the request.
 */
export const DataSaverContext = createContext(false);

/**
 * Every content image of the site: fixed width and height, a smaller copy for phones where one
 * exists (`responsiveSrcSet`), the placeholder when no image is stored, lazy unless told.
 */
export function ResponsiveImage({
  src,
  fallback = FALLBACK_ARTICLE_IMAGE,
  alt,
  width,
  height,
  sizes,
  eager = false,
  priority = false,
  essential = false,
  className,
}: ResponsiveImageProps) {
  const savingData = useContext(DataSaverContext);
  const shown = src || fallback;
  if (!shown || (savingData && !essential)) return null;
  const lazy = !eager && !priority;
  return (
    <img
      src={shown}
      srcSet={responsiveSrcSet(src ?? "", width)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? "lazy" : "eager"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
