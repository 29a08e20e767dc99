import { mq } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { isPastBackground, nextAnimationTime } from "./animation-time.ts";
import { setUniform } from "./set-uniform.ts";
import { FRAGMENT_SHADER, VERTEX_SHADER } from "./shaders.ts";

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

function compile(gl: WebGLRenderingContext, type: number, source: string) {
  const shader = gl.createShader(type);
  if (!shader) return null;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return gl.getShaderParameter(shader, gl.COMPILE_STATUS) ? shader : null;
}

function createProgram(gl: WebGLRenderingContext) {
  const vertex = compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER);
  const fragment = compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER);
  const program = gl.createProgram();
  if (!vertex || !fragment || !program) return null;
  gl.attachShader(program, vertex);
  gl.attachShader(program, fragment);
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return null;
  gl.useProgram(program);
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1]), gl.STATIC_DRAW);
  const position = gl.getAttribLocation(program, "a_position");
  gl.enableVertexAttribArray(position);
  gl.vertexAttribPointer(position, 2, gl.FLOAT, false, 0, 0);
  return program;
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
    const gl = canvas.getContext("webgl", { antialias: false, depth: false, powerPreference: "low-power" });
    const program = gl ? createProgram(gl) : null;
    if (!gl || !program) {
      setAnimate(false);
      return;
    }
    let frame = 0;
    let time = 0;
    let paused = false;
    window.__impactBackgroundFrames = 0;

    const resize = () => {
      // Half resolution: the pattern is soft, and it keeps the GPU (or CPU) cool.
      const scale = Math.min(window.devicePixelRatio || 1, 2) / 2;
      canvas.width = Math.max(1, Math.round(canvas.clientWidth * scale));
      canvas.height = Math.max(1, Math.round(canvas.clientHeight * scale));
      gl.viewport(0, 0, canvas.width, canvas.height);
    };
    const draw = () => {
      time = nextAnimationTime(time);
      setUniform(gl, program, "u_time", "1f", [time]);
      setUniform(gl, program, "u_size", "2f", [canvas.width, canvas.height]);
      gl.drawArrays(gl.TRIANGLES, 0, 6);
      window.__impactBackgroundFrames = (window.__impactBackgroundFrames ?? 0) + 1;
      frame = requestAnimationFrame(draw);
    };
    const onScroll = () => {
      const past = isPastBackground(window.scrollY, window.innerHeight);
      if (past === paused) return;
      paused = past;
      setState(past ? "paused" : "running");
      if (past) cancelAnimationFrame(frame);
      else frame = requestAnimationFrame(draw);
    };
    const onLost = (event: Event) => {
      event.preventDefault();
      cancelAnimationFrame(frame);
      setAnimate(false);
    };

    resize();
    paused = isPastBackground(window.scrollY, window.innerHeight);
    setState(paused ? "paused" : "running");
    if (!paused) frame = requestAnimationFrame(draw);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", resize);
    canvas.addEventListener("webglcontextlost", onLost);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", resize);
      canvas.removeEventListener("webglcontextlost", onLost);
      setState("static");
    };
  }, [animate]);

  return (
    <Root aria-hidden="true" data-state={animate ? state : "static"} {...props}>
      {animate ? <Canvas ref={canvasRef} /> : null}
    </Root>
  );
}
