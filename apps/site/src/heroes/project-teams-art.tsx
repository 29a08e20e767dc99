import { colors } from "@duci/ui/theme/tokens";
import { Drawing, HeroArt } from "../resources/page-hero.tsx";

/** /project-teams/: a kanban board of sticky notes beside overlapping design frames and a cursor. */
export function ProjectTeamsArt() {
  return <HeroArt name="project-teams">{import.meta.env.SSR && <ProjectTeamsDrawing />}</HeroArt>;
}

/** The drawing alone: the page's markup at build time, and the file the build writes (hero-files.tsx). */
export function ProjectTeamsDrawing() {
  return (
    <Drawing>
      <defs>
        <rect id="teams-note" width="34" height="28" rx="3" />
        <rect id="teams-handle" x="-4" y="-4" width="8" height="8" fill={colors.white} stroke={colors.blue} />
      </defs>
      <rect x="10" y="28" width="152" height="136" rx="8" fill={colors.white} />
      <path d="M61 28v136M112 28v136M10 50h152" />
      <use href="#teams-note" x="19" y="60" fill={colors.yellow} />
      <use href="#teams-note" x="19" y="98" fill={colors.pink} />
      <use href="#teams-note" x="19" y="136" fill={colors.yellow} />
      <use href="#teams-note" x="70" y="60" fill={colors.green} />
      <use href="#teams-note" x="70" y="98" fill={colors.sky} />
      <use href="#teams-note" x="121" y="60" fill={colors.pink} />
      <rect x="124" y="16" width="96" height="72" rx="4" fill={colors.blush} />
      <rect x="146" y="62" width="80" height="96" rx="4" fill={colors.sky} />
      <path d="M158 80h50M158 92h36" />
      <rect x="140" y="56" width="92" height="108" stroke={colors.blue} strokeDasharray="6 5" />
      <use href="#teams-handle" x="140" y="56" />
      <use href="#teams-handle" x="232" y="56" />
      <use href="#teams-handle" x="140" y="164" />
      <use href="#teams-handle" x="232" y="164" />
      <path d="M188 114l26 12-11 3-5 11z" fill={colors.black} />
    </Drawing>
  );
}
