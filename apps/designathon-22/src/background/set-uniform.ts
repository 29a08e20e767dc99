/** The uniform kinds the Impact background shader uses. */
export type UniformType = "1f" | "2f" | "3f";

/**
 * Sets a uniform of `program` by name. An unsupported kind is reported on the
 * console ("Undefined uniform type") and skipped, so a shader mistake never
 * interrupts the visitor with an alert.
 */
export function setUniform(
  gl: WebGLRenderingContext,
  program: WebGLProgram,
  name: string,
  type: string,
  value: readonly number[],
): boolean {
  const location = gl.getUniformLocation(program, name);
  switch (type as UniformType) {
    case "1f":
      gl.uniform1f(location, value[0] ?? 0);
      return true;
    case "2f":
      gl.uniform2f(location, value[0] ?? 0, value[1] ?? 0);
      return true;
    case "3f":
      gl.uniform3f(location, value[0] ?? 0, value[1] ?? 0, value[2] ?? 0);
      return true;
    default:
      console.error(`Undefined uniform type: ${type} (uniform ${name})`);
      return false;
  }
}
