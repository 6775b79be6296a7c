/**
 * A static server on 127.0.0.1 for tests/fixtures/pages. A few fixtures are served with the
 * headers that make them what they are (a strict CSP). Nothing here reaches any other address.
 */
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve } from "node:path";

export const FIXTURES_DIR = resolve(import.meta.dirname, "../../fixtures/pages");
/** The built embed (npm run build), served under /badr-lens/ as docs/EMBED.md tells a site to. */
const EMBED_DIR = resolve(import.meta.dirname, "../../../dist/embed");
/**
 * Any fixture under this prefix is served with the embed's tag added to its head: the same page as
 * a site that uses the embed (issues 34 and 35), e.g. /with-embed/reader.html.
 */
export const WITH_EMBED = "/with-embed/";
const EMBED_TAG = '<script src="/badr-lens/badr-lens.js" defer></script>';

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
};

/** Response headers for fixtures that test hostile conditions. */
const HEADERS: Record<string, Record<string, string>> = {
  // No font may load from anywhere: the popover's verse font must still be used (issue 13).
  "/verse-font.html": {
    "content-security-policy": "default-src 'none'; script-src 'self'; img-src 'self'; font-src 'none'",
  },
  // The Clipboard API refused, as on any page that says so: Copy falls back to a copy event, which
  // this page's listeners try to forge (issue 37).
  "/copy-forged.html": { "permissions-policy": "clipboard-write=()" },
  // A publisher's page with the embed, under the policy docs/EMBED.md asks a site to be able to
  // keep: its own scripts and styles only, Trusted Types required, no fonts (issue 34).
  "/embed/publisher.html": {
    "content-security-policy":
      "default-src 'self'; script-src 'self'; style-src 'self'; font-src 'none'; img-src 'self'; require-trusted-types-for 'script'; trusted-types 'none'",
  },
  "/strict-csp.html": {
    "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'none'; img-src 'none'",
  },
};

export interface FixtureServer {
  origin: string;
  url(path: string): string;
  close(): Promise<void>;
}

export interface ServerOptions {
  /**
   * Paths under these prefixes are served cacheable (an hour), as a site serves the embed's files
   * (docs/EMBED.md, "Self-hosting"); everything else is no-store. For the page bench, where the
   * browser's code cache for a site's scripts is part of what a reader's second page costs.
   */
  cacheable?: string[];
}

export async function startFixtureServer(
  extraRoots: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<FixtureServer> {
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname);
    if (path === "/favicon.ico") {
      // Browsers ask for it on every page; a 404 would show up as a console error.
      response.writeHead(204).end();
      return;
    }
    const roots: Record<string, string> = {
      "/badr-lens/": EMBED_DIR,
      [WITH_EMBED]: FIXTURES_DIR,
      ...extraRoots,
    };
    const prefix = Object.keys(roots).find((p) => path.startsWith(p));
    const base = prefix ? roots[prefix]! : FIXTURES_DIR;
    const relative = normalize(prefix ? path.slice(prefix.length) : path).replace(/^(\.\.[/\\])+/, "");
    const file = join(base, relative.endsWith("/") ? `${relative}index.html` : relative);
    if (!file.startsWith(base)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const read = await readFile(file);
      const body =
        prefix === WITH_EMBED && extname(file) === ".html"
          ? read.toString("utf8").replace(/<head[^>]*>/i, (head) => `${head}\n${EMBED_TAG}`)
          : read;
      response.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": options.cacheable?.some((p) => path.startsWith(p))
          ? "public, max-age=3600"
          : "no-store",
        ...HEADERS[prefix === WITH_EMBED ? `/${path.slice(WITH_EMBED.length)}` : path],
      });
      response.end(body);
    } catch {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (p) => `${origin}/${p.replace(/^\//, "")}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
