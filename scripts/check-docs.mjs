// Checks the documentation: every relative link (and image) in README.md and docs/**/*.md
// points at a file that exists; README.md has at most 300 lines, and its heading about
// playing comes within its first 80 lines. Anchors (#...) are not checked.
// Run from anywhere: `node scripts/check-docs.mjs`. Exits 1 with one line a problem.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const MAX_README_LINES = 300;
const PLAY_HEADING_BY_LINE = 80;

function markdownFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...markdownFiles(path));
    else if (name.endsWith(".md")) out.push(path);
  }
  return out;
}

// The link targets of a Markdown text, outside code blocks and code spans, with their lines.
function links(text) {
  const found = [];
  let fenced = false;
  text.split("\n").forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const plain = line.replace(/`[^`]*`/g, "");
    // [text](target) and ![alt](target), the target up to a space or ')'.
    for (const m of plain.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      found.push({ target: m[1], line: i + 1 });
    }
    // Reference definitions: [name]: target
    const ref = plain.match(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/);
    if (ref) found.push({ target: ref[1], line: i + 1 });
  });
  return found;
}

const problems = [];
const files = [join(root, "README.md")];
if (existsSync(join(root, "docs"))) files.push(...markdownFiles(join(root, "docs")));

for (const file of files) {
  const text = readFileSync(file, "utf8");
  for (const { target, line } of links(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#") || target.startsWith("//")) {
      continue; // a URL, a mail address or an anchor in the same page
    }
    const path = decodeURIComponent(target.split("#")[0].split("?")[0]);
    if (path === "") continue;
    const resolved = path.startsWith("/") ? join(root, path) : resolve(dirname(file), path);
    if (!existsSync(resolved)) {
      problems.push(`${relative(root, file)}:${line}: the link "${target}" points at a missing file (${relative(root, resolved)})`);
    }
  }
}

const readme = readFileSync(join(root, "README.md"), "utf8").replace(/\n$/, "").split("\n");
if (readme.length > MAX_README_LINES) {
  problems.push(`README.md: ${readme.length} lines, more than ${MAX_README_LINES}`);
}
const play = readme.findIndex((l) => /^#{1,6}\s.*\bplay/i.test(l));
if (play < 0) {
  problems.push(`README.md: no heading with "play" in it (how to play must come within the first ${PLAY_HEADING_BY_LINE} lines)`);
} else if (play + 1 > PLAY_HEADING_BY_LINE) {
  problems.push(`README.md:${play + 1}: the heading "${readme[play]}" comes after line ${PLAY_HEADING_BY_LINE}`);
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`check-docs: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`check-docs: ${files.length} files, every relative link found; README.md ${readme.length} lines, "${readme[play]}" at line ${play + 1}`);
