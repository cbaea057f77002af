// Outflank's service worker. The build prepends `const BUILD = { version, files }`
// (scripts/write-sw.mjs): every file of the build and a hash of all their contents.
// A new build therefore installs a new cache and deletes the old one, even for the
// worker's files, whose names Trunk does not hash.
/* global BUILD */
"use strict";

const CACHE = `outflank-${BUILD.version}`;
const PREFIX = "outflank-";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Bypass the HTTP cache: a stale copy of an unhashed file must not be precached.
      await cache.addAll(BUILD.files.map((f) => new Request(f, { cache: "reload" })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

// Cache first: everything the app needs is precached, so it starts and plays offline.
// Only same-origin GETs are handled; the app makes no other requests.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit =
        request.mode === "navigate"
          ? await cache.match("./index.html")
          : await cache.match(request, { ignoreSearch: true });
      return hit || fetch(request);
    })(),
  );
});
