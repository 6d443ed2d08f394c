// Compiled with `tsc --strict --noEmit` under moduleResolution `nodenext` by
// tests/js/types.test.mjs: require('goscore') as a CommonJS TypeScript file sees it, through
// web/index.d.cts: `ready` resolves to the whole API, and the API's names are there once it has.
import goscore = require('goscore');

const rows: readonly Int8Array[] = [Int8Array.of(1, 0), Int8Array.of(0, -1)];
async function main(): Promise<string> {
  const api = await goscore.ready;
  const line: string = String(api.score(rows, { rules: 'chinese', dead: [Int32Array.of(0, 0)] }));
  const owner: Int8Array = goscore.ownershipMap(new Int8Array(4), 2, 2);
  const regions = goscore.getTerritories([[1, 0], [0, -1]] as const).territoryNone;
  const game = new goscore.Game({ size: 9 });
  game.play(1, [2, 2] as const);
  game.dispose();
  // @ts-expect-error: unknown ruleset
  api.score(rows, { rules: 'chess' });
  // @ts-expect-error: ready resolves to the API, not to a board
  const wrong: string[] = await goscore.ready;
  void wrong;
  return line + owner.length + regions.length;
}
export = main;
