import { data } from "react-router";
import type { Route } from "./+types/test-error";
import { privatePage } from "~/server/http.server";

export const headers = privatePage;

// Throws an unexpected error, to prove the 500 page; enabled like /__test/toast.
export function loader({ context }: Route.LoaderArgs) {
  if (context.cloudflare.env.ENABLE_TEST_ROUTES !== "true") throw data(null, { status: 404 });
  throw new Error("Rahasia internal: koneksi basis data gagal");
}

export default function TestError() {
  return null;
}
