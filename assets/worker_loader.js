// Starts the AI worker: wasm-bindgen's glue (worker.js), then its wasm, both built by Trunk
// beside this file; the build ships the wasm zlib-compressed (worker_bg.wasm.zlib,
// scripts/compress-weights.mjs), as it does the app's, and the browser inflates it. Trunk's own
// loader shim drops a failed load silently (a rejected promise in a worker never reaches the
// page), so the page would wait for an AI that never comes. Here either failure, the glue's
// fetch or the wasm's fetch and start, is posted to the page as a plain string (its search
// messages are postcard bytes: see src/protocol/wire.rs), and the page replaces the worker or
// tells the player.
const fail = (error) => postMessage(`the AI could not load: ${error}`);

/** The worker's wasm: inflated, or as built where no compressed copy was made. */
async function wasm() {
  const packed = await fetch("./worker_bg.wasm.zlib");
  if (!packed.ok) return fetch("./worker_bg.wasm");
  const inflated = packed.body.pipeThrough(new DecompressionStream("deflate"));
  return new Response(inflated, { headers: { "Content-Type": "application/wasm" } });
}

try {
  // The wasm's fetch starts before the glue's, which blocks this script until it is in: on a
  // slow link the two then share the wait.
  const module = wasm();
  module.catch(() => {});
  importScripts("./worker.js");
  wasm_bindgen({ module_or_path: module }).catch(fail);
} catch (error) {
  fail(error);
}
