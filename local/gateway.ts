import { createReadStream, existsSync, statSync } from "node:fs";
import http from "node:http";
import { extname, join, normalize } from "node:path";
import type { FunctionProcess } from "./functions.ts";

// Mirrors the parts of Supabase's API gateway (Kong) the product uses.

export interface GatewayTargets {
  authPort: number;
  storagePort: number;
  functions: Map<string, FunctionProcess>;
  webDist: string;
}

const MAX_FUNCTION_BODY = 60 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * What the SPA is served with (README "Static hosting" gives the same for other
 * hosts): scripts only from its own files (Vite's build has no inline script),
 * never framed, no referrer beyond the origin, no MIME sniffing. Styles allow
 * inline because components set style attributes.
 */
export const SPA_SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; "),
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};

function corsHeaders(req: http.IncomingMessage): Record<string, string> {
  return {
    "access-control-allow-origin": req.headers.origin ?? "*",
    "access-control-allow-credentials": "true",
    "access-control-allow-methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "access-control-allow-headers":
      req.headers["access-control-request-headers"] ??
      "authorization, x-client-info, apikey, content-type, x-upsert, x-supabase-api-version",
    "access-control-expose-headers":
      "content-range, content-length, etag, x-total-count, link, x-sb-error-code, x-supabase-api-version",
    "access-control-max-age": "3600",
  };
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function apikeyOf(req: http.IncomingMessage, url: URL): string | null {
  const header = req.headers.apikey;
  return (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get("apikey");
}

function forwardHeaders(
  req: http.IncomingMessage,
  apikey: string | null,
): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...req.headers };
  if (!headers.authorization && apikey) headers.authorization = `Bearer ${apikey}`;
  headers["x-forwarded-host"] = req.headers.host;
  headers["x-forwarded-proto"] = "http";
  headers["x-forwarded-for"] = req.socket.remoteAddress ?? "127.0.0.1";
  return headers;
}

/**
 * Forwards the request, its body streamed as it arrives. The body starts flowing only once the
 * connection is open, so a function being restarted (connection refused) can be tried again with
 * the body still unread. A body past `bodyLimit` bytes cuts the upstream and is answered 413. Once
 * the answer is out (an upload refused early), what is left of the body is read and dropped, so
 * the client, still sending, gets the answer rather than a reset connection.
 */
function proxy(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  port: number,
  path: string,
  headers: http.OutgoingHttpHeaders,
  bodyLimit = Infinity,
): Promise<"done" | "refused"> {
  return new Promise((resolve) => {
    let tooLarge = false;
    const dropRestOfBody = () => {
      req.unpipe(upstream);
      if (!req.readableEnded) req.resume();
    };
    const upstream = http.request(
      { host: "127.0.0.1", port, method: req.method, path, headers },
      (upstreamRes) => {
        // Hop-by-hop: an upstream closing its own connection (after refusing an upload it did
        // not read) must not close the client's, which may still be sending.
        const {
          connection: _connection,
          "keep-alive": _keepAlive,
          ...endToEnd
        } = upstreamRes.headers;
        res.writeHead(upstreamRes.statusCode ?? 502, { ...endToEnd, ...corsFor(req, upstreamRes) });
        upstreamRes.pipe(res);
        upstreamRes.once("close", () => {
          if (!upstreamRes.complete) res.destroy();
          dropRestOfBody();
          resolve("done");
        });
      },
    );
    upstream.once("error", (error: NodeJS.ErrnoException) => {
      // Once the answer has started, its own close above ends the exchange.
      if (tooLarge || res.headersSent) return;
      if (error.code === "ECONNREFUSED") return resolve("refused");
      sendJson(res, 502, { message: "An invalid response was received from the upstream server" });
      dropRestOfBody();
      resolve("done");
    });
    res.once("close", () => upstream.destroy());
    const sendBody = () => {
      let seen = 0;
      req.on("data", (chunk: Buffer) => {
        seen += chunk.length;
        if (seen <= bodyLimit || tooLarge) return;
        tooLarge = true;
        upstream.destroy();
        dropRestOfBody();
        sendJson(res, 413, { message: "Request Entity Too Large" });
        resolve("done");
      });
      req.pipe(upstream);
    };
    upstream.once("socket", (socket) => {
      if (socket.connecting) socket.once("connect", sendBody);
      else sendBody();
    });
  });
}

