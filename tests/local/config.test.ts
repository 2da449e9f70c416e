// config.toml's paths are read as the Supabase CLI reads them: relative to the file's own folder.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { loadProjectConfig } from "../../local/config.ts";

test("config.toml: seed, signing keys and mail templates are found beside the file", () => {
  const dir = mkdtempSync(join(tmpdir(), "crm-config-"));
  try {
    const path = join(dir, "config.toml");
    writeFileSync(
      path,
      [
        "[db.seed]",
        'sql_paths = ["./seed.sql", "./seeds/more.sql"]',
        "[auth]",
        'signing_keys_path = "./signing_keys.json"',
        "[auth.email.template.recovery]",
        'subject = "Reset"',
        'content_path = "./templates/recovery.html"',
      ].join("\n"),
    );
    const config = loadProjectConfig(path);
    assert.deepEqual(config.seedPaths, [join(dir, "seed.sql"), join(dir, "seeds", "more.sql")]);
    assert.equal(config.auth.signingKeysPath, join(dir, "signing_keys.json"));
    assert.equal(
      config.auth.email.templates.recovery?.contentPath,
      join(dir, "templates", "recovery.html"),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
