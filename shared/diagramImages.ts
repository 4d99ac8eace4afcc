/** The drawn SVGs of a diagram, as the diagrams plugin lists them and the <Diagram> component shows them. */

/** One rendered SVG, as src/data/diagrams.json lists it under its hash. `file` is relative to static/. */
export interface DiagramImage {
  file: string;
  width: number;
  height: number;
}
export type DiagramManifest = Record<string, DiagramImage>;

export interface DiagramVariants {
  light: DiagramImage;
  dark: DiagramImage;
}
