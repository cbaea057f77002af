//! The computer's faces: one original, friendly character for each level, with a one-line
//! description and a few words at the end of a game.
//!
//! Characters are matched to levels by id (see `outflank_engine::ai::levels`); their
//! names and words are in the catalogs by level id (`locales/<code>/characters.ftl`), so
//! they are the player's language's. A level without a character of its own gets a
//! friendly disc, so nothing ever shows blank. The
//! portraits are drawn by [`crate::pages::portrait_art`] from [`Look`] and [`Mood`].

use crate::i18n::Texts;
use outflank_engine::ai::Rng;
use outflank_engine::Color;

mod details;

/// What a character looks like: each has its own portrait.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Look {
    /// A round yellow chick.
    Chick,
    /// A hedgehog with a spiky back.
    Hedgehog,
    /// An orange fox.
    Fox,
    /// An owl with spectacles.
    Owl,
    /// A robot with a dice.
    Robot,
    /// A violet robot with a star on her antenna.
    StarBot,
    /// An ancient tortoise with a patterned shell.
    Tortoise,
    /// A tiny red ladybird with black spots.
    Ladybird,
    /// A grey tabby kitten.
    Kitten,
    /// A red squirrel with a bushy tail and an acorn.
    Squirrel,
    /// A rabbit with long ears and a clover leaf.
    Rabbit,
    /// A badger with a striped face and a hazelnut.
    Badger,
    /// A round brown bear.
    Bear,
    /// A glossy black raven.
    Raven,
    /// A young green dragon with horns.
    Dragon,
    /// A lion with a big mane.
    Lion,
    /// A grey wolf under the moon.
    Wolf,
    /// A white-headed eagle with a hooked beak.
    Eagle,
    /// A pink octopus juggling discs.
    Octopus,
    /// A blue peacock with its tail spread in a fan of eyes.
    Peacock,
    /// A grey heron among the reeds, with a black crest and a long yellow beak.
    Heron,
    /// A black panther under the stars, with golden eyes.
    Panther,
    /// A spotted snow leopard in falling snow.
    SnowLeopard,
    /// An Othello disc with a face: the stand-in for a level without its own character.
    Disc,
}

/// How a game ended, from the computer's side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ending {
    /// The computer won.
    ComputerWon,
    /// The computer lost.
    ComputerLost,
    /// Neither side won.
    Draw,
}

/// The expression on a character's face.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Mood {
    /// Waiting, with a gentle smile.
    #[default]
    Calm,
    /// Eyes up, pondering its move.
    Thinking,
    /// Beaming: it won.
    Happy,
    /// Wide-eyed and impressed: it lost.
    Surprised,
}

impl Look {
    /// Every look.
    pub const ALL: [Look; 24] = [
        Look::Chick,
        Look::Hedgehog,
        Look::Fox,
        Look::Owl,
        Look::Robot,
        Look::StarBot,
        Look::Tortoise,
        Look::Ladybird,
        Look::Kitten,
        Look::Squirrel,
        Look::Rabbit,
        Look::Badger,
        Look::Bear,
        Look::Raven,
        Look::Dragon,
        Look::Lion,
        Look::Wolf,
        Look::Eagle,
        Look::Octopus,
        Look::Peacock,
        Look::Heron,
        Look::Panther,
        Look::SnowLeopard,
        Look::Disc,
    ];

    /// Its name in file names and in `data-look`, e.g. `star-bot`.
    pub const fn key(self) -> &'static str {
        match self {
            Look::Chick => "chick",
            Look::Hedgehog => "hedgehog",
            Look::Fox => "fox",
            Look::Owl => "owl",
            Look::Robot => "robot",
            Look::StarBot => "star-bot",
            Look::Tortoise => "tortoise",
            Look::Ladybird => "ladybird",
            Look::Kitten => "kitten",
            Look::Squirrel => "squirrel",
            Look::Rabbit => "rabbit",
            Look::Badger => "badger",
            Look::Bear => "bear",
            Look::Raven => "raven",
            Look::Dragon => "dragon",
            Look::Lion => "lion",
            Look::Wolf => "wolf",
            Look::Eagle => "eagle",
            Look::Octopus => "octopus",
            Look::Peacock => "peacock",
            Look::Heron => "heron",
            Look::Panther => "panther",
            Look::SnowLeopard => "snow-leopard",
            Look::Disc => "disc",
        }
    }
}

impl Mood {
    /// Every mood.
    pub const ALL: [Mood; 4] = [Mood::Calm, Mood::Thinking, Mood::Happy, Mood::Surprised];

    /// Its name in file names and in `data-mood`, e.g. `thinking`.
    pub const fn key(self) -> &'static str {
        match self {
            Mood::Calm => "calm",
            Mood::Thinking => "thinking",
            Mood::Happy => "happy",
            Mood::Surprised => "surprised",
        }
    }
}

