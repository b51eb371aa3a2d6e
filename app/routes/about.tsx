import { Link } from "react-router";
import { Page } from "../components/page";
import { STUDIO_NAME } from "../studio";

export const meta = () => [{ title: "About Us · Bingo with friends" }];

/** SPEC §2, About. */
export default function About() {
  return (
    <Page heading="About Us">
      <p>
        Bingo with friends was made by {STUDIO_NAME} to lighten up holiday gatherings: the
        predictions everyone makes about the day become a game the whole table plays together.
      </p>
      <p>
        Play anonymously, or register for free to play from several devices. Creating more than one
        game takes a $5 pass that lasts 90 days; games you have created stay playable forever.
      </p>
      <Link className="button" to="/how-to/">How To Play</Link>
    </Page>
  );
}
