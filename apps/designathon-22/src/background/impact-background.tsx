import { mq } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { startImpactAnimation, WEBGL_OPTIONS } from "./impact-animation.ts";

/** What the background does: a static gradient, or the WebGL animation running or paused. */
export type BackgroundState = "static" | "running" | "paused";

declare global {
  interface Window {
    /** Frames drawn so far by the Impact background; read by the end-to-end tests. */
    __impactBackgroundFrames?: number;
  }
}

// The fallback (no WebGL, reduced motion, before hydration): the same colours, still.
const Root = styled.div({
  position: "absolute",
  inset: 0,
  overflow: "hidden",
  background:
    "radial-gradient(circle at 18% 30%, rgba(252, 89, 61, 0.55), transparent 45%), radial-gradient(circle at 80% 20%, rgba(1, 30, 251, 0.5), transparent 50%), radial-gradient(circle at 65% 85%, rgba(255, 159, 244, 0.35), transparent 45%), #000024",
});

const Canvas = styled.canvas({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  display: "block",
  [mq.reducedMotion]: { display: "none" },
});

/** Runs `start` when the browser is idle (soon after the first paint), at most a second later. */
function whenIdle(start: () => void) {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(start, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(start, 200);
  return () => clearTimeout(id);
}

/**
 * The Impact 2022 animated background. A WebGL shader loops at about 60 frames
 * a second while the hero is on screen and pauses once the page is scrolled
 * past one viewport height minus 90 px. With reduced motion, without WebGL or
 * before hydration it is a static gradient (no canvas). Its state is exposed
 * as `data-state`.
 */
export function ImpactBackground(props: ComponentProps<"div">) {
  const [animate, setAnimate] = useState(false);
  const [state, setState] = useState<BackgroundState>("static");
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setAnimate(!query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!animate || !canvas) return;
    // WebGL is set up once the page is idle, after hydration: it never delays the page.
    // Creating the context alone is a long task on a slow phone (30-50 ms at 4x CPU), so it
    // has an idle moment of its own; the animation then asks for the same context.
    let stop: (() => void) | undefined;
    let cancelIdle = whenIdle(() => {
      canvas.getContext("webgl", WEBGL_OPTIONS);
      cancelIdle = whenIdle(() => {
        stop = startImpactAnimation(canvas, setState, () => setAnimate(false));
      });
    });
    return () => {
      cancelIdle();
      stop?.();
      setState("static");
    };
  }, [animate]);

  return (
    <Root aria-hidden="true" data-state={animate ? state : "static"} {...props}>
      {animate ? <Canvas ref={canvasRef} /> : null}
    </Root>
  );
}