impl Ending {
    /// The ending as seen by the computer playing `computer`, when `winner` won (`None`:
    /// a draw).
    pub fn for_computer(winner: Option<Color>, computer: Color) -> Ending {
        match winner {
            None => Ending::Draw,
            Some(w) if w == computer => Ending::ComputerWon,
            Some(_) => Ending::ComputerLost,
        }
    }

    /// The face the character makes at this ending.
    pub fn mood(self) -> Mood {
        match self {
            Ending::ComputerWon => Mood::Happy,
            Ending::ComputerLost => Mood::Surprised,
            Ending::Draw => Mood::Calm,
        }
    }
}

/// A computer opponent as the player meets it: the level it plays and its portrait. Its
/// words are the player's language's, from the catalog by level id (`characters.ftl`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Character {
    /// The level id it plays at.
    pub level: u8,
    /// Its portrait.
    pub look: Look,
}

/// The characters of the levels, by level id.
const CAST: [(u8, Look); 23] = [
    (0, Look::Chick),
    (1, Look::Hedgehog),
    (2, Look::Fox),
    (3, Look::Owl),
    (4, Look::Robot),
    (5, Look::StarBot),
    (6, Look::Tortoise),
    (7, Look::Ladybird),
    (8, Look::Kitten),
    (9, Look::Squirrel),
    (10, Look::Rabbit),
    (11, Look::Bear),
    (12, Look::Raven),
    (13, Look::Dragon),
    (14, Look::Lion),
    (15, Look::Wolf),
    (16, Look::Eagle),
    (17, Look::Octopus),
    (18, Look::Peacock),
    (19, Look::Panther),
    (20, Look::SnowLeopard),
    (21, Look::Heron),
    (22, Look::Badger),
];

/// The look of the character of level `level`: its own, or [`Look::Disc`].
pub fn look_of(level: u8) -> Look {
    CAST.iter()
        .find(|(id, _)| *id == level)
        .map_or(Look::Disc, |(_, look)| *look)
}

/// The character of level `level`. Every level has one (those without their own get the
/// disc); an id no level has gets the disc, named as the catalog names an unknown level
/// ("The computer").
pub fn character(level: u8) -> Character {
    Character {
        level,
        look: look_of(level),
    }
}

impl Character {
    /// Its name, e.g. "Pip" (its level's).
    pub fn name(&self, t: &Texts) -> String {
        t.level_name(self.id())
    }

    /// "Pip the chick": the portrait's accessible name.
    pub fn portrait_label(&self, t: &Texts) -> String {
        t.character_title(self.id(), &self.name(t))
    }

    /// One friendly line about it.
    pub fn tagline(&self, t: &Texts) -> String {
        t.character_tagline(self.id())
    }

    /// How its level plays, in plain words (empty for an id no level has).
    pub fn about(&self, t: &Texts) -> String {
        t.level_about(self.id())
    }

    /// What it says at the end of a game that ended so. The same `seed` (e.g. the game's
    /// seed) always gives the same line, so a re-render does not change it. `None` while
    /// the words lack the end-of-game lines (the built-in English, until the whole catalog
    /// has come).
    pub fn end_line(&self, t: &Texts, ending: Ending, seed: u64) -> Option<String> {
        // The engine's seeded generator: nearby seeds give unrelated lines.
        let line = Rng::new(seed).below(END_LINES as u32);
        Some(self.say(t, ending, i64::from(line))).filter(|l| !l.is_empty())
    }

    /// Every line it may say at the end of a game that ended so.
    pub fn end_lines(&self, t: &Texts, ending: Ending) -> [String; END_LINES] {
        [0, 1, 2].map(|line| self.say(t, ending, line))
    }

    fn say(&self, t: &Texts, ending: Ending, line: i64) -> String {
        match ending {
            Ending::ComputerWon => t.character_won(self.id(), line),
            Ending::ComputerLost => t.character_lost(self.id(), line),
            Ending::Draw => t.character_draw(self.id(), line),
        }
    }

    fn id(&self) -> i64 {
        i64::from(self.level)
    }
}

/// How many lines a character has for each ending (`$line` 0, 1, 2 in the catalog).
pub const END_LINES: usize = 3;

#[cfg(test)]
mod tests {
    use super::*;
    use outflank_engine::ai::{levels, Level};
    use std::collections::HashSet;

    const ENDINGS: [Ending; 3] = [Ending::ComputerWon, Ending::ComputerLost, Ending::Draw];

    fn unknown_level() -> u8 {
        (0..=255u8)
            .find(|id| Level::try_from(*id).is_err())
            .unwrap()
    }

    #[test]
    fn every_level_has_its_own_character_named_after_it() {
        let t = Texts::english();
        let mut looks = HashSet::new();
        for level in levels() {
            let c = character(level.id.id());
            assert_ne!(
                c.look,
                Look::Disc,
                "level {} ({}) has no character of its own: add one to CAST",
                level.id,
                level.name
            );
            assert!(looks.insert(c.look), "two levels share the {:?}", c.look);
            assert_eq!(c.name(&t), level.name);
            assert_eq!(c.level, level.id.id());
        }
        // And every character plays a level that exists.
        for (id, look) in CAST {
            assert!(
                Level::try_from(id).is_ok(),
                "{look:?} plays level {id}, which is gone"
            );
        }
    }

