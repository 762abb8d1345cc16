import { VERTICALS } from "@/lib/verticals/verticals";
import { profilePageJsonLd } from "./json-ld-author";

const person = {
  name: "Jane Doe",
  id: "ncpr700000",
  jobTitle: ["Senior reporter", "Anchor"],
  shortBio: "Jane Doe covers politics.",
  bio: ["A longer bio."],
  primaryImage: { url: "https://img.example/jane.png", width: 400, height: 400 },
  socialMediaProfiles: { twitter: "https://twitter.com/janedoe", instagram: "javascript:alert(1)" },
};

describe("profilePageJsonLd", () => {
  test("a ProfilePage about the Person, with safe profiles only", () => {
    expect(profilePageJsonLd(person, "/author/jane-doe-ncpr700000", VERTICALS.news)).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: "https://nbcnews.com/author/jane-doe-ncpr700000",
      mainEntity: {
        "@type": "Person",
        name: "Jane Doe",
        url: "https://nbcnews.com/author/jane-doe-ncpr700000",
        identifier: "ncpr700000",
        jobTitle: "Senior reporter, Anchor",
        description: "Jane Doe covers politics.",
        image: "https://img.example/jane.png",
        sameAs: ["https://twitter.com/janedoe"],
        worksFor: { "@type": "Organization", name: "NBC News" },
      },
    });
  });

  test("a person with a name only", () => {
    const ld = profilePageJsonLd({ name: "A. Writer" }, "/author/a-writer-ncpr1", VERTICALS.noticias);
    expect(ld.url).toBe(`https://${VERTICALS.noticias.hosts[0]}/author/a-writer-ncpr1`);
    expect(ld.mainEntity).toEqual({ "@type": "Person", name: "A. Writer", url: ld.url, worksFor: { "@type": "Organization", name: "Noticias Telemundo" } });
  });
});
