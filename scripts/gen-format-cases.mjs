#!/usr/bin/env node
// Oracle for Domain/Format: computes the site's display rules with JavaScript's own built-ins
// (Math.round, Number.prototype.toFixed, String(number), toLocaleString("en-US"), Intl.NumberFormat compact)
// over a fixed, seeded set of inputs, and writes Tests/DomainTests/Fixtures/format-cases.json.
//
// The Swift tests (Tests/DomainTests/FormatOracleTests.swift) load that file and check every case, so the
// Swift implementation is measured against the JavaScript engine rather than against itself.
//
// Run from the repository root:  node scripts/gen-format-cases.mjs
// The output is deterministic for a given Node/ICU version (recorded in the file's header).

import { writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outPath = join(root, "Tests", "DomainTests", "Fixtures", "format-cases.json");

// ---------------------------------------------------------------------------------------------------------------
// The rules, written directly against the built-ins.

const MINUS = "\u2212";
const compactFormatter = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const rule = {
  pct: (v) => `${(v * 100).toFixed(0)}%`,
  pctSmart: (v) => (v < 0.1 ? `${(v * 100).toFixed(1)}%` : `${(v * 100).toFixed(0)}%`),
  int: (v) => String(Math.round(v)),
  num: (v) => Math.round(v).toLocaleString("en-US"),
  compact: (v) => compactFormatter.format(v),
  fixed2: (v) => v.toFixed(2),
  money: (v) => "$" + Math.round(v).toLocaleString("en-US"),
  moneyCompact: (v) => "$" + compactFormatter.format(v),
  ratio: (v) => `${Math.round(v)} to 1`,
  pts: (v) => {
    const t = Math.round(v * 1000) / 10;
    return `${t > 0 ? "+" : t < 0 ? MINUS : ""}${Math.abs(t).toFixed(1)} pts`;
  },
  // Kinds the app adds for what the site prints with other helpers (each written from the site's string):
  // pct(v, 1) (NextYearPrice footnote), toFixed(1) (transfer minimum GPAs), ChangeCell and the metric registry's
  // signed changes, lib/history.ts formatChange, the gap metrics, the payback estimate, and miles from home.
  pct1: (v) => `${(v * 100).toFixed(1)}%`,
  // components/profile/OutcomeBar: a part above zero under half a percent prints "<1%".
  pctPart: (v) => (v > 0 && v < 0.005 ? "<1%" : `${(v * 100).toFixed(0)}%`),
  fixed1: (v) => v.toFixed(1),
  signedPct: (v) => `${v > 0 ? "+" : v < 0 ? MINUS : ""}${Math.round(Math.abs(v) * 100)}%`,
  changePct: (v) => `${v > 0 ? "+" : v < 0 ? MINUS : ""}${Math.round(Math.abs(v) * 100).toLocaleString("en-US")}%`,
  signedPts: (v) => `${v > 0 ? "+" : v < 0 ? MINUS : ""}${Math.round(Math.abs(v) * 100)} pts`,
  signedFixed2: (v) => `${v > 0 ? "+" : v < 0 ? MINUS : ""}${Math.abs(v).toFixed(2)}`,
  gapPts: (v) => `${Math.round(v * 100)} pts`,
  pellGap: (v) => (Math.round(v * 100) === 0 ? "No gap" : `${Math.round(Math.abs(v) * 100)} pts ${v > 0 ? "lower" : "higher"}`),
  years: (v) => `${v.toFixed(1)} yrs`,
  miles: (v) => `${Math.round(v).toLocaleString("en-US")} mi`,
  // Home's "Hardest to get into" board: applicants per admit.
  oneIn: (v) => `1 in ${Math.round(v)}`,
  // The trends and high-school pages: the states map's whole thousands and its plain-signed change (the number's own
  // hyphen below zero), the movers' one-decimal change (sign of the unrounded value, separators through
  // toLocaleString), and a high school's students per teacher.
  moneyK: (v) => `$${Math.round(v / 1000)}K`,
  plusPct: (v) => `${v > 0 ? "+" : ""}${Math.round(v * 100)}%`,
  signedPct1: (v) =>
    `${v > 0 ? "+" : v < 0 ? MINUS : ""}${Math.abs(v * 100).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`,
  ratio1: (v) => `${v.toFixed(1)}:1`,
  // lib/cds/academics-display.ts ratioText: a college's own ratio keeps the one decimal it prints ("12.1 to 1").
  ratioTenth: (v) => `${Number.isInteger(v) ? v : v.toFixed(1)} to 1`,
  // The conferences table: a change of zero reads as a rise ("+0%").
  signedPctZeroPlus: (v) => `${v < 0 ? MINUS : "+"}${Math.round(Math.abs(v) * 100)}%`,
  // lib/repayment.ts rangeLabel: a band's low end as a whole percent with no sign, printed before "–{high}%"
  // ("31–32%").
  pctRangeLow: (v) => `${Math.round(v * 100)}`,
};
const KINDS = Object.keys(rule);

// Signed changes as the site writes them in three places.
const signFromValue = (v) => (v > 0 ? "+" : v < 0 ? MINUS : "");
const changes = {
  // Metric registry formats (10-year change metrics).
  signedPercent: (v) => `${signFromValue(v)}${Math.round(Math.abs(v) * 100)}%`,
  signedPoints: (v) => `${signFromValue(v)}${Math.round(Math.abs(v) * 100)} pts`,
  signedIndex: (v) => `${signFromValue(v)}${Math.abs(v).toFixed(2)}`,
  // History's change text (ratio with separators, points).
  historyRatio: (v) => `${signFromValue(v)}${Math.round(Math.abs(v) * 100).toLocaleString("en-US")}%`,
  historyPoints: (v) => `${signFromValue(v)}${Math.round(Math.abs(v) * 100)} pts`,
  // Trend indicators: the sign follows the rounded hundredths, the text the rounded value's magnitude.
  indicatorRatio: (v) => `${signFromValue(Math.round(v * 100))}${Math.abs(Math.round(v * 100)).toLocaleString("en-US")}%`,
  indicatorPoints: (v) => `${signFromValue(Math.round(v * 100))}${Math.abs(Math.round(v * 100))} pts`,
  indicatorIndex: (v) => `${signFromValue(Math.round(v * 100))}${Math.abs(v).toFixed(2)}`,
};

// Drive time from straight-line miles: road factor 1.25 at 55 mph.
function driveLine(miles) {
  const h = (miles * 1.25) / 55;
  let time;
  if (h < 1) time = `about ${Math.max(5, Math.round((h * 60) / 5) * 5)} minutes`;
  else if (h > 10) time = `about ${Math.round(h)} hours`;
  else {
    const half = Math.round(h * 2) / 2;
    const whole = Math.floor(half);
    time = `about ${half > whole ? `${whole}\u00bd` : String(whole)} hour${half === 1 ? "" : "s"}`;
  }
  return `${Math.round(miles).toLocaleString("en-US")} mi \u00b7 ${time} by car`;
}

// ---------------------------------------------------------------------------------------------------------------
// Inputs.

// Exact text for a double: String() drops the sign of zero, so spell it out.
const enc = (x) => (Object.is(x, -0) ? "-0" : String(x));

// Seeded generator (mulberry32) so the file is reproducible.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fixed = [
  // dataset-map §4 examples
  0.6603, 0.399, 0.0522, 1169.6, 11332, 1210531, 906, 0.5825, 28860, -1234, 24284, 13, -0.023, 0.0598, 51300, 17600,
  41000, 0.121, 0.514, 2.07, 0.2505, -0.1336, 0.7149, 0.5813, 30542, 59402, 1170, 25,
  // zero and signs
  0, -0, 1, -1, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.5, -3.5, 0.49999999999999994, -0.49999999999999994,
  4503599627370495.5, -4503599627370495.5,
  // toFixed ties and near-ties (the binary value decides)
  0.125, -0.125, 0.375, 1.005, -1.005, 1.015, 1.025, 1.045, 1.255, 8.345, 10.235, 0.0449999, 0.045, 0.0045, 0.005,
  0.015, 0.025, 0.035, 0.055, 0.065, 1.45, 2.675, 0.615, 0.285, 1.0049999999999999, 0.000501, 0.0005, -0.0005,
  0.00049, -0.00051, 0.00051, 0.0015, 0.0025, -0.0025, 0.0035, 0.1234, -0.001, -0.004, -0.005, -0.0049,
  // pctSmart around 10%
  0.05, 0.0995, 0.09949, 0.0999, 0.09995, 0.09999, 0.0999999, 0.09999999999999999, 0.1, 0.1000000000000001, 0.10001,
  0.10499, 0.105, 0.995, 0.9949, 0.9951, 0.0095, 0.00995, 0.001, 0.0001, -0.05, -0.0999, -0.1,
  // compact magnitudes and roll-overs
  0.04, 0.05, 0.06, 0.15, 0.25, 0.35, 0.45, 0.95, 1.25, 9.95, 99.95, 99.94, 999, 999.4, 999.5, 999.94, 999.95,
  999.96, 1000, 1001, 1049, 1050, 1051, 1149.99, 1150, 1250, 1350, 9949, 9950, 9999, 10000, 10049, 10050, 99949,
  99950, 100000, 999499, 999500, 999949, 999950, 999999, 1e6, 1.04e6, 1.05e6, 1.25e6, 1.35e6, 999949999, 999950000,
  1e9, 1e9 + 1, 1.5e9, 2.45e9, 1e12, 999.95e9, 999.94e12, 999.95e12, 1e15, 1.05e15, 1e16, 1.234e17, 1e18, 1e21,
  1.23e22, 2 ** 53, 2 ** 53 + 2, 2 ** 60, 2 ** 70, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE,
  1e-7, 1.5e-7, 123e-20,
  // negatives for compact and money
  -0.04, -0.05, -999.95, -1250, -999949, -999950, -1e9, -1.5e12, -1234.5, -1234.4, -1234.6, -0.4, -0.6, -51300,
  // money and counts
  1234567.5, 123456789, 2.5e10, 99999.5, 999999.5, 1000000.5, 12548, 80000, 250000,
  // points
  0.0598, -0.0598, 0.03, -0.03, 0.12, -0.04, 0.06, -0.06, 0.065, -0.065, 0.115, -0.115, 0.005, 1.2345, -12.345,
  // ratios
  8, 8.5, 9.5, 12.49, 12.5, -7.5,
  // awkward
  NaN, Infinity, -Infinity,
];