    #[test]
    fn every_look_but_the_disc_is_cast_once() {
        let mut ids = HashSet::new();
        let mut looks = HashSet::new();
        for (id, look) in CAST {
            assert!(ids.insert(id), "two characters for level {id}");
            assert!(looks.insert(look), "{look:?} is cast twice");
            assert_ne!(look, Look::Disc);
        }
        for look in Look::ALL {
            assert_eq!(looks.contains(&look), look != Look::Disc, "{look:?}");
        }
    }

    #[test]
    fn an_unknown_level_gets_the_friendly_disc() {
        let t = Texts::english();
        let c = character(unknown_level());
        assert_eq!(c.look, Look::Disc);
        assert_eq!(c.name(&t), "The computer");
        assert_eq!(c.portrait_label(&t), "The computer the disc");
        assert_eq!(c.about(&t), "");
        assert!(c
            .end_line(&t, Ending::ComputerLost, 1)
            .is_some_and(|l| !l.is_empty()));
    }

    #[test]
    fn the_built_in_english_has_no_end_lines_until_the_whole_catalog_comes() {
        let c = character(levels()[0].id.id());
        let built_in = Texts::built_in();
        assert!(!built_in.is_complete());
        for ending in ENDINGS {
            assert_eq!(c.end_line(&built_in, ending, 7), None);
        }
        // The rest is there, and the same as in the whole catalog.
        let whole = Texts::english();
        assert!(whole.is_complete());
        assert_eq!(c.portrait_label(&built_in), c.portrait_label(&whole));
        assert_eq!(c.details(&built_in), None);
        assert!(c.details(&whole).is_some());
        assert_eq!(
            (c.tagline(&built_in), c.about(&built_in)),
            (String::new(), String::new())
        );
        assert!(!c.tagline(&whole).is_empty() && !c.about(&whole).is_empty());
        assert!(c.end_line(&whole, Ending::Draw, 7).is_some());
        // The same language, but not the same words: a component re-renders.
        assert_ne!(*built_in, *whole);
        assert_eq!(*whole, *Texts::english());
    }

    #[test]
    fn the_words_are_short_friendly_sentences() {
        let t = Texts::english();
        let mut all_lines = HashSet::new();
        let ids = levels().iter().map(|l| l.id.id()).chain([unknown_level()]);
        for id in ids {
            let c = character(id);
            let lines: Vec<String> = ENDINGS.iter().flat_map(|e| c.end_lines(&t, *e)).collect();
            for s in lines.iter().chain([&c.tagline(&t)]) {
                assert!(!s.contains('\n') && !s.contains("  "), "{s:?}");
                assert!(s.len() <= 90, "too long for one line: {s:?}");
                assert!(s.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit()));
                assert!(s.ends_with(['.', '!', '?']), "{s:?}");
            }
            for line in lines {
                assert!(all_lines.insert(line.clone()), "{line:?} is said twice");
            }
        }
    }

    #[test]
    fn the_end_line_is_chosen_by_the_seed_and_all_of_them_come_up() {
        let t = Texts::english();
        let c = character(levels()[0].id.id());
        for ending in ENDINGS {
            assert_eq!(c.end_line(&t, ending, 42), c.end_line(&t, ending, 42));
            let seen: HashSet<String> = (0..64)
                .filter_map(|seed| c.end_line(&t, ending, seed))
                .collect();
            assert_eq!(seen.len(), END_LINES, "{ending:?}: {seen:?}");
            for line in &seen {
                assert!(c.end_lines(&t, ending).contains(line));
            }
        }
        // Winning and losing are different things to say.
        let won: HashSet<_> = c.end_lines(&t, Ending::ComputerWon).into_iter().collect();
        let lost: HashSet<_> = c.end_lines(&t, Ending::ComputerLost).into_iter().collect();
        assert!(won.is_disjoint(&lost));
    }

    #[test]
    fn the_ending_is_seen_from_the_computers_side() {
        use Color::{Black, White};
        assert_eq!(
            Ending::for_computer(Some(White), White),
            Ending::ComputerWon
        );
        assert_eq!(
            Ending::for_computer(Some(Black), White),
            Ending::ComputerLost
        );
        assert_eq!(Ending::for_computer(None, Black), Ending::Draw);
        assert_eq!(Ending::ComputerWon.mood(), Mood::Happy);
        assert_eq!(Ending::ComputerLost.mood(), Mood::Surprised);
        assert_eq!(Ending::Draw.mood(), Mood::Calm);
    }

    #[test]
    fn the_portrait_label_names_the_character() {
        let t = Texts::english();
        for level in levels() {
            let c = character(level.id.id());
            let label = c.portrait_label(&t);
            assert!(
                label.starts_with(&format!("{} the ", level.name)),
                "{label}"
            );
        }
    }
}
