// Starts the app: wasm-bindgen's glue for the main module (app/reversi.js) and its wasm, which
// the build ships zlib-compressed (app/reversi_bg.wasm.zlib, scripts/compress-weights.mjs) so
// that hosts which send .wasm files uncompressed do not make the board wait for 0.65 MB; the
// browser inflates it, as it does the book and the puzzles. scripts/build-app builds both;
// the chunks that hold the features opened later are fetched by app/__wasm_split.js when
// first needed.
import init from "./app/reversi.js";

/** The main module's wasm: inflated, or as built where no compressed copy was made. */
async function wasm() {
  const packed = await fetch(new URL("./app/reversi_bg.wasm.zlib", import.meta.url));
  if (!packed.ok) return fetch(new URL("./app/reversi_bg.wasm", import.meta.url));
  const inflated = packed.body.pipeThrough(new DecompressionStream("deflate"));
  return new Response(inflated, { headers: { "Content-Type": "application/wasm" } });
}

init({ module_or_path: wasm() });
