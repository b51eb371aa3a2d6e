import { seedPerson } from "./api-seed";
import { expect, test } from "./fixtures";
import { board, createGame, joinByLink, markSquare, seedEntries } from "./game-steps";

for (const colorScheme of ["light", "dark"] as const) {
  test(`shots ${colorScheme}`, async ({ newPlayer, baseURL }) => {
    const grandma = await newPlayer({ viewport: { width: 360, height: 740 }, colorScheme });
    const code = await createGame(grandma, "Grandma", "Boxing Day");
    const ann = await newPlayer({ viewport: { width: 360, height: 740 }, colorScheme });
    await joinByLink(ann, code, "Ann");
    await seedEntries(await seedPerson(baseURL!), code, 24);
    await grandma.getByRole("button", { name: "start game" }).click();
    await expect(board(ann).getByRole("button")).toHaveCount(24);
    for (let column = 0; column < 5; column += 1) await markSquare(ann, 0, column);
    await ann.getByRole("button", { name: "Call Bingo" }).click();
    await expect(grandma.getByRole("dialog")).toBeVisible();
    await grandma.screenshot({ path: `/tmp/rounds-shot-dialog-${colorScheme}.png` });
    await ann.getByRole("button", { name: "See the board" }).click();
    await ann.screenshot({ path: `/tmp/rounds-shot-ann-${colorScheme}.png`, fullPage: true });
    await grandma.getByRole("button", { name: "See the board" }).click();
    await grandma.getByRole("button", { name: "Play another round" }).click();
    await expect(grandma.getByText("Round 2 · Round 1 won by Ann")).toBeVisible();
    await grandma.screenshot({ path: `/tmp/rounds-shot-round2-${colorScheme}.png` });
  });
}
