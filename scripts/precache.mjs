#!/usr/bin/env node
// Trunk post_build hook (also runnable by hand on a built directory):
//   node scripts/precache.mjs [dir]      dir defaults to $TRUNK_STAGING_DIR
//
// 1. Release builds only: writes the Content-Security-Policy <meta> into index.html, with the
//    sha256 of every inline <script>/<style> Trunk injected (the wasm loader), so no inline
//    code runs unless it is exactly what this build produced.
// 2. Writes into sw.js the exact list of files to precache, each with its sha256, and a build
//    version hashed from all of them. Trunk hashes names before wasm-opt and leaves worker files
//    unhashed, so only the file contents can tell two builds apart. Debug builds get an empty
//    list, which makes sw.js retire any release worker instead of caching (see sw.js).
// Idempotent: running it again on its own output changes nothing; running it on a changed
// directory yields a new version.

import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("usage: precache.mjs <dir> (or run as a Trunk hook with $TRUNK_STAGING_DIR)");
  process.exit(2);
}
const release = process.argv[2] !== undefined || process.env.TRUNK_PROFILE === "release";

const sha256 = (data, encoding) => createHash("sha256").update(data).digest(encoding);

/** Every inline <script> or <style> body of the page (those without a src attribute). */
function inlineBodies(html, tag) {
  const re = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, "gi");
  return [...html.matchAll(re)].filter((m) => !/\bsrc\s*=/i.test(m[1])).map((m) => m[2]);
}

/**
 * The policy. 'wasm-unsafe-eval' lets the page compile its wasm without allowing eval();
 * worker-src 'self' lets it start the AI worker from a file of this origin; style-src-attr is
 * 'none' because the UI sets no style attributes (styling lives in the linked CSS files).
 */
function contentSecurityPolicy(html) {
  const hashes = (tag) => inlineBodies(html, tag).map((b) => `'sha256-${sha256(b, "base64")}'`);
  return [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...new Set(hashes("script"))].join(" "),
    ["style-src 'self'", ...new Set(hashes("style"))].join(" "),
    "style-src-attr 'none'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join("; ");
}

function writeCsp(indexPath) {
  let html = readFileSync(indexPath, "utf8");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html)}">`;
  const existing = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;
  if (existing.test(html)) {
    html = html.replace(existing, meta);
  } else {
    // The policy only covers what comes after it, so it goes first in <head> (after the
    // charset declaration, which must stay within the first bytes).
    // Minified pages may have no <head> tag at all.
    const anchor = [/<meta charset[^>]*>/i, /<head\b[^>]*>/i].find((re) => re.test(html));
    if (!anchor) {
      console.error(`precache: no <meta charset> or <head> in ${indexPath} to put the CSP after`);
      process.exit(1);
    }
    html = html.replace(anchor, (tag) => `${tag}${meta}`);
  }
  writeFileSync(indexPath, html);
}

function listFiles(root) {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      // Dotfiles (Trunk's .trunk-lock) are not part of the app, and many hosts hide them.
      if (entry.name.startsWith(".")) continue;
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) out.push(relative(root, path).split(sep).join("/"));
    }
  };
  walk(root);
  return out.sort();
}

if (release) writeCsp(join(dir, "index.html"));

const swPath = join(dir, "sw.js");
// The page itself is cached under "./" (what start_url and navigations ask for): some hosts
// redirect "index.html" to "./", and a redirected response cannot answer a navigation.
// The AI worker's two builds (assets/worker_loader.js) are marked with the wasm SIMD they
// need: sw.js keeps offline only the one its browser starts.
const workerBuilds = { "worker.js": false, "worker_bg.wasm.zlib": false, "worker_simd.js": true, "worker_simd_bg.wasm.zlib": true };
const files = (release ? listFiles(dir) : [])
  .filter((f) => f !== "sw.js")
  .map((f) => ({
    url: f === "index.html" ? "./" : f,
    sha256: sha256(readFileSync(join(dir, f)), "hex"),
    ...(f in workerBuilds ? { simd: workerBuilds[f] } : {}),
  }));
const version = sha256(files.map((f) => `${f.url} ${f.sha256}\n`).join(""), "hex").slice(0, 16);

const sw = readFileSync(swPath, "utf8");
const buildLine = /^const BUILD = .*;$/m;
if (!buildLine.test(sw)) {
  console.error(`precache: no "const BUILD = ...;" line in ${swPath}`);
  process.exit(1);
}
writeFileSync(swPath, sw.replace(buildLine, () => `const BUILD = ${JSON.stringify({ version, files })};`));
console.log(`precache: ${files.length} files, version ${version}${release ? ", CSP written" : ""}`);
