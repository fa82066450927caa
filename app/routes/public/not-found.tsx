import { data } from "react-router";
import { privatePage } from "~/server/http.server";

export const headers = privatePage;

// Any unknown path: answer 404 and let the root error boundary render the page inside the frame.
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
