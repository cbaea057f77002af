// The page's Content-Security-Policy (a meta tag in index.html) allows only its own
// scripts, plus the inline ones it names by hash. The build writes inline scripts the
// source cannot know in advance (Trunk's loader names the app's hashed files; the HTML
// minifier rewrites the service worker's registration), so post-build.mjs calls
// `hashInlineScripts` on the final index.html: every inline <script>'s SHA-256 is added to
// the policy's script-src, after 'wasm-unsafe-eval'.
import { createHash } from "node:crypto";

const META = /<meta\b[^>]*http-equiv=["']?Content-Security-Policy["']?[^>]*>/i;

/** The contents of every inline `<script>` (one without `src`; not a JSON data block, which never runs) of `html`, in order. */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs) && !/\btype\s*=\s*["']?application\/json/i.test(attrs))
    .map(([, , body]) => body);
}

/** A CSP source expression for the script `body`. */
export const scriptHash = (body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/** The policy text of `html`'s CSP meta tag, or null. */
export function policyOf(html) {
  const meta = html.match(META);
  if (!meta) return null;
  const content = meta[0].match(/\bcontent=(?:"([^"]*)"|'([^']*)')/i);
  return content ? (content[1] ?? content[2]) : null;
}

/**
 * `html` with the hash of each of its inline scripts added to the CSP's script-src.
 * Throws when the page has no CSP meta tag, or one whose script-src lacks
 * 'wasm-unsafe-eval' (the place the hashes go).
 */
export function hashInlineScripts(html) {
  const meta = html.match(META);
  if (!meta) throw new Error("index.html has no Content-Security-Policy meta tag");
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
  const anchor = "'wasm-unsafe-eval'";
  if (!meta[0].includes(anchor)) throw new Error(`the Content-Security-Policy has no ${anchor} in its script-src`);
  const updated = meta[0].replace(anchor, [anchor, ...hashes].join(" "));
  return html.replace(meta[0], updated);
}
