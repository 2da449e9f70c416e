/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const gatewayUrl = process.env.VITE_GATEWAY_URL ?? "http://127.0.0.1:54321";
const gatewayProxy = { target: gatewayUrl, changeOrigin: true };

export default defineConfig({
  root: webRoot,
  envDir: repoRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    // The API's contract (enums and zod schemas), shared with the edge function.
    alias: {
      "@contract": fileURLToPath(
        new URL("../supabase/functions/_shared/contract/index.ts", import.meta.url),
      ),
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      "/auth/v1": gatewayProxy,
      "/storage/v1": gatewayProxy,
      "/functions/v1": gatewayProxy,
    },
  },
  test: {
    root: webRoot,
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // Screens render lazily; on a loaded 2-core CI machine 5 s is too tight.
    testTimeout: 15_000,
  },
});