/** Upstreams that answer CORS themselves (functions) keep their headers; the others get the gateway's. */
function corsFor(req: http.IncomingMessage, upstreamRes: http.IncomingMessage) {
  return upstreamRes.headers["access-control-allow-origin"] || !req.headers.origin
    ? {}
    : corsHeaders(req);
}

function serveStatic(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  dist: string,
  pathname: string,
) {
  const file = normalize(join(dist, decodeURIComponent(pathname)));
  const inside = file.startsWith(dist);
  const isFile = inside && existsSync(file) && statSync(file).isFile();
  const target = isFile ? file : join(dist, "index.html");
  if (!isFile && extname(pathname)) return sendJson(res, 404, { message: "Not found" });
  if (!existsSync(target)) {
    res.writeHead(503, { "content-type": "text/plain; charset=utf-8" });
    return res.end("The web app has not been built yet: run `npm run build:web`.");
  }
  const immutable = isFile && pathname.startsWith("/assets/");
  res.writeHead(200, {
    ...SPA_SECURITY_HEADERS,
    "content-type": CONTENT_TYPES[extname(target)] ?? "application/octet-stream",
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
  });
  if (req.method === "HEAD") return res.end();
  createReadStream(target).pipe(res);
}

export function createGateway(targets: GatewayTargets): http.Server {
  async function route(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", "http://gateway");
    const { pathname } = url;
    const apikey = apikeyOf(req, url);
    const isApi = /^\/(auth|storage|functions)\/v1(\/|$)/.test(pathname);

    if (isApi && req.method === "OPTIONS" && !pathname.startsWith("/functions/")) {
      res.writeHead(200, corsHeaders(req));
      return res.end();
    }

    // As the Supabase CLI's Kong: no key check on auth routes (Auth checks the bearer token
    // where a route needs one); an apikey stands in for a missing Authorization header.
    if (pathname.startsWith("/auth/v1/") || pathname === "/auth/v1") {
      const path = pathname.slice("/auth/v1".length) || "/";
      return proxy(req, res, targets.authPort, path + url.search, forwardHeaders(req, apikey));
    }

    if (pathname.startsWith("/storage/v1/")) {
      const path = pathname.slice("/storage/v1".length) + url.search;
      return proxy(req, res, targets.storagePort, path, forwardHeaders(req, apikey));
    }

    const fn = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(pathname);
    if (fn) {
      const target = targets.functions.get(fn[1]);
      if (!target)
        return sendJson(res, 404, {
          code: "NOT_FOUND",
          message: "Requested function was not found",
        });
      const path = `/${fn[1]}${fn[2] ?? ""}${url.search}`;
      const headers = forwardHeaders(req, null);
      // A function that crashed is being restarted: wait for it rather than fail the request.
      for (let attempt = 0; attempt < 2; attempt++) {
        const outcome = await proxy(req, res, target.port, path, headers, MAX_FUNCTION_BODY);
        if (outcome === "done") return;
        if (!(await target.whenReady())) break;
      }
      return sendJson(res, 503, {
        code: "BOOT_ERROR",
        message: "Function failed to start (please check logs)",
      });
    }

    if (isApi) return sendJson(res, 404, { message: "no Route matched with those values" });
    if (req.method !== "GET" && req.method !== "HEAD")
      return sendJson(res, 405, { message: "Method not allowed" });
    return serveStatic(req, res, targets.webDist, pathname);
  }

  return http.createServer((req, res) => {
    route(req, res).catch((error) => {
      console.error("[gateway]", error);
      if (!res.headersSent) sendJson(res, 502, { message: "Gateway error" });
      else res.destroy();
    });
  });
}
