// The stand-in as a new user of supabase-js's auth-js or storage-js test project would start it:
// that project's config.toml [auth] settings, its seed, its signing keys and the API keys its
// tests sign, on a port of its own and a fresh database. See scripts/upstream/README.md.
// Usage: tsx scripts/upstream/standin.ts <packages/core folder> auth|storage <port>
import { createPrivateKey, createSign, type webcrypto } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { createAuthApp } from "../../local/auth/app.ts";
import { loadKeys, loadProjectConfig, type Keys } from "../../local/config.ts";
import type { ServiceContext } from "../../local/context.ts";
import { startEmbeddedPostgres } from "../../local/db/embedded.ts";
import { applyPlatformSchema } from "../../local/db/migrate.ts";
import { createGateway, type GatewayTargets } from "../../local/gateway.ts";
import { startMailCatcher } from "../../local/mail/catcher.ts";
import { listen, serveApp } from "../../local/stack.ts";
import { createStorageApp } from "../../local/storage/app.ts";

const [coreDir, suite, portArg] = process.argv.slice(2);
if (!coreDir || !["auth", "storage"].includes(suite) || !portArg) {
  console.error("usage: standin.ts <packages/core folder> auth|storage <port>");
  process.exit(2);
}
const testDir = join(coreDir, `${suite}-js`, "test");
const theirs = loadProjectConfig(join(testDir, "supabase", "config.toml"));
let keys: Keys = loadKeys();
let signingKeysPath = "";

if (suite === "auth") {
  // As their CI does before `supabase start`: a fresh RSA key that config.toml's signing_keys_path names.
  execFileSync("node", ["generate-signing-keys.js"], { cwd: testDir, stdio: "ignore" });
  signingKeysPath = join(testDir, "supabase", "signing_keys.json");
  const jwk = (
    JSON.parse(readFileSync(signingKeysPath, "utf8")) as (webcrypto.JsonWebKey & { kid: string })[]
  )[0];
  const key = createPrivateKey({ key: jwk, format: "jwk" });
  // The very tokens test/lib/clients.ts signs with jsonwebtoken (RS256 is deterministic).
  const sign = (role: string) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const input = `${part({ alg: "RS256", typ: "JWT", kid: jwk.kid })}.${part({ iss: "supabase-demo", role, exp: 1983812996, iat: 1768925145 })}`;
    return `${input}.${createSign("RSA-SHA256").update(input).sign(key, "base64url")}`;
  };
  keys = { ...keys, anonKey: sign("anon"), serviceRoleKey: sign("service_role") };
}

const dataDir = mkdtempSync(join(tmpdir(), `upstream-${suite}-`));
const db = await startEmbeddedPostgres({ dataDir: join(dataDir, "db"), port: 0 });
const sql = postgres(db.url, { prepare: false, max: 4, onnotice: () => {} });
await applyPlatformSchema(sql);
if (suite === "storage") {
  // As `supabase db reset` runs it: pgcrypto lives in the extensions schema.
  const seed = readFileSync(join(testDir, "supabase", "seed.sql"), "utf8");
  await sql.unsafe(`set search_path = public, extensions;\n${seed}`).simple();
}

const port = Number(portArg);
const targets: GatewayTargets = {
  authPort: 0,
  storagePort: 0,
  functions: new Map(),
  webDist: join(dataDir, "no-web-app"),
};
const gateway = createGateway(targets);
await listen(gateway, port);
const catcher = await startMailCatcher({ webPort: 0, smtpPort: 0, mailDir: join(dataDir, "mail") });
const ctx: ServiceContext = {
  sql,
  keys,
  // This repository's settings for all else, with no buckets: their seed makes its own.
  project: { ...loadProjectConfig(), buckets: [], auth: { ...theirs.auth, signingKeysPath } },
  publicUrl: `http://127.0.0.1:${port}`,
  dataDir,
  mailCatcherSmtpPort: catcher.smtpPort,
};
targets.authPort = (await serveApp(createAuthApp(ctx))).port;
targets.storagePort = (await serveApp(createStorageApp(ctx))).port;
console.log(`ready ${suite} http://127.0.0.1:${port} mail ${catcher.url} data ${dataDir}`);
