import { app } from "./app.ts";

// PORT is set only by the local stand-in; hosted Supabase picks the port itself.
const port = Deno.env.get("PORT");

if (port) {
  Deno.serve({ port: Number(port), hostname: "127.0.0.1", onListen: () => {} }, app.fetch);
} else {
  Deno.serve(app.fetch);
}
