// Starts the AI worker: wasm-bindgen's glue, then its wasm, both built beside this file. There
// are two builds of it: worker_simd (scripts/build-worker-simd, with wasm SIMD: its search takes
// about 0.87x the time), started where the browser validates SIMD, and Trunk's portable worker,
// started elsewhere and where the SIMD build's wasm is missing (a host with an older copy of the
// site). The build ships each wasm zlib-compressed (*_bg.wasm.zlib, scripts/compress-weights.mjs),
// as it does the app's, and the browser inflates it. Trunk's own loader shim drops a failed load
// silently (a rejected promise in a worker never reaches the page), so the page would wait for
// an AI that never comes. Here either failure, the glue's fetch or the wasm's fetch and start, is
// posted to the page as a plain string (its search messages are postcard bytes: see
// src/protocol/wire.rs), and the page replaces the worker or tells the player.
const fail = (error) => postMessage(`the AI could not load: ${error}`);

/**
 * A module of one function returning a SIMD constant: valid only where wasm has SIMD. sw.js
 * tests the same bytes to keep this build offline, and must stay in step with this file.
 */
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // "\0asm", version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // types: () -> v128
  0x03, 0x02, 0x01, 0x00, // functions: one, of type 0
  0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c, // code: one body, no locals, v128.const
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x0b, // its 16 bytes, end
]);

/** Build `name`'s wasm: inflated, or as built where no compressed copy was made; null if absent. */
async function wasm(name) {
  const packed = await fetch(`./${name}_bg.wasm.zlib`);
  if (!packed.ok) {
    const plain = await fetch(`./${name}_bg.wasm`);
    return plain.ok ? plain : null;
  }
  const inflated = packed.body.pipeThrough(new DecompressionStream("deflate"));
  return new Response(inflated, { headers: { "Content-Type": "application/wasm" } });
}

/** Starts build `name`, or answers false where its wasm is absent. */
async function start(name) {
  // The glue only once the wasm is known to be there: both builds' glue declare the same
  // global, which a second script may not declare again. The wasm's body is still arriving
  // while the glue loads.
  const response = await wasm(name);
  if (!response) return false;
  importScripts(`./${name}.js`);
  await wasm_bindgen({ module_or_path: response });
  return true;
}

(async () => {
  if (WebAssembly.validate(SIMD_PROBE) && (await start("worker_simd"))) return;
  if (!(await start("worker"))) throw new Error("worker_bg.wasm is missing");
})().catch(fail);
