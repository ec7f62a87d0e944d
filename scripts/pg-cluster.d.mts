/** Types of pg-cluster.mjs, for the tests that start a cluster of their own. */
export const PG_BIN: string;
export function freePort(): Promise<number>;
export function clusterProblem(): string | null;
export interface Cluster {
  url: string;
  port: number;
  /** Stops the server and removes its files. */
  stop(): void;
  /** Stops the server (fast shutdown: its connections are closed), keeping its data and port. */
  stopServer(): Promise<void>;
  /** Starts the stopped server again, on the same port with the same data. */
  startServer(): Promise<void>;
  /** Stops and starts the server (pg_ctl restart -m fast). */
  restart(): Promise<void>;
}
export function startCluster(): Promise<Cluster>;
