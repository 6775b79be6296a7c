import { VocabularyNearHits } from "../../../src/content/near-hits.ts";
import { PageProbe } from "../../../src/content/page-probe.ts";
import { probeSourceOf } from "../../../src/content/probe-source.ts";
import { createDetector } from "../../../src/core/detect/index.ts";
import { tailHit } from "../../../src/core/detect/trigger.ts";
import { SHAPES } from "../core/detect/adversarial.ts";
import { COVERED, GRAMMAR } from "../core/detect/helpers.ts";
import { QUOTATIONS } from "../core/detect/quotations/helpers.ts";

const probe = new PageProbe(probeSourceOf(createDetector(GRAMMAR, COVERED, { quotations: QUOTATIONS })));
const gate = (text: string) => {
  const near = new VocabularyNearHits({
    trigger: probe.trigger,
    tailHit: (t) => tailHit(probe.triggerTail, t),
    mightHaveVocabulary: (t) => probe.vocabulary.test(t),
  });
  const CH = 4096;
  let any = false;
  for (let i = 0; i < text.length; i += CH) {
    const chunk = text.slice(i, i + CH);
    any = probe.mightContainQuotation(chunk) || near.feed(chunk, 0, i + CH >= text.length) || any;
    probe.mightContainReference(chunk);
  }
  return any;
};
for (const [name, make] of SHAPES) {
  const t = (n: number) => {
    const s = make(n);
    const a = performance.now();
    gate(s);
    return performance.now() - a;
  };
  t(20000);
  const a = t(250_000),
    b = t(1_000_000);
  if (b / a > 6 || b > 500) console.log("SLOW", name, a.toFixed(0), b.toFixed(0), (b / a).toFixed(1));
  else console.log("ok", name, a.toFixed(0), b.toFixed(0));
}
