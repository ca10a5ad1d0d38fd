/** Terminal tokens live 60 seconds and open one terminal session, once. */
export const TERMINAL_TOKEN_TTL_SECONDS = 60;
