// The project's loopback fake of the OpenAI API, in its own process for the
// bench. Prints `READY <baseURL>`; each JSON line on stdin replaces its options
// (answered with `OK`); stops when stdin closes.
import { startFakeOpenAi } from "../../supabase/functions/_shared/testing/fake-openai.ts";

const fake = await startFakeOpenAi(JSON.parse(Deno.args[0] ?? "{}"));
console.log(`READY ${fake.baseURL}`);
const decoder = new TextDecoder();
let buffer = "";
for await (const chunk of Deno.stdin.readable) {
  buffer += decoder.decode(chunk, { stream: true });
  let newline: number;
  while ((newline = buffer.indexOf("\n")) >= 0) {
    const line = buffer.slice(0, newline).trim();
    buffer = buffer.slice(newline + 1);
    if (line) {
      fake.options = JSON.parse(line);
      console.log("OK");
    }
  }
}
await fake.close();
Deno.exit(0);
