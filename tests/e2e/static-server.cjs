// A static host for the PWA tests, like a plain static web host: serves a directory under a URL
// prefix (to prove the app works under a sub-path), gzips text as hosts do, answers
// revalidations with 304, and counts what it sends (to measure the first-load transfer).
//
//   node tests/e2e/static-server.cjs <dir> [prefix] [port]     (serves until killed)

const http = require("node:http");
const fs = require("node:fs");
const path = require("node:path");
const zlib = require("node:zlib");
const crypto = require("node:crypto");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".wasm", ".json", ".webmanifest", ".svg"]);

/**
 * Starts serving `root` at `prefix` (which starts and ends with "/") on 127.0.0.1.
 * Resolves to { origin, url, stats, reset(), close() }; stats.bytes counts body bytes sent,
 * stats.requests lists the paths asked for.
 */
function startServer({ root, prefix = "/", port = 0 }) {
  const stats = { bytes: 0, requests: [] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://host");
    stats.requests.push(url.pathname);
    const send = (status, headers, body) => {
      res.writeHead(status, headers);
      if (body && req.method !== "HEAD") {
        stats.bytes += body.length;
        res.end(body);
      } else {
        res.end();
      }
    };
    if (url.pathname === prefix.slice(0, -1)) {
      return send(301, { Location: prefix + url.search });
    }
    if (!url.pathname.startsWith(prefix)) {
      return send(404, { "Content-Type": "text/plain" }, Buffer.from("not found"));
    }
    let rel = decodeURIComponent(url.pathname.slice(prefix.length));
    if (rel === "" || rel.endsWith("/")) rel += "index.html";
    const file = path.resolve(root, rel);
    if (!file.startsWith(path.resolve(root) + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      return send(404, { "Content-Type": "text/plain" }, Buffer.from("not found"));
    }
    const data = fs.readFileSync(file);
    const ext = path.extname(file);
    const etag = `"${crypto.createHash("sha1").update(data).digest("base64url")}"`;
    const headers = {
      "Content-Type": TYPES[ext] || "application/octet-stream",
      "Cache-Control": "no-cache",
      ETag: etag,
      Vary: "Accept-Encoding",
    };
    if (req.headers["if-none-match"] === etag) {
      return send(304, headers);
    }
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
      headers["Content-Encoding"] = "gzip";
      return send(200, headers, zlib.gzipSync(data, { level: 6 }));
    }
    return send(200, headers, data);
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      resolve({
        origin,
        url: origin + prefix,
        stats,
        reset() {
          stats.bytes = 0;
          stats.requests = [];
        },
        close() {
          server.closeAllConnections();
          return new Promise((done) => server.close(done));
        },
      });
    });
  });
}

module.exports = { startServer };

if (require.main === module) {
  const [root, prefix = "/", port = "8090"] = process.argv.slice(2);
  if (!root) {
    console.error("usage: static-server.cjs <dir> [prefix] [port]");
    process.exit(2);
  }
  startServer({ root, prefix, port: Number(port) }).then((s) => console.log(`serving ${root} at ${s.url}`));
}
