/**
 * The proposals module's public API: all other modules may import of it (docs/modules/proposals.md). Its tables
 * exist (entities/), its services and events come with the proposals flow; until then it offers nothing.
 */
export {};
