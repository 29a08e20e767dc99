import { colors } from "@duci/ui/theme/tokens";
import { Drawing, HeroArt } from "../resources/page-hero.tsx";

/** /mentorship/: two dotted paths meeting at a flag on the hill, and a compass to find the way. */
export function MentorshipArt() {
  return <HeroArt name="mentorship">{import.meta.env.SSR && <MentorshipDrawing />}</HeroArt>;
}

/** The drawing alone: the page's markup at build time, and the file the build writes (hero-files.tsx). */
export function MentorshipDrawing() {
  return (
    <Drawing>
      <path d="M4 166c30-60 70-118 116-126 44 8 82 60 116 126z" fill={colors.white} />
      <path d="M24 166c14-40 58-40 64-74s18-46 32-52" stroke={colors.blue} strokeWidth={6} strokeDasharray="0 11" />
      <path d="M150 166c-34-22-4-52-20-76s-20-34-10-50" stroke={colors.orange} strokeWidth={6} strokeDasharray="0 11" />
      <path d="M120 40V8" />
      <path d="M120 8h30l-8 9 8 9h-30z" fill={colors.green} />
      <circle cx="24" cy="166" r="6" fill={colors.blue} />
      <circle cx="150" cy="166" r="6" fill={colors.orange} />
      <circle cx="198" cy="124" r="30" fill={colors.yellow} />
      <circle cx="198" cy="124" r="21" fill={colors.white} />
      <path d="M198 103l7 21h-14z" fill={colors.red} />
      <path d="M198 145l7-21h-14z" fill={colors.sky} />
      <path d="M4 166h232" strokeWidth={4} />
    </Drawing>
  );
}
