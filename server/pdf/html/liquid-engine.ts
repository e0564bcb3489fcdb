/**
 * The one Liquid engine for HTML templates, configured so that a template (written by a
 * customer) can neither read files nor run away with the server: no file system and no
 * partials, own properties only, time and memory limits, and every output HTML-escaped unless
 * the author writes `| raw`.
 */
import { type FS, Liquid, Tag, type TagToken, type TopLevelToken } from "liquidjs";

export const LIQUID_PARSE_LIMIT = 1_000_000; // characters of template source
export const LIQUID_RENDER_LIMIT_MS = 1_000;
export const LIQUID_MEMORY_LIMIT = 10_000_000; // liquidjs's units: roughly characters and array slots

// Note: liquidjs falls back to node:fs when no `fs` is given; this one finds nothing.
const noFiles: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async () => {
    throw new Error("HTML templates cannot read files");
  },
  readFileSync: () => {
    throw new Error("HTML templates cannot read files");
  },
  resolve: (_dir, file) => file,
  sep: "/",
  dirname: () => "",
};

/** Fails at parse time, with a sentence naming the tag, for tags that would load another file. */
function unavailableTag(name: string) {
  return class extends Tag {
    constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
      super(token, remainTokens, liquid);
      throw new Error(`the {% ${name} %} tag is not available in HTML templates, which cannot load other files`);
    }
    render(): void {}
  };
}

function createEngine(): Liquid {
  const liquid = new Liquid({
    fs: noFiles,
    root: [],
    partials: [],
    layouts: [],
    relativeReference: false,
    dynamicPartials: false,
    ownPropertyOnly: true,
    outputEscape: "escape",
    strictFilters: true,
    parseLimit: LIQUID_PARSE_LIMIT,
    renderLimit: LIQUID_RENDER_LIMIT_MS,
    memoryLimit: LIQUID_MEMORY_LIMIT,
    cache: false,
  });
  for (const name of ["include", "render", "layout"]) liquid.registerTag(name, unavailableTag(name));
  return liquid;
}

let engine: Liquid | undefined;

export function liquidEngine(): Liquid {
  engine ??= createEngine();
  return engine;
}
