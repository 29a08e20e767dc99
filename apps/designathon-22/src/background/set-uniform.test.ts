import { describe, expect, it, vi } from "vitest";
import { setUniform } from "./set-uniform.ts";

function fakeGl() {
  return {
    getUniformLocation: vi.fn(() => ({})),
    uniform1f: vi.fn(),
    uniform2f: vi.fn(),
    uniform3f: vi.fn(),
  };
}

describe("setUniform", () => {
  it("sets float uniforms of one to three components", () => {
    const gl = fakeGl();
    const program = {} as WebGLProgram;
    expect(setUniform(gl as unknown as WebGLRenderingContext, program, "u_time", "1f", [12.5])).toBe(true);
    expect(setUniform(gl as unknown as WebGLRenderingContext, program, "u_size", "2f", [640, 480])).toBe(true);
    expect(gl.uniform1f).toHaveBeenCalledWith({}, 12.5);
    expect(gl.uniform2f).toHaveBeenCalledWith({}, 640, 480);
  });

  it("reports an unsupported uniform type on the console instead of alerting", () => {
    const gl = fakeGl();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    expect(setUniform(gl as unknown as WebGLRenderingContext, {} as WebGLProgram, "u_matrix", "mat4", [])).toBe(false);
    expect(error).toHaveBeenCalledWith("Undefined uniform type: mat4 (uniform u_matrix)");
    expect(alert).not.toHaveBeenCalled();
    error.mockRestore();
    vi.unstubAllGlobals();
  });
});
