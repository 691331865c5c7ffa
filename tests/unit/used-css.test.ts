import { describe, expect, it } from "vitest";
import { classesIn, inlineUsedCss, topLevelParts, usedCss } from "../../app/lib/used-css";

// Hand-written stand-ins for the build's stylesheet: vanilla-extract's class names are letters
// and digits (`_1xmxnec0`, `guljzt0`); a library's carry a hyphen (`rfm-marquee`).
const page = (classes: string) => `<main class="${classes}"><p>x</p></main>`;

describe("usedCss: a page's rules", () => {
  it("keeps a rule whose classes the page has and drops one naming a class it has not", () => {
    expect(usedCss(".a1{color:red}.b2{color:blue}", page("a1"))).toBe(".a1{color:red}");
  });

  it("needs every class a selector names, outside a function, to be on the page", () => {
    const css = ".a1 .b2{margin:0}.a1>.c3{padding:0}";
    expect(usedCss(css, page("a1 b2"))).toBe(".a1 .b2{margin:0}");
    expect(usedCss(css, page("b2"))).toBe("");
  });

  it("keeps a rule if any selector of its list can match", () => {
    expect(usedCss(".a1,.b2{gap:0}", page("b2"))).toBe(".a1,.b2{gap:0}");
    expect(usedCss(".a1,.b2{gap:0}", page("c3"))).toBe("");
  });

  it("keeps the states written on a class the page has: hover, open, checked, popover", () => {
    const css = ".a1:hover{color:red}.a1[open]>.a1{color:blue}.a1:popover-open{display:block}.z9:hover{color:green}";
    expect(usedCss(css, page("a1"))).toBe(
      ".a1:hover{color:red}.a1[open]>.a1{color:blue}.a1:popover-open{display:block}",
    );
  });

  it("does not let a class inside :is(), :where(), :has() or :not() rule a selector out", () => {
    const css =
      ".a1:has(.z9:checked) .a1{color:red}.a1:not(.z9){color:blue}:where(.z9) .a1{gap:0}.a1:is(.z9,.y8){top:0}.z9 .a1{left:0}";
    expect(usedCss(css, page("a1"))).toBe(
      ".a1:has(.z9:checked) .a1{color:red}.a1:not(.z9){color:blue}:where(.z9) .a1{gap:0}.a1:is(.z9,.y8){top:0}",
    );
  });

  it("still needs the classes before and after a function, wherever it stands in the selector", () => {
    const page1 = page("a1");
    expect(usedCss(".a1 .a1 .a1:not(.z9){gap:0}", page1)).toBe(".a1 .a1 .a1:not(.z9){gap:0}");
    expect(usedCss(".a1:not(.z9) .y8{gap:0}", page1)).toBe("");
    expect(usedCss(".z9:not(.a1){gap:0}", page1)).toBe("");
    expect(usedCss(":is(:not(.z9) .y8,.a1) .a1{gap:0}", page1)).toBe(":is(:not(.z9) .y8,.a1) .a1{gap:0}");
  });

  it("splits a selector list only at its own commas, not those inside a function or an attribute", () => {
    expect(usedCss(".z9:is(.a1,.b2){gap:0}", page("b2"))).toBe("");
    expect(usedCss('.z9[title="a,.b2"]{gap:0}', page("b2"))).toBe("");
    // … and at each of its own commas, after a function or an attribute has closed.
    expect(usedCss(".z9:is(.a1),.b2{gap:0}", page("b2"))).toBe(".z9:is(.a1),.b2{gap:0}");
    expect(usedCss('.z9[title="a"],.b2{gap:0}', page("b2"))).toBe('.z9[title="a"],.b2{gap:0}');
  });

  it("reads only the selector for classes, not a dot in the declarations", () => {
    const css = ".a1{background:url(a.png);width:.5rem}";
    expect(usedCss(css, page("a1"))).toBe(css);
  });

  it("keeps rules that name no class, and a library's classes (with a hyphen)", () => {
    const css = "html{margin:0}a:hover{color:red}:focus-visible{outline:0}.rfm-marquee{flex:0}.a1 .rfm-child{gap:0}";
    expect(usedCss(css, page("a1"))).toBe(css);
    expect(usedCss(css, page("b2"))).toBe(
      "html{margin:0}a:hover{color:red}:focus-visible{outline:0}.rfm-marquee{flex:0}",
    );
  });

  it("prunes inside @media and @supports, drops a block left empty, and keeps @keyframes and @font-face whole", () => {
    const css =
      "@media print{.a1{display:none}.b2{display:none}}@media (min-width:64em){.b2{gap:0}}" +
      "@supports (display:grid){.a1{display:grid}}@keyframes z9{from{opacity:0}to{opacity:1}}" +
      '@font-face{font-family:"x";src:url(x.woff)}';
    expect(usedCss(css, page("a1"))).toBe(
      "@media print{.a1{display:none}}@supports (display:grid){.a1{display:grid}}" +
        '@keyframes z9{from{opacity:0}to{opacity:1}}@font-face{font-family:"x";src:url(x.woff)}',
    );
  });

  it("reads a brace in a string or comment as text, not as the end of a block", () => {
    const css = '.a1::before{content:"}"}/* } */.b2{color:red}.a1::after{content:"{"}';
    expect(usedCss(css, page("a1"))).toBe('.a1::before{content:"}"}.a1::after{content:"{"}');
    const quoted = ".a1::before{content:'}';color:red/* } */}.b2::after{content:'{'}";
    expect(usedCss(quoted, page("a1"))).toBe(".a1::before{content:'}';color:red/* } */}");
  });

  it("reads a slash or an asterisk outside a comment as text", () => {
    const css = ".a1{aspect-ratio:4 / 3}*{box-sizing:border-box}.b2{x:y}";
    expect(usedCss(css, page("a1"))).toBe(".a1{aspect-ratio:4 / 3}*{box-sizing:border-box}");
  });

  it("reads a stylesheet written out with spaces and new lines the same way", () => {
    const css =
      ".a1 {\n  color: red;\n  margin: 0;\n}\n\n.b2 {\n  color: blue;\n}\n@media print {\n  .a1 { display: none; }\n}\n";
    expect(usedCss(css, page("a1"))).toBe(".a1 {\n  color: red;\n  margin: 0;\n}@media print {.a1 { display: none; }}");
  });

  it("keeps an @layer block its rules left, so the layers keep their order", () => {
    expect(usedCss("@layer base{.z9{x:y}}@layer page{.a1{x:y}}", page("a1"))).toBe(
      "@layer base{}@layer page{.a1{x:y}}",
    );
  });

  it("keeps an at-rule that only names @media in its text whole", () => {
    const css = '@font-face{font-family:"x@media";src:url(x.woff)}';
    expect(usedCss(css, page("a1"))).toBe(css);
  });
});