const random = [];
const r = rng(20240917);
for (let i = 0; i < 120; i++) random.push(r()); // shares
for (let i = 0; i < 40; i++) random.push(Math.round(r() * 10000) / 10000); // 4-dp shares, as the data stores them
for (let i = 0; i < 40; i++) random.push(Math.round(r() * 2000 - 1000) / 10000); // signed 4-dp changes
for (let i = 0; i < 40; i++) random.push(Math.round(r() * 2000) / 1000); // 3-dp values in [0, 2]
for (let i = 0; i < 40; i++) random.push(Math.floor(r() * 200000) / 2); // money with .5 cents-free halves
for (let i = 0; i < 40; i++) random.push(Math.floor(r() * 1e7)); // counts
for (let i = 0; i < 40; i++) random.push(Math.floor(r() * 2e12) / 4); // large, quarter steps
for (let i = 0; i < 30; i++) random.push((r() - 0.5) * 10 ** Math.floor(r() * 30 - 10)); // wide magnitudes
for (let i = 0; i < 30; i++) random.push(Math.round(r() * 1e6) * 1e-6 * 10 ** Math.floor(r() * 16)); // short decimals

const seen = new Set();
const inputs = [];
for (const x of [...fixed, ...random]) {
  const k = enc(x);
  if (seen.has(k)) continue;
  seen.add(k);
  inputs.push(x);
}

