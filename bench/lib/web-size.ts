// What /login downloads before it can render: the entry chunk and what
// index.html preloads, then the login route's own lazy chunk (and its imports
// not already loaded), gzip-compressed as a server would send them.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { nodeBin, repoRoot } from "../../local/config.ts";

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface WebSize {
  buildSeconds: number;
  initial: { files: { file: string; bytes: number; gzip: number }[]; bytes: number; gzip: number };
  loginChunk: {
    files: { file: string; bytes: number; gzip: number }[];
    bytes: number;
    gzip: number;
  };
  loginTotalGzip: number;
}

/** Builds the SPA exactly as `npx vite build --config web/vite.config.ts` does, into a temporary folder (web/dist is left alone). */
export function measureWebSize(): WebSize {
  const out = mkdtempSync(join(tmpdir(), "crm-bench-web-"));
  try {
    const t = performance.now();
    const result = spawnSync(
      nodeBin("vite"),
      [
        "build",
        "--config",
        "web/vite.config.ts",
        "--outDir",
        out,
        "--emptyOutDir",
        "--manifest",
        "--logLevel",
        "warn",
      ],
      {
        cwd: repoRoot,
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    if (result.status !== 0) throw new Error("vite build failed");
    const buildSeconds = (performance.now() - t) / 1000;
    const manifest: Record<string, ManifestChunk> = JSON.parse(
      readFileSync(join(out, ".vite", "manifest.json"), "utf8"),
    );
    const html = readFileSync(join(out, "index.html"), "utf8");
    const size = (file: string) => {
      const bytes = readFileSync(join(out, file));
      return { file, bytes: bytes.length, gzip: gzipSync(bytes).length };
    };
    const initialFiles = [
      ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g)].map(
        (m) => m[1],
      ),
    ].filter((f) => f.endsWith(".js"));
    const initial = [...new Set(initialFiles)].map(size);
    const loaded = new Set(initial.map((f) => f.file));
    const loginKey = Object.keys(manifest).find(
      (k) => manifest[k].isDynamicEntry && /LoginPage/.test(k),
    );
    const loginFiles: ReturnType<typeof size>[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || loaded.has(chunk.file)) return;
      loaded.add(chunk.file);
      loginFiles.push(size(chunk.file));
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    if (loginKey) visit(loginKey);
    const sum = (files: { bytes: number; gzip: number }[], k: "bytes" | "gzip") =>
      files.reduce((n, f) => n + f[k], 0);
    return {
      buildSeconds,
      initial: { files: initial, bytes: sum(initial, "bytes"), gzip: sum(initial, "gzip") },
      loginChunk: {
        files: loginFiles,
        bytes: sum(loginFiles, "bytes"),
        gzip: sum(loginFiles, "gzip"),
      },
      loginTotalGzip: sum(initial, "gzip") + sum(loginFiles, "gzip"),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
