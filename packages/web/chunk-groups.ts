import { fileURLToPath } from 'node:url';

/**
 * How the built portal's scripts are grouped into files. Left to itself, the bundler gives every set
 * of screens that share modules a file of its own: a signed-in screen opened in a new tab asked
 * for about 140 files, and asking the browser's cache for each one cost the page more than
 * evaluating them. So the modules the signed-in screens share (the portal's own and MUI's) go into
 * one file, and the contracts' zod schemas into another. The sign-in page keeps its few small
 * files: neither group takes a module it loads. With `strictExecutionOrder` each module's body runs
 * only once something imports it, so a screen does not run the shared code it does not use.
 */

/** What the bundler tells a group's `name` function about a module. */
interface ModuleGraph {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
}

const WEB_SOURCE = /packages[\\/]web[\\/]src[\\/]/;
const CONTRACTS = /packages[\\/]contracts[\\/]/;
const ZOD = /node_modules[\\/]zod[\\/]/;
/** MUI, Emotion and the small packages they are built on; not MUI X's charts, drawn by few screens. */
const MUI =
  /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|icons-material)|@emotion|@popperjs|react-transition-group|stylis|hoist-non-react-statics|prop-types|react-is|@babel|clsx)[\\/]/;
const SIGN_IN_ROOTS = ['./src/main.tsx', './src/app/routes/login.tsx'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);

/** The portal's own modules the sign-in page loads: the entry's and the sign-in route's, followed through imports. */
function signInModules(graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const pending = [...SIGN_IN_ROOTS];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []).filter((imported) => WEB_SOURCE.test(imported)));
  }
  return found;
}

/**
 * Whether a module is zod or a contracts module that imports it, at any depth. The sign-in page
 * loads no zod, so none of these; and as a module without zod never imports one with it, the
 * contracts file imports no file that imports it back.
 */
function zodDependentModules(graph: ModuleGraph): (id: string) => boolean {
  const known = new Map<string, boolean>();
  const needsZod = (id: string): boolean => {
    if (ZOD.test(id)) return true;
    if (!CONTRACTS.test(id)) return false;
    if (!known.has(id)) {
      known.set(id, false); // an import cycle ends here
      known.set(id, (graph.getModuleInfo(id)?.importedIds ?? []).some(needsZod));
    }
    return known.get(id)!;
  };
  return needsZod;
}

/** The graph is the same for every module of one build: what is worked out from it is kept per graph. */
function perGraph<Value>(workOut: (graph: ModuleGraph) => Value): (graph: ModuleGraph) => Value {
  const kept = new WeakMap<ModuleGraph, Value>();
  return (graph) => {
    if (!kept.has(graph)) kept.set(graph, workOut(graph));
    return kept.get(graph)!;
  };
}

const signInOf = perGraph(signInModules);
const zodTestOf = perGraph(zodDependentModules);

export const chunkGroups = [
  { name: (id: string, graph: ModuleGraph) => (zodTestOf(graph)(id) ? 'contracts' : null), priority: 20 },
  {
    name: (id: string, graph: ModuleGraph) =>
      (WEB_SOURCE.test(id) && !signInOf(graph).has(id)) || MUI.test(id) ? 'shared' : null,
    // A module of a single screen stays in that screen's file.
    minShareCount: 2,
    priority: 10,
  },
];
