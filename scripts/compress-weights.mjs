#!/usr/bin/env node
// Trunk post_build hook, run before precache.mjs (see Trunk.toml; also runnable by hand):
//   node scripts/compress-weights.mjs [dir]      dir defaults to $TRUNK_STAGING_DIR
//
// Replaces the evaluation's weights.bin, which Trunk copied into the build, by weights.bin.zlib:
// 0.70 MB instead of 1.7 MB on every host, also on the many static hosts that send .bin files
// uncompressed; the page inflates it with the browser's DecompressionStream("deflate"), which
// reads zlib, piece by piece as it arrives (src/ui/fetch.rs). Idempotent: without weights.bin
// there is nothing to do.

import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { constants, deflateSync } from "node:zlib";

const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("usage: compress-weights.mjs <dir> (or run as a Trunk hook with $TRUNK_STAGING_DIR)");
  process.exit(2);
}
// The opening book (crates/engine/src/book, docs/book.md) and the puzzle file (crates/engine/src/puzzles,
// fetched by the page after its first paint) travel the same way, and so does the app's main
// wasm module, which the board waits for: 0.26 MB rather than 0.65 MB where the host sends .wasm
// files uncompressed (app_loader.js inflates it), and the AI worker's, which the first reply
// waits for, once per worker: 55 KB rather than 137 KB (worker_loader.js inflates it), in both
// of its builds (portable and SIMD).
for (const name of [
  "weights.bin",
  "book.bin",
  "puzzles.bin",
  "app/reversi_bg.wasm",
  "worker_bg.wasm",
  "worker_simd_bg.wasm",
]) {
  const plain = join(dir, name);
  if (existsSync(plain)) compress(plain);
}

// The app's chunks (scripts/build-app), which the loader app/__wasm_split.js fetches as their
// features first show, most of them as soon as the board is up: they share the link with the
// AI worker's code and the weights, which the first reply waits for. They travel compressed
// too, 0.13 MB rather than 0.33 MB, and the loader inflates them as they arrive.
const loader = join(dir, "app", "__wasm_split.js");
if (existsSync(loader)) {
  let js = readFileSync(loader, "utf8");
  for (const name of readdirSync(join(dir, "app")).filter((f) => f.endsWith(".wasm"))) {
    compress(join(dir, "app", name));
    js = js.replaceAll(`"./${name}"`, `"./${name}.zlib"`);
  }
  js = js.replaceAll("WebAssembly.instantiateStreaming(src, imports)", "WebAssembly.instantiateStreaming(src.then(inflated), imports)");
  if (!js.includes("function inflated(")) {
    js += `
/** A chunk as served, zlib-compressed (scripts/compress-weights.mjs), inflated as it arrives. */
function inflated(response) {
    if (!response.ok) throw new Error(\`HTTP status \${response.status}\`);
    const body = response.body.pipeThrough(new DecompressionStream("deflate"));
    return new Response(body, { headers: { "Content-Type": "application/wasm" } });
}
`;
  }
  // Every chunk the loader fetches must now be a compressed one it inflates: a spelling the
  // rewriting above missed would fail only when a player opens that feature.
  const plainFetches = js.match(/"\.\/[^"/]+\.wasm"/g) ?? [];
  const plainStarts = js.split("instantiateStreaming(src, imports)").length - 1;
  if (plainFetches.length > 0 || plainStarts > 0) {
    console.error(`compress-weights: ${loader} still fetches plain chunks: ${plainFetches.join(" ")} (${plainStarts} uninflated starts)`);
    process.exit(1);
  }
  writeFileSync(loader, js);
}

/** Replaces `plain` by `plain.zlib`, compressed at zlib's best level. */
function compress(plain) {
  const compressed = deflateSync(readFileSync(plain), { level: constants.Z_BEST_COMPRESSION });
  writeFileSync(`${plain}.zlib`, compressed);
  rmSync(plain);
}
