import type { Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

export const chunksOf = (bundle: Rolldown.OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** A chunk and every chunk it imports statically, in load order (imports first). */
const staticGraph = (byFile: ReadonlyMap<string, OutputChunk>, start: OutputChunk): OutputChunk[] => {
  const seen = new Set<string>();
  const ordered: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byFile.get(name);
      if (imported) visit(imported);
    }
    ordered.push(chunk);
  };
  visit(start);
  return ordered;
};

/**
 * What the chunks `starts` load beyond the entry chunk's own static graph (which the page has already):
 * their JS files in load order, then the stylesheets those files import, in the same order.
 */
export const filesBeyondEntry = (
  chunks: readonly OutputChunk[],
  starts: readonly OutputChunk[],
): { js: string[]; css: string[] } => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const loaded = new Set(staticGraph(byFile, entry).map((chunk) => chunk.fileName));
  const needed = [...new Set(starts.flatMap((start) => staticGraph(byFile, start)))].filter(
    (chunk) => !loaded.has(chunk.fileName),
  );
  return {
    js: needed.map((chunk) => chunk.fileName),
    css: [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))],
  };
};
