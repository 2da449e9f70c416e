// config.toml as the Supabase CLI reads it: paths relative to the file's own folder, and the
// settings a feature cannot start without.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { loadProjectConfig } from "../../local/config.ts";

/** Runs `check` with a config.toml of `lines` in a fresh folder: the file's path and folder. */
function withConfigFile(lines: string[], check: (path: string, dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), "crm-config-"));
  try {
    const path = join(dir, "config.toml");
    writeFileSync(path, lines.join("\n"));
    check(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("config.toml: seed, signing keys and mail templates are found beside the file", () => {
  withConfigFile(
    [
      "[db.seed]",
      'sql_paths = ["./seed.sql", "./seeds/more.sql"]',
      "[auth]",
      'signing_keys_path = "./signing_keys.json"',
      "[auth.email.template.recovery]",
      'subject = "Reset"',
      'content_path = "./templates/recovery.html"',
    ],
    (path, dir) => {
      const config = loadProjectConfig(path);
      assert.deepEqual(config.seedPaths, [join(dir, "seed.sql"), join(dir, "seeds", "more.sql")]);
      assert.equal(config.auth.signingKeysPath, join(dir, "signing_keys.json"));
      assert.equal(
        config.auth.email.templates.recovery?.contentPath,
        join(dir, "templates", "recovery.html"),
      );
    },
  );
});

test("config.toml: passkeys on need [auth.webauthn]'s relying party", () => {
  withConfigFile(["[auth.passkey]", "enabled = true"], (path) => {
    assert.throws(() => loadProjectConfig(path), /\[auth\.webauthn\] rp_id/);
  });
  withConfigFile(
    [
      "[auth.passkey]",
      "enabled = true",
      "[auth.webauthn]",
      'rp_id = "example.com"',
      'rp_display_name = "CRM"',
      'rp_origins = ["https://example.com"]',
    ],
    (path) => assert.equal(loadProjectConfig(path).auth.passkey?.rpId, "example.com"),
  );
});
