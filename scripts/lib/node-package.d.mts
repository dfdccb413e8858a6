// Types of node-package.mjs for the tests (tests/unit/toolchain.test.ts); the scripts themselves are plain JS.
export declare const MIN_NODE: [number, number];
export declare const NODE_MAJOR: number;
export declare const KNOWN_MACHINES: string[];
export declare function isRecentEnough(version: string): boolean;
export interface NodePackage {
  name: string;
  spec: string;
  binary: string;
  note: string | undefined;
}
export declare function nodePackagesFor(platform: string, arch: string): NodePackage[];
export declare function unknownMachineMessage(platform: string, arch: string, version: string): string;