describe("the parts it reads", () => {
  it("splits a sheet into its top-level rules, at-rules and statements, in order", () => {
    expect(topLevelParts('@import "x.css";.a1{color:red}@media print{.b2{x:y}}')).toEqual([
      '@import "x.css";',
      ".a1{color:red}",
      "@media print{.b2{x:y}}",
    ]);
  });

  it("skips a comment whole, braces and all", () => {
    expect(topLevelParts(".a1{x:y/* } */}.b2{x:y}")).toEqual([".a1{x:y/* } */}", ".b2{x:y}"]);
    expect(topLevelParts(' @import "x.css"; .a1{x:y}')).toEqual(['@import "x.css";', ".a1{x:y}"]);
  });

  it("keeps what follows the last block, and no empty part", () => {
    expect(topLevelParts(".a1{x:y}  \n")).toEqual([".a1{x:y}"]);
    expect(topLevelParts(".a1{x:y}.b2{x:")).toEqual([".a1{x:y}", ".b2{x:"]);
    expect(topLevelParts('.a1{content:"x}')).toEqual(['.a1{content:"x}']);
    expect(topLevelParts(".a1{x:y}/* x }")).toEqual([".a1{x:y}", "/* x }"]);
  });

  it("takes the classes of every element's class attribute, not class names in text", () => {
    const html = `<div class=" a1  b2 "><span class="c3">.z9 class=x</span><svg class="d4"></svg></div>`;
    expect([...classesIn(html)].sort()).toEqual(["a1", "b2", "c3", "d4"]);
  });
});

describe("inlineUsedCss: the page's inlined stylesheet", () => {
  it("cuts the site's <style> to the page's rules and leaves every other part of the HTML as it was", () => {
    const html =
      '<html><head><style id="site-css">.a1{color: red}\n.b2{color: blue}</style><style>.b2{gap:0}</style></head>' +
      '<body><p class="a1">x</p></body></html>';
    expect(inlineUsedCss(html)).toBe(
      '<html><head><style id="site-css">.a1{color: red}</style><style>.b2{gap:0}</style></head>' +
        '<body><p class="a1">x</p></body></html>',
    );
  });

  it("leaves a page without the inlined stylesheet (it links the file) untouched", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/build/css-bundle-X.css"></head><body class="a1"></body></html>';
    expect(inlineUsedCss(html)).toBe(html);
  });
});
