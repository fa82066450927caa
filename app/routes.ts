import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The product's route list (SPEC section 2), written out. Routes arrive with the issues that
// build them; anything else falls through to the not-found page.
export default [
  index("routes/public/home.tsx"),
  route("__test/toast", "routes/resources/test-toast.ts"),
  route("__test/error", "routes/resources/test-error.tsx"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
