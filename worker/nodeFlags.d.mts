/** The worker's Node flags (nodeFlags.mjs). */
export declare const WORKER_NODE_FLAGS: readonly string[];
