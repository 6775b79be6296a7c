/**
 * A browser that sees no Arabic font, as on a machine that has none: a wrapper script runs the
 * browser in a mount namespace (unshare, so as root) where Amiri's folder is empty, DejaVu's holds
 * DejaVu Serif alone (DejaVu Sans has Arabic) and fontconfig's cache starts afresh. Neither browser
 * can be told to ignore fonts that fontconfig finds (Chromium reads no FONTCONFIG_FILE), so hiding
 * the files is what works. Used by the verse-font e2e and the screenshots.
 */
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Mount namespaces need root; CI runs as root. */
export const CAN_HIDE_FONTS = process.getuid?.() === 0;

/** The path of a script that starts `executable` with every Arabic system font hidden. */
export function noArabicFontWrapper(executable: string): string {
  const dir = mkdtempSync(join(tmpdir(), "badr-lens-nofont-"));
  const script = join(dir, "browser");
  writeFileSync(
    script,
    `#!/bin/sh
exec unshare -m sh -c '
  set -e
  serif=$(mktemp -d)
  cp /usr/share/fonts/truetype/dejavu/DejaVuSerif*.ttf "$serif"/
  if [ -d /usr/share/fonts/opentype/fonts-hosny-amiri ]; then mount -t tmpfs none /usr/share/fonts/opentype/fonts-hosny-amiri; fi
  mount -t tmpfs none /usr/share/fonts/truetype/dejavu
  cp "$serif"/*.ttf /usr/share/fonts/truetype/dejavu/
  mount -t tmpfs none /var/cache/fontconfig
  exec ${executable} "$@"
' sh "$@"
`,
  );
  chmodSync(script, 0o755);
  return script;
}
