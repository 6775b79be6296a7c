// The example's single-page navigation: a new note replaces the old one without a reload, and
// Badr Lens marks it with no call from the site.
document.getElementById("next").addEventListener("click", (event) => {
  event.preventDefault();
  history.pushState({}, "", "#second-note");
  const note = document.getElementById("note");
  const heading = document.createElement("h1");
  heading.textContent = "What the verses allowed";
  const text = document.createElement("p");
  text.textContent =
    "The next verse, Quran 8:69, allows what was taken at Badr: “So consume what you have taken of war booty, lawful and good.”";
  note.replaceChildren(heading, text);
});

document.addEventListener("badr-lens:open", (event) => {
  console.log("Badr Lens opened", event.detail.targets);
});
