import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "~/server/auth-flows.server";

export function loader() {
  return redirect("/");
}

export function action(args: Route.ActionArgs) {
  return signOut(args);
}
