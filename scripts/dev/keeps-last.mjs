// @ts-check
// A Remix subcompiler that can answer its last result again (compiler.mjs says when it may).

/**
 * Wraps a Remix subcompiler module's `create` (before Remix's compiler calls it) so that its
 * compile can answer its last result again: set `reuse` before a compile to ask for that.
 * @template R
 * @template {unknown[]} A
 * @param {{ create: (...args: A) => Promise<{ compile: () => Promise<R> }> }} module
 */
export function keepsLast(module) {
  const create = module.create;
  /** @type {R | null} */
  let last = null;
  const state = {
    reuse: false,
    get last() {
      return last;
    },
    /** A failed compile or a restart: the next compile runs afresh. */
    forget() {
      last = null;
    },
  };
  module.create = async (...args) => {
    const subcompiler = await create(...args);
    return {
      ...subcompiler,
      async compile() {
        if (state.reuse && last !== null) return last;
        last = null;
        last = await subcompiler.compile();
        return last;
      },
    };
  };
  return state;
}
