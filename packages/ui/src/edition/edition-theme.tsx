import { createContext, useContext } from "react";
import { colors } from "../theme/tokens.ts";

/** An edition's colours, read by its sections and blocks. */
export interface EditionTheme {
  /** The ground of "tint" sections. */
  tint: string;
  /** When set, a short bar in this colour underlines each section heading. */
  accent?: string;
}

const EditionThemeContext = createContext<EditionTheme>({ tint: colors.sky });

/** Gives every section and block below it the edition's colours. */
export const EditionThemeProvider = EditionThemeContext.Provider;

export function useEditionTheme(): EditionTheme {
  return useContext(EditionThemeContext);
}