// ---------------------------------------------------------------------------------------------------------------
// Cases.

// One row per input: the output of every format kind.
const display = inputs.map((x) => ({ input: enc(x), output: Object.fromEntries(KINDS.map((k) => [k, rule[k](x)])) }));

// One row per input and digit count.
const toFixed = [];
for (const x of inputs) for (const d of [0, 1, 2, 3]) toFixed.push({ input: enc(x), digits: d, output: x.toFixed(d) });
const longDigits = [5, 10, 17, 18, 20, 25, 40, 100];
const longInputs = [0.1, 0.125, 1.005, -1.005, 0.0449999, 2 ** -30, 1e-7, 5e-324, 123.456, 1e20, 2 ** 60, 999.95, -0.0005];
for (const x of longInputs) for (const d of longDigits) toFixed.push({ input: enc(x), digits: d, output: x.toFixed(d) });

const round = inputs.map((x) => ({ input: enc(x), output: enc(Math.round(x)) }));
const string = [...inputs, 1e21, 1e-6, 1e-7, 0.000001234, 1.5e300, 123456789012345680000, 1e100, -1e-7].map((x) => ({
  input: enc(x),
  output: String(x),
}));
const locale = inputs.map((x) => ({ input: enc(x), output: x.toLocaleString("en-US") }));

const changeInputs = [
  0, -0, 0.12, -0.04, 0.004, -0.004, 0.005, -0.005, 0.0049, -0.0049, 0.015, -0.015, 0.125, -0.125, 0.135, -0.135,
  0.06, -0.06, 0.0645, 0.065, -0.065, 0.5, -0.5, 1, 12.3456, -0.9999, 0.2, 0.03, -0.03, 0.0351, 0.029999, 0.3,
  ...random.slice(160, 200),
];
const changeCases = changeInputs.map((x) => ({
  input: enc(x),
  output: Object.fromEntries(Object.entries(changes).map(([name, f]) => [name, f(x)])),
}));

const miles = [0, 1, 10, 21, 21.9, 22, 23, 40, 43.9, 44, 44.1, 50, 54.9, 55, 60, 65.9, 66, 67, 99, 120, 140, 308, 410,
  439.9, 440, 441, 460, 500, 900, 1000, 2500, 3000.5, 12345.6];
const drive = miles.map((m) => ({ input: enc(m), output: driveLine(m) }));

const out = {
  about:
    "Generated by scripts/gen-format-cases.mjs from JavaScript built-ins; inputs are exact JavaScript number " +
    "texts (\"-0\" for negative zero). Do not edit by hand.",
  node: process.version,
  icu: process.versions.icu,
  display,
  toFixed,
  round,
  string,
  locale,
  changes: changeCases,
  drive,
};

mkdirSync(dirname(outPath), { recursive: true });
// One case per line keeps diffs readable.
const text = JSON.stringify(out).replace(/\}\},\{"input"/g, '}},\n{"input"').replace(/"\},\{"input"/g, '"},\n{"input"');
writeFileSync(outPath, text + "\n");
console.log(
  `wrote ${outPath}: ${display.length} display, ${toFixed.length} toFixed, ${round.length} round, ` +
    `${string.length} string, ${locale.length} locale, ${changeCases.length} changes, ${drive.length} drive`
);
