import styled from "@emotion/styled";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { eventTypeTones } from "../event-type-tag.tsx";
import { contrastRatio } from "./contrast.ts";
import { breakpoints, colors, font, grid, radius, space, text, tintOf } from "./tokens.ts";

// The tokens of docs/design.md, drawn from theme/tokens.ts itself, so this page cannot drift from the code.

const Page = styled.div({ padding: space[6], display: "grid", gap: space[7], maxWidth: grid.maxWidth });

const Table = styled.table({
  borderCollapse: "collapse",
  width: "100%",
  ...text.small,
  "& th, & td": {
    textAlign: "left",
    padding: `${space[2]}px ${space[3]}px`,
    borderBottom: `1px solid ${colors.silver}`,
  },
  "& th": { fontWeight: font.bold },
  "& code": { fontFamily: "ui-monospace, monospace" },
});

const Chip = styled.span({
  display: "inline-grid",
  placeItems: "center",
  width: 72,
  height: 40,
  borderRadius: radius.sm,
  border: `1px solid ${colors.silver}`,
  fontWeight: font.bold,
});

/** AA for body text is 4.5:1, for large text and shapes 3:1. */
function rating(ratio: number) {
  if (ratio >= 4.5) return "text";
  if (ratio >= 3) return "large text, shapes";
  return "decoration only";
}

function ColourTable() {
  const entries = Object.entries(colors) as [keyof typeof colors, string][];
  return (
    <section aria-labelledby="tokens-colours">
      <h2 id="tokens-colours" style={{ ...text.h2, marginBottom: space[4] }}>
        Colours
      </h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">Sample</th>
            <th scope="col">Token</th>
            <th scope="col">Hex</th>
            <th scope="col">Tint</th>
            <th scope="col">On white</th>
            <th scope="col">Black on it</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([name, hex]) => {
            const onWhite = contrastRatio(hex, colors.white);
            const blackOn = contrastRatio(colors.black, hex);
            const best = blackOn >= onWhite ? colors.black : colors.white;
            return (
              <tr key={name}>
                <td>
                  <Chip style={{ background: hex, color: best }}>Aa</Chip>
                </td>
                <td>
                  <code>colors.{name}</code>
                </td>
                <td>
                  <code>{hex}</code>
                </td>
                <td>{name in tintOf ? <code>{tintOf[name as keyof typeof tintOf]}</code> : "–"}</td>
                <td>
                  {onWhite.toFixed(2)}:1 ({rating(onWhite)})
                </td>
                <td>
                  {blackOn.toFixed(2)}:1 ({rating(blackOn)})
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <p style={{ marginTop: space[4] }}>
        Event type tags:{" "}
        {eventTypeTones.map((tone) => (
          <Chip key={tone.background} style={{ ...tone, width: "auto", padding: `0 ${space[2]}px`, marginRight: 8 }}>
            {contrastRatio(tone.color, tone.background).toFixed(1)}:1
          </Chip>
        ))}
      </p>
    </section>
  );
}

function TypeTable() {
  return (
    <section aria-labelledby="tokens-type">
      <h2 id="tokens-type" style={{ ...text.h2, marginBottom: space[4] }}>
        Type scale (DM Sans {font.medium} and {font.bold})
      </h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Size / line height</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(text).map(([name, style]) => (
            <tr key={name}>
              <td>
                <code>text.{name}</code>
              </td>
              <td>
                <code>
                  {typeof style.fontSize === "number" ? `${style.fontSize}px` : style.fontSize} / {style.lineHeight}
                </code>
              </td>
              <td>
                <span
                  style={{
                    ...style,
                    display: "block",
                    fontWeight: name.startsWith("h") || name === "display" ? font.bold : font.medium,
                  }}
                >
                  Design at UCI
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

function SpacingTable() {
  return (
    <section aria-labelledby="tokens-space">
      <h2 id="tokens-space" style={{ ...text.h2, marginBottom: space[4] }}>
        Spacing, radius and grid
      </h2>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">px</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {space.map((value, step) => (
            <tr key={value}>
              <td>
                <code>space[{step}]</code>
              </td>
              <td>{value}</td>
              <td>
                <span style={{ display: "block", width: value, height: 16, background: colors.blue }} />
              </td>
            </tr>
          ))}
          {Object.entries(radius).map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>radius.{name}</code>
              </td>
              <td>{value}</td>
              <td>
                <span
                  style={{ display: "block", width: 64, height: 40, borderRadius: value, background: colors.peach }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p style={{ marginTop: space[4] }}>
        Breakpoints: sm {breakpoints.sm}px, md {breakpoints.md}px, lg {breakpoints.lg}px. Content at most{" "}
        {grid.maxWidth}px wide; {grid.columns.base} columns on phones, {grid.columns.sm} from sm, {grid.columns.md} from
        md; gutter {grid.gutter.base}px, {grid.gutter.md}px from md.
      </p>
    </section>
  );
}

function DesignTokens({ part }: { part: "colours" | "type" | "spacing" }) {
  return (
    <Page>
      {part === "colours" ? <ColourTable /> : null}
      {part === "type" ? <TypeTable /> : null}
      {part === "spacing" ? <SpacingTable /> : null}
    </Page>
  );
}

const meta = {
  title: "Foundations/Design tokens",
  component: DesignTokens,
  args: { part: "colours" },
} satisfies Meta<typeof DesignTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 14 brand colours, white and the named text colours: hex, tint and contrast. */
export const Colours: Story = {};
/** The type scale, each step set in DM Sans. */
export const TypeScale: Story = { args: { part: "type" } };
/** Spacing steps, corner radii, breakpoints and the page grid. */
export const Spacing: Story = { args: { part: "spacing" } };
