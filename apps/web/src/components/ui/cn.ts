/**
 * Joins class names, skipping falsy ones, and lets a later Tailwind class override an earlier
 * conflicting one (e.g. a caller's `hidden` beats a component's `inline-flex`, `rounded-full` a
 * skeleton's `rounded-md`). A small stand-in for tailwind-merge, whose full class table weighed on
 * every page's first load (decision 040): it knows the groups below, where the app's components
 * are overridden; cn.test.ts checks them against tailwind-merge. Classes of other groups are all
 * kept, so a new kind of override needs its group here (and a case in the test).
 */
export const cn = (...parts: (string | false | null | undefined)[]) => merge(parts.filter(Boolean).join(" "));

/** [pattern of a utility (without variants), its group, the groups it also overrides]. */
const GROUPS: readonly [RegExp, string, string[]?][] = [
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root)$/,
    "display",
  ],
  [/^rounded(-(none|xs|sm|md|lg|xl|[2-4]xl|full|\[.+\]))?$/, "rounded"],
  [/^size-/, "size", ["w", "h"]],
  [/^w-/, "w"],
  [/^h-/, "h"],
  [/^min-h-/, "min-h"],
  [/^min-w-/, "min-w"],
  [/^max-w-/, "max-w"],
  [/^max-h-/, "max-h"],
  ...spacing("p"),
  ...spacing("m"),
  [/^gap-x-/, "gap-x"],
  [/^gap-y-/, "gap-y"],
  [/^gap-/, "gap", ["gap-x", "gap-y"]],
  [/^text-(xs|sm|base|lg|[2-9]?xl|\[\d[^\]]*\])$/, "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(wrap|nowrap|balance|pretty|ellipsis|clip)$/, "text-other"],
  [/^text-/, "text-color"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, "font-weight"],
  [
    /^bg-(linear|gradient|radial|conic|none|cover|contain|auto|fixed|local|scroll|repeat|no-repeat|clip|origin|blend|top|bottom|left|right|center)/,
    "bg-other",
  ],
  [/^bg-/, "bg-color"],
  [/^border(-[xytrbl])?(-\d+)?$/, "border-width"],
  [/^border-(solid|dashed|dotted|double|hidden|none|collapse|separate)$/, "border-style"],
  [/^border-(?![xytrbl]-)[a-z]/, "border-color"],
  [/^ring(-\d+)?$/, "ring-width"],
  [/^ring-inset$/, "ring-inset"],
  [/^ring-offset-\d+$/, "ring-offset-width"],
  [/^ring-offset-/, "ring-offset-color"],
  [/^ring-/, "ring-color"],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, "shadow"],
  [/^items-/, "align-items"],
  [/^justify-(start|end|center|between|around|evenly|stretch|normal)$/, "justify-content"],
  [/^opacity-/, "opacity"],
  [/^transition(-(all|colors|opacity|shadow|transform|none))?$/, "transition"],
];

/** Padding or margin: `p-4` overrides an earlier `px-3`, `px-3` an earlier `pl-2`, not the other way round. */
function spacing(p: "p" | "m"): [RegExp, string, string[]][] {
  const sides = ["t", "r", "b", "l"].map((side): [RegExp, string, string[]] => [
    new RegExp(`^${p}${side}-`),
    p + side,
    [],
  ]);
  return [
    [new RegExp(`^${p}x-`), `${p}x`, [`${p}r`, `${p}l`]],
    [new RegExp(`^${p}y-`), `${p}y`, [`${p}t`, `${p}b`]],
    ...sides,
    [new RegExp(`^${p}-`), p, [`${p}x`, `${p}y`, ...sides.map(([, group]) => group)]],
  ];
}

/** "md:hover:bg-white/10" → ["md:hover:", "bg-white/10"]; a trailing or leading `!` counts as a variant. */
function splitVariants(name: string): [string, string] {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === "[") depth++;
    else if (name[i] === "]") depth--;
    else if (name[i] === ":" && depth === 0) cut = i + 1;
  }
  const utility = name.slice(cut);
  const important = utility.startsWith("!") || utility.endsWith("!");
  return [name.slice(0, cut) + (important ? "!" : ""), utility.replace(/^!|!$/g, "").replace(/^-/, "")];
}

function groupOf(utility: string): readonly [string, string[]] | null {
  for (const [pattern, group, overrides] of GROUPS) {
    if (pattern.test(utility)) return [group, overrides ?? []];
  }
  return null;
}

/** Later classes win: walking from the end, a class whose group (under the same variants) is taken is dropped. */
function merge(classes: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = classes.split(/\s+/).filter(Boolean);
  for (let i = names.length - 1; i >= 0; i--) {
    const [variants, utility] = splitVariants(names[i]);
    // A class of no known group conflicts only with itself (a repeat is dropped).
    const [group, overrides] = groupOf(utility) ?? [`=${utility}`, []];
    const key = variants + group;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const other of overrides) taken.add(variants + other);
    kept.push(names[i]);
  }
  return kept.reverse().join(" ");
}
