/**
 * A Decap preview template that draws one of ours with the site's own React (18.3.1, bundled in
 * public/admin/preview.js). Decap's prebuilt bundle keeps its React to itself: it exposes
 * `window.h` (its createElement) and `window.createClass`, not React and not its hooks, so a
 * component of ours with hooks cannot run in Decap's tree. Decap draws this class component
 * (made with its createClass) in the preview pane; the class gives our React a root of its own
 * inside it and hands it the entry on every change. Two Reacts on one page, each with its own
 * tree: neither's hooks ever run in the other's.
 */
import { Component, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

/** What Decap passes a preview template (the part used here; decapcms.org/docs/customization). */
export type DecapPreviewProps = {
  entry: { get(key: string): unknown; getIn(path: string[]): unknown; toJS(): unknown };
  getAsset: (path: string) => { toString(): string } | null | undefined;
  document?: Document;
};

type DecapGlobals = {
  createClass: (spec: Record<string, unknown>) => unknown;
  h: (type: unknown, props: Record<string, unknown> | null) => unknown;
};

/** A crash in a template shows a line in the pane, not a blank one, and the fields stay usable. */
class Boundary extends Component<{ entry: unknown; children: ReactNode }, { error: string | null; entry: unknown }> {
  override state = { error: null as string | null, entry: this.props.entry };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  /** The next change of the entry tries again. */
  static getDerivedStateFromProps(props: { entry: unknown }, state: { entry: unknown }) {
    return props.entry === state.entry ? null : { error: null, entry: props.entry };
  }
  override render() {
    return this.state.error ? (
      <p data-preview-error="">
        The preview cannot show this entry yet ({this.state.error}). Fill in the fields it needs, or save and look at
        the page itself.
      </p>
    ) : (
      this.props.children
    );
  }
}

type Instance = { el: HTMLElement | null; root: Root | null; props: DecapPreviewProps; draw(): void };

/** `draw(props)` as a template Decap can register. */
export function decapTemplate(draw: (props: DecapPreviewProps) => ReactNode): unknown {
  const { createClass, h } = window as unknown as DecapGlobals;
  return createClass({
    componentDidMount(this: Instance) {
      if (!this.el) return;
      this.root = createRoot(this.el);
      this.draw();
    },
    componentDidUpdate(this: Instance) {
      this.draw();
    },
    componentWillUnmount(this: Instance) {
      // Not during Decap's own render pass: React warns about unmounting a root while one is rendering.
      const root = this.root;
      this.root = null;
      queueMicrotask(() => root?.unmount());
    },
    draw(this: Instance) {
      this.root?.render(<Boundary entry={this.props.entry}>{draw(this.props)}</Boundary>);
    },
    render(this: Instance) {
      return h("div", {
        ref: (el: HTMLElement | null) => {
          this.el = el;
        },
        // A link in the pane would load a page of the site into it: the preview is not for browsing.
        onClickCapture: (event: Event) => {
          if ((event.target as Element | null)?.closest?.("a")) event.preventDefault();
        },
      });
    },
  });
}
