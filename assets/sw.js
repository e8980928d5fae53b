// Service worker: serves the app offline from a precache of every file of one build.
//
// scripts/precache.mjs (a Trunk post_build hook) rewrites the BUILD line below with the exact
// file list of dist/ and a version derived from the files' contents, so a new deployment always
// changes this script's bytes and the browser installs the new worker next to the old one.
//
// Consistency rule: a page only ever runs files of one build. The active worker answers from
// its own cache; a new worker fills a cache of its own, then waits until the page asks it to
// take over (the update banner), and only then are the old caches deleted. Nothing here touches
// localStorage, where the game in progress lives.

const BUILD = {"version":"unbuilt","files":[]};

// Caches are shared by every app on an origin, so names carry this app's scope: two copies
// hosted under different sub-paths never delete each other's caches.
const PREFIX = `reversi:${self.registration.scope}:`;
const CACHE = PREFIX + BUILD.version;
const SHELL = new URL("./", self.location).href;
// The AI worker has two builds, one with wasm SIMD (assets/worker_loader.js): only the one this
// browser starts is kept, by the loader's test (a module valid only where wasm has SIMD). A
// browser without WebAssembly (some let their users turn it off) still gets the page offline.
const SIMD =
  typeof WebAssembly === "object" &&
  WebAssembly.validate(
    new Uint8Array([
      0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, 0x03,
      0x02, 0x01, 0x00, 0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 0x0b,
    ]),
  );
const PRECACHED = new Map(
  BUILD.files
    .filter((f) => f.simd === undefined || f.simd === SIMD)
    .map((f) => [new URL(f.url, self.location).href, f.sha256]),
);
// A debug build lists no files. Its worker only retires a release build's worker left on the
// same origin (`./scripts/serve` and `trunk serve` share a port), which would otherwise keep
// serving the release build's cached page during development.
const RETIRE = BUILD.files.length === 0;

self.addEventListener("install", (event) => {
  event.waitUntil(RETIRE ? self.skipWaiting() : precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
      );
      if (RETIRE) {
        // Pages it took over reload on the change of worker and then load from the network.
        await self.registration.unregister();
        return;
      }
      // Only reached on the first install (nothing to mix with) or after the user accepted the
      // update and the page is about to reload, so taking control of open pages is safe.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") {
    self.skipWaiting();
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (RETIRE || request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(navigate(request));
  } else if (PRECACHED.has(request.url)) {
    event.respondWith(cacheFirst(request));
  }
});

/** Fetches every file of the build into this version's cache, refusing files of another build. */
async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    [...PRECACHED].map(async ([url, sha256]) => {
      // The HTTP cache usually already holds the file the page just loaded; only when its
      // bytes belong to another build is the network asked again.
      let response = await fetchVerified(url, "default", sha256);
      if (!response) {
        response = await fetchVerified(url, "reload", sha256);
      }
      if (!response) {
        throw new Error(`precache: ${url} does not match build ${BUILD.version}`);
      }
      await cache.put(url, response);
    }),
  );
}

/** The response for url if its body hashes to sha256 (hex), else null. */
async function fetchVerified(url, mode, sha256) {
  const response = await fetch(url, { cache: mode });
  if (!response.ok || response.redirected) {
    return null;
  }
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return hex === sha256 ? response : null;
}

/**
 * Network first, cache as fallback. A page from the network is used only when it is this
 * worker's build: a page of a newer deployment would load its hashed files from the network
 * but this build's unhashed ones (the AI worker) from the cache. In that case the cached page is
 * served and an update check starts, which leads to the update banner.
 */
async function navigate(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(SHELL);
  try {
    const response = await fetch(request);
    if (!cached || !response.ok) {
      return response;
    }
    const [fresh, mine] = await Promise.all([response.clone().text(), cached.clone().text()]);
    if (fresh === mine) {
      return response;
    }
    self.registration.update();
    return cached;
  } catch (error) {
    if (cached) {
      return cached;
    }
    throw error;
  }
}

/** Cache first: precached files are immutable for this build. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(request)) || fetch(request);
}
