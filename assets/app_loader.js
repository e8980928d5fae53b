// Starts the app: wasm-bindgen's glue for the main module, which fetches its wasm from beside
// itself (app/reversi_bg.wasm) and runs the app. scripts/build-app builds both; the chunks that
// hold the features opened later are fetched by app/__wasm_split.js when first needed.
import init from "./app/reversi.js";

init();
