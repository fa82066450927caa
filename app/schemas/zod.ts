import { z } from "zod";

// zod compiles object parsers with `new Function` when it can, and probes for it with
// `Function("")` on first use. The site's CSP forbids eval (decision 036): the probe fails
// safely, but the browser reports a CSP violation every time. Switched off here, for every
// schema, on the server and in the browser alike.
z.config({ jitless: true });

export { z };
