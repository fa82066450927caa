import { serveImage } from "~/server/images.server";
import type { Route } from "./+types/image";

// Uploaded images from R2: /gambar/public/…, /gambar/about-page/…, /gambar/hero-section/….
export function loader({ request, params, context }: Route.LoaderArgs) {
  return serveImage(context.cloudflare.env, params["*"] ?? "", request);
}
