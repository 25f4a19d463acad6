/** Stands in for a `?worker` import (a Vite worker constructor): jsdom has no workers, the code checks. */
export default class WorkerStub {}
