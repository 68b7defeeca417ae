// Monospace for topics and payloads that still shows Thai: the usual code fonts have no Thai glyphs,
// so Sarabun (the app's font, bundled) fills in before the generic family.
export const MONO = "font-[family-name:ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation_Mono','DejaVu_Sans_Mono',Sarabun,monospace]";
