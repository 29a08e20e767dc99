export const VERTEX_SHADER = `
attribute vec2 a_position;
void main() { gl_Position = vec4(a_position, 0.0, 1.0); }
`;

// Soft moving blobs of the Impact colours over the brand black.
export const FRAGMENT_SHADER = `
precision mediump float;
uniform vec2 u_size;
uniform float u_time;
void main() {
  vec2 uv = gl_FragCoord.xy / u_size;
  float aspect = u_size.x / u_size.y;
  vec2 p = vec2(uv.x * aspect, uv.y);
  float t = u_time * 0.25;
  vec3 black = vec3(0.0, 0.0, 0.141);
  vec3 orange = vec3(0.988, 0.349, 0.239);
  vec3 pink = vec3(1.0, 0.624, 0.957);
  vec3 violet = vec3(0.004, 0.118, 0.984);
  float a = 0.5 + 0.5 * sin(p.x * 2.1 + t * 1.3 + sin(p.y * 3.0 + t));
  float b = 0.5 + 0.5 * sin(p.y * 2.7 - t * 1.1 + cos(p.x * 2.0 - t * 0.7));
  float c = 0.5 + 0.5 * sin((p.x + p.y) * 1.6 + t * 0.9);
  vec3 color = black;
  color = mix(color, violet, smoothstep(0.55, 1.0, c) * 0.55);
  color = mix(color, orange, smoothstep(0.6, 1.0, a) * 0.65);
  color = mix(color, pink, smoothstep(0.7, 1.0, b) * 0.45);
  gl_FragColor = vec4(color * 0.8, 1.0);
}
`;
