import { BadRequestError } from './params';

/**
 * The bytes an answer may still take, shared by the queries of one request. A page of hits whose
 * estimated size (see search.estimateHitsBytes) does not fit is refused before any of its hits is
 * built: a flood of the heaviest public queries then costs their matching, not 1000 highlighted
 * records each. The answer's exact size is checked again once it is written (cost-gate.boundedJson).
 */
export class AnswerBudget {
  constructor(
    readonly limit: number,
    public remaining = limit,
  ) {}

  /** Takes `bytes` from the budget, or refuses the request when they do not fit. */
  take(bytes: number): void {
    if (bytes > this.remaining) throw answerTooLarge(this.limit);
    this.remaining -= bytes;
  }
}

export function answerTooLarge(limit: number): BadRequestError {
  return new BadRequestError(`The answer would exceed ${limit / (1024 * 1024)} MB; ask for fewer hits, attributes or facet values`, 400);
}

/** What the engine did, counted (the host's thread reports them; tests read them). */
export interface EngineStats {
  /** Search requests answered or refused (each query of a multi-query counts). */
  queries: number;
  /** Hits built for answers (projected and highlighted records). */
  hitsBuilt: number;
  /** Queries refused from their estimated size before their hits were built. */
  refusedByEstimate: number;
  /** Records serialised ahead of the searches in the engine's idle time (engine/hit-json.ts prefill). */
  recordsSerialisedAhead: number;
}

export const emptyStats = (): EngineStats => ({ queries: 0, hitsBuilt: 0, refusedByEstimate: 0, recordsSerialisedAhead: 0 });
