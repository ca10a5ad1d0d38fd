export const ROOT: string;
export const LEXICON_DIR: string;
export const GENERATED_DIR: string;
export const HANDLER_DIR: string;
export function walk(dir: string, suffix: string): string[];
export function lexiconFiles(): string[];
export function loadLexicons(): { file: string; doc: any }[];
export function methodIds(): string[];
