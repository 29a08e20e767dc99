import { isPastBackground, nextAnimationTime } from "./animation-time.ts";
import type { BackgroundState } from "./impact-background.tsx";
import { setUniform } from "./set-uniform.ts";
import { FRAGMENT_SHADER, VERTEX_SHADER } from "./shaders.ts";

/**
 * The canvas draws at most this many pixels, scaled up by the browser: the
 * pattern is soft, and a phone without a GPU (or a software renderer) draws
 * it well within a frame, so no frame blocks the page.
 */
export const MAX_PIXELS = 24_000;

/** The one set of context options: asked again with the same ones, a canvas returns the same context. */
export const WEBGL_OPTIONS: WebGLContextAttributes = { antialias: false, depth: false, powerPreference: "low-power" };

interface ParallelCompile {
  COMPLETION_STATUS_KHR: number;
}

function compile(gl: WebGLRenderingContext, type: number, source: string) {
  const shader = gl.createShader(type);
  if (!shader) return null;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return shader;
}

/** Starts compiling and linking; asking for the result before it is ready would block the page. */
function linkProgram(gl: WebGLRenderingContext) {
  const vertex = compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER);
  const fragment = compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER);
  const program = gl.createProgram();
  if (!vertex || !fragment || !program) return null;
  gl.attachShader(program, vertex);
  gl.attachShader(program, fragment);
  gl.linkProgram(program);
  return program;
}

function useProgram(gl: WebGLRenderingContext, program: WebGLProgram) {
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return false;
  gl.useProgram(program);
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1]), gl.STATIC_DRAW);
  const position = gl.getAttribLocation(program, "a_position");
  gl.enableVertexAttribArray(position);
  gl.vertexAttribPointer(position, 2, gl.FLOAT, false, 0, 0);
  return true;
}

/**
 * Runs the Impact shader on `canvas` while the hero is on screen, reporting
 * "running" or "paused"; `onFail` is called when WebGL is missing or lost.
 * Returns a function that stops it.
 */
export function startImpactAnimation(
  canvas: HTMLCanvasElement,
  onState: (state: BackgroundState) => void,
  onFail: () => void,
): () => void {
  const gl = canvas.getContext("webgl", WEBGL_OPTIONS);
  const program = gl ? linkProgram(gl) : null;
  if (!gl || !program) {
    onFail();
    return () => {};
  }
  // Where the browser compiles shaders in the background, wait for it frame by frame.
  const parallel = gl.getExtension("KHR_parallel_shader_compile") as ParallelCompile | null;
  let ready = false;
  let frame = 0;
  let time = 0;
  let paused = false;
  window.__impactBackgroundFrames = 0;

  const resize = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, 2) / 2;
    const width = canvas.clientWidth * ratio;
    const height = canvas.clientHeight * ratio;
    const scale = Math.min(1, Math.sqrt(MAX_PIXELS / Math.max(1, width * height)));
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    gl.viewport(0, 0, canvas.width, canvas.height);
  };
  const draw = () => {
    if (!ready) {
      if (parallel && !gl.getProgramParameter(program, parallel.COMPLETION_STATUS_KHR)) {
        frame = requestAnimationFrame(draw);
        return;
      }
      if (!useProgram(gl, program)) {
        onFail();
        return;
      }
      ready = true;
      resize();
    }
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
    onState(past ? "paused" : "running");
    if (past) cancelAnimationFrame(frame);
    else frame = requestAnimationFrame(draw);
  };
  const onLost = (event: Event) => {
    event.preventDefault();
    cancelAnimationFrame(frame);
    onFail();
  };

  paused = isPastBackground(window.scrollY, window.innerHeight);
  onState(paused ? "paused" : "running");
  if (!paused) frame = requestAnimationFrame(draw);
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("resize", resize);
  canvas.addEventListener("webglcontextlost", onLost);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("resize", resize);
    canvas.removeEventListener("webglcontextlost", onLost);
  };
}
