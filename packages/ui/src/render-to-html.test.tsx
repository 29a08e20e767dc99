// @vitest-environment node
import { Global } from "@emotion/react";
import styled from "@emotion/styled";
import { describe, expect, it } from "vitest";
import { renderToHtml } from "./render-to-html.tsx";

const Row = styled.div({ display: "flex", transform: "rotate(2deg)" });
const Note = styled.p({ color: "#FC593D", "@media (min-width: 600px)": { fontSize: 20 } });

describe("renderToHtml", () => {
  const html = renderToHtml(
    <>
      <Global styles={{ body: { margin: 0 } }} />
      <Row>
        <Note>Tonight</Note>
        <Note>Next week</Note>
      </Row>
    </>,
  );
  const styles = html.slice(html.indexOf("<style"));

  it("gives the markup, then its styles: the global ones, then every component rule once, without prefixes", () => {
    expect(html.slice(0, html.indexOf("<style"))).toMatch(/^<div class="c-\w+"><p class="c-\w+">Tonight<\/p>/);
    const tags = styles.match(/<style[^>]*>[^<]*<\/style>/g) ?? [];
    expect(tags.join("")).toBe(styles);
    expect(tags[0]).toMatch(/^<style data-emotion="c-global \w+">body\{margin:0;\}<\/style>$/);
    expect(tags[1]).toContain("display:flex;transform:rotate(2deg);");
    expect(tags[1]?.split("color:#FC593D;")).toHaveLength(2);
    expect(styles).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it("names in the component tag exactly the classes the markup uses, so the browser's cache writes none of them again", () => {
    const used = [...new Set(Array.from(html.matchAll(/class="c-(\w+)"/g), (match) => match[1]))];
    expect(/<style data-emotion="c ([\w ]+)">/.exec(styles)?.[1]?.split(" ")).toEqual(used);
    expect(used).toHaveLength(2);
  });
});
