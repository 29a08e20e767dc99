import { colors, mq } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

// Soft shapes in the club's colours drifting behind the title: people of every
// shape gathered in one place. CSS only; still with reduced motion.
const Root = styled.div({
  position: "absolute",
  inset: 0,
  overflow: "hidden",
  zIndex: -1,
  background: `linear-gradient(160deg, ${colors.ultraviolet} 0%, #2A1B8F 55%, ${colors.black} 100%)`,
  "@keyframes ybh-drift": {
    "0%": { transform: "translate(0, 0) rotate(0deg)" },
    "50%": { transform: "translate(24px, -32px) rotate(12deg)" },
    "100%": { transform: "translate(0, 0) rotate(0deg)" },
  },
});

const Shape = styled.span({
  position: "absolute",
  display: "block",
  opacity: 0.4,
  animation: "ybh-drift 14s ease-in-out infinite",
  [mq.reducedMotion]: { animation: "none" },
});

const shapes = [
  { left: "6%", top: "12%", size: 120, color: colors.pink, radius: "50%", delay: "0s" },
  { left: "78%", top: "8%", size: 90, color: colors.yellow, radius: "24px", delay: "-3s" },
  { left: "64%", top: "62%", size: 160, color: colors.blue, radius: "50% 50% 12px 50%", delay: "-6s" },
  { left: "14%", top: "70%", size: 80, color: colors.green, radius: "12px", delay: "-9s" },
  { left: "42%", top: "30%", size: 56, color: colors.orange, radius: "50%", delay: "-4s" },
  { left: "88%", top: "44%", size: 64, color: colors.sky, radius: "50% 12px", delay: "-11s" },
] as const;

/** The 2023 hero's animated background (decorative). */
export function HeroBackground() {
  return (
    <Root aria-hidden="true" data-testid="hero-background">
      {shapes.map((shape) => (
        <Shape
          key={`${shape.left}-${shape.top}`}
          style={{
            left: shape.left,
            top: shape.top,
            width: shape.size,
            height: shape.size,
            background: shape.color,
            borderRadius: shape.radius,
            animationDelay: shape.delay,
          }}
        />
      ))}
    </Root>
  );
}
