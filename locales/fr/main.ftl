### Outflank en français. Les termes : docs/i18n-glossary.md (Noir/Blanc, pion, jouer, passer,
### pion définitif, ouverture, meilleur coup).

-black = Noir
-white = Blanc

## Les couleurs

black = { -black }
white = { -white }
black-word = noir
white-word = blanc

## Les joueurs

you = Vous
human = Humain
computer = Ordinateur
your = vous
possessive = { $name }

## Les phrases

sentence = { $text }.
sentence-gap = {" "}

## Ce qui vient de se passer

editing-board = Édition du plateau
new-game = Nouvelle partie
new-game-kept = Nouvelle partie commencée — Reprendre ramène la précédente
game-resumed = Partie reprise au coup { NUMBER($move) }
position-set-up = Position installée
position-set-up-kept = Position installée — Reprendre ramène la partie précédente
loaded-moves = { $count ->
    [one] { $count } coup chargé
   *[other] { $count } coups chargés
}
loaded-moves-kept = { $count ->
    [one] { $count } coup chargé
   *[other] { $count } coups chargés
} — Reprendre ramène la partie précédente
you-played = Vous avez joué { $square } et retourné { NUMBER($flipped) }
played = { $who } a joué { $square } et retourné { NUMBER($flipped) }
you-pass = Vous n’avez aucun coup possible et passez
passes = { $who } n’a aucun coup possible et passe
took-back = Retour au coup { NUMBER($move) }
replayed = Rejoué jusqu’au coup { NUMBER($move) }
restored = Partie quittée retrouvée, au coup { NUMBER($move) }
not-legal = { $square } n’est pas un coup possible
back-to-game-at = Retour à la partie au coup { NUMBER($move) }
copied-game = Partie copiée
copy-refused = La copie a été refusée : la partie est sélectionnée, copiez-la à la main

## À qui de jouer, ou le résultat

editor-to-move = { $colour } au trait dans cette position
game-over = Partie terminée : { $result }
is-thinking = { $who } réfléchit
cannot-move = { $who } ne peut pas jouer : { $reason }
your-move = À vous de jouer, { NUMBER($black) }–{ NUMBER($white) }
to-move = Au tour de { $who }, { NUMBER($black) }–{ NUMBER($white) }
variation-from = Variante depuis le coup { NUMBER($move) } : { $line }
blocked-ends-game = { $colour } n’a aucun coup possible, ce qui termine la partie

## Le résultat

you-win = Vous gagnez { NUMBER($won) }–{ NUMBER($lost) }
you-lost = Vous avez perdu { NUMBER($lost) }–{ NUMBER($won) }
wins = { $who } gagne { NUMBER($won) }–{ NUMBER($lost) }
draw = Match nul, { NUMBER($black) }–{ NUMBER($white) }
result-with-empties = { $headline } ({ $whose } : { $discs ->
    [one] { $discs } pion
   *[other] { $discs } pions
} + { $empty ->
    [one] { $empty } case vide
   *[other] { $empty } cases vides
})
draw-with-empties = { $headline } ({ $discs ->
    [one] { $discs } pion
   *[other] { $discs } pions
} chacun + la moitié { $empty ->
    [one] de la case vide
   *[other] des { $empty } cases vides
})

## L’analyse

review-best = Coup { NUMBER($move) }, { $square } : meilleur coup, { $value }
review-best-exact = Coup { NUMBER($move) }, { $square } : meilleur coup, { $value }, exact
review-loss = Coup { NUMBER($move) }, { $square } : { $loss } ; meilleur { $best }, { $value }
review-loss-exact = Coup { NUMBER($move) }, { $square } : { $loss } ; meilleur { $best }, { $value }, exact
loss-best = meilleur coup
lost-discs = { $loss ->
    [one] { $loss } pion perdu
   *[other] { $loss } pions perdus
}
lost-inaccuracy = { $loss ->
    [one] { $loss } pion perdu
   *[other] { $loss } pions perdus
}, une imprécision
lost-mistake = { $loss ->
    [one] { $loss } pion perdu
   *[other] { $loss } pions perdus
}, une erreur
lost-blunder = { $loss ->
    [one] { $loss } pion perdu
   *[other] { $loss } pions perdus
}, une gaffe
review-done = Analyse terminée : { -black } a perdu { $black ->
    [one] { $black } pion
   *[other] { NUMBER($black) } pions
} en { $black_mistakes ->
    [one] { $black_mistakes } erreur
   *[other] { $black_mistakes } erreurs
}, { -white } { NUMBER($white) } en { NUMBER($white_mistakes) }

## Le nom d’une case

square-empty = vide
square-legal = coup possible
square-last = dernier coup
square-stable = définitif
square-best = meilleur coup
square-line-step = coup { NUMBER($step) } de la meilleure suite
square-value = { $value } { $discs ->
    [one] pion
   *[other] pions
}
square-exact = exact
list-separator = ,{" "}

## Le plateau et les scores

board = Plateau
banner-passes = { $colour } passe
card-discs = { $count ->
    [one] pion
   *[other] pions
}
card-points = { $count ->
    [one] point
   *[other] points
}
choose-opponent-label = { $colour } : { $name }. Choisir votre adversaire
opening-label = Ouverture :{" "}

## Les boutons et les réglages

game-controls = Commandes de la partie
button-new-game = Nouvelle partie
title-new-game = Nouvelle partie (N) : Reprendre ramène celle-ci
button-undo = Reprendre
title-undo = Reprendre (U)
button-redo = Refaire
title-redo = Refaire (R)
button-hint = Conseil
button-hint-pending = Réflexion…
title-hint = Conseil (H) : la valeur de chaque coup en pions, le meilleur entouré
button-move-now = Jouer maintenant
title-move-now = Jouer maintenant (M) : l’ordinateur joue le meilleur coup trouvé
button-edit-board = Éditer
title-edit-board = Éditer le plateau (E) : installer une position et jouer à partir d’elle
button-save = Enregistrer
title-save = Enregistrer (S)
button-load = Ouvrir
title-load = Ouvrir (O)
saved-game-file = Fichier de partie enregistrée
ask-again = Redemander à l’ordinateur
settings = Réglages
language-label = Langue
show-legal = Montrer les coups possibles
show-stable = Montrer les pions définitifs
sound = Son
animation = Animation
cores = Cœurs
cores-automatic = Automatique
changes-apply = Les changements s’appliquent au prochain coup ou à la prochaine partie.
pass-rule = Si un joueur n’a aucun coup possible
pass-rule-pass = il passe (la règle habituelle)
pass-rule-game-over = la partie s’arrête
human-about = Joué sur cet appareil : touchez ou cliquez une case.
details = Détails
player-in-rematch = { $colour } pour la revanche

## La liste des coups et le bouton d’analyse

moves-title = Coups
no-moves = Aucun coup pour l’instant.
moves-played = Coups joués
notation-label = La partie en notation
copy = Copier
copied = Copié
title-ggf = Copier la partie au format GGF (Coller une partie la relit)
game-to-paste = Partie à coller
paste-placeholder = Coller une partie : coups (f5d6c3…), position ou GGF
paste-game = Coller la partie
analyze-game = Analyser la partie
title-analyze = Chaque coup comparé au meilleur (les seuils sont dans l’aide)
analyzing = Analyse : { NUMBER($done) } sur { $total ->
    [one] { $total } coup
   *[other] { $total } coups
}

## La réflexion de l’ordinateur

thinking-panel = La réflexion de l’ordinateur
thinking-toggle = Réflexion
thinking-idle = Son meilleur coup, sa valeur et sa suite s’affichent ici pendant qu’il réfléchit.
thinking-best = Meilleur coup pour l’instant : { $move }
thinking-starting = Démarrage…
thinking-value = Valeur : { $value } { $discs ->
    [one] pion
   *[other] pions
}
thinking-depth = Profondeur : { NUMBER($depth) }
thinking-win-rate = Taux de victoire : { NUMBER($percent) } % ({ $visits } visites)
thinking-playouts = Simulations : { $count }
thinking-solving = Calcul exact des { $empties ->
    [one] { $empties } case vide
   *[other] { $empties } cases vides
}
thinking-nodes-rate = { $count } nœuds/s
thinking-playouts-rate = { $count } simulations/s
thinking-line = Suite : { $line }

## Le choix de l’adversaire

choose-your-opponent = Choisir votre adversaire
rating-first-timer = {" "}(tout le monde commence à 1000, le niveau d’un débutant).
rating-after-games = {" "}après { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}.
start-again = Recommencer à 1000
close = Fermer
strength-line = { $strength } · { NUMBER($rating) }
strength-beginner = Débutant
strength-casual = Loisir
strength-club = Club
strength-strong = Fort
strength-expert = Expert
strength-master = Maître
strength-world = Classe mondiale

## A level's technical details (under "Details"), made from its settings: the parts that
## apply, joined by list-separator. $temperature and $playouts are numbers already written
## in the language's way (8.4, 32,000).

level-details-depth = alpha-bêta à { $depth ->
    [one] { $depth } demi-coup
   *[other] { $depth } demi-coups
}
level-details-softmax = softmax à { $temperature } pions
level-details-endgame = { $temperature } en finale
level-details-max-loss = jamais un coup à { NUMBER($loss) } pions du meilleur
level-details-exact = exact à partir de { NUMBER($empties) } cases vides
level-details-playouts = une recherche arborescente de { $playouts } parties au hasard ou { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
} par coup
level-details-guided = une recherche arborescente guidée par l’évaluation apprise
level-details-deepening = alpha-bêta de plus en plus profond jusqu’à la fin de son temps, avec l’évaluation apprise et une recherche sélective
level-details-time = environ { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
} par coup
level-details-time-fraction = environ { $seconds } seconde par coup

## Le graphique, les totaux et la navigation de l’analyse

review-loss-black = Pions perdus : { -black }{" "}
review-loss-white = , { -white }{" "}
margin-draw-solved = match nul (calculé)
margin-even = égalité
margin-wins-solved = { $colour } gagne de { $by ->
    [one] { $by } pion
   *[other] { $by } pions
} (calculé)
margin-ahead = { $colour } mène d’environ { $by ->
    [one] { $by } pion
   *[other] { $by } pions
}
chart-label = Valeur pour { -black } après chacun des { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} ; après le dernier, { $margin } ; en dessous, les pions perdus par chacun. Les flèches vont de coup en coup.
chart-scale-black = { -black } +32
chart-scale-white = { -white } +32
chart-loss-legend = Pions perdus : { -black } ━ { -white } ┅
chart-ahead-legend = { -black } devant ↑ · { -white } devant ↓ (pions à la fin)
review-hint = Un coup de la liste montre sa position ; un autre coup joué là essaie une variante.
browse-previous = Précédent
browse-next = Suivant
variation-kept = Une variante depuis le coup { NUMBER($move) } ; la partie jouée est conservée.
best-line = Meilleure suite :
show-line = Montrer la suite

## L’éditeur de position

editor-title = Éditer le plateau
editor-help = Cliquez ou touchez une case (ou appuyez sur Entrée) pour la rendre vide, noire ou blanche, puis jouez à partir de la position installée.
editor-turn = Au trait
editor-start = Position de départ
editor-clear = Vider
editor-play = Jouer d’ici

## Le résultat et l’échelle

your-rating-label = Votre classement :{" "}
suggest-stronger = Gagné : prêt pour un adversaire plus fort ?
suggest-easier = Deux défaites de suite : un adversaire plus facile ?
try-next = Essayer { $name } ensuite ?
play-again = Rejouer
title-play-again = Une nouvelle partie tout de suite, couleurs inversées
rematch-options = Options de revanche
title-rematch-options = Choisir d’abord les joueurs et la règle
farewell = { $name } : « { $line } »

## La revanche

rematch = Revanche
rematch-computer-lost = Choisissez qui joue chaque couleur pour la revanche, et sa règle.
rematch-you-lost = Vous avez perdu : à vous de choisir les options de la revanche.
rematch-colour-lost = { $colour } a perdu : { $colour } choisit les options de la revanche.
rematch-draw = Match nul : l’un ou l’autre choisit les options de la revanche.
start-rematch = Lancer la revanche
cancel = Annuler

## Les pages

page-title = Outflank · Othello
back-to-game = Retour à la partie
rules-title = Comment jouer à Othello
about-title = À propos d’Outflank
loading = Chargement…
page-failed = Cette page n’a pas pu être chargée. Vérifiez la connexion et réessayez.

nav-more = Plus
nav-rules = Règles
nav-about = À propos
nav-help = Aide

## Avis et erreurs

could-not-save = Impossible d’enregistrer la partie : le navigateur n’a pas pu créer le fichier.
could-not-load = Impossible d’ouvrir la partie : { $reason }.
could-not-load-ggf = Impossible de lire la partie GGF : { $reason }
could-not-set-up = Impossible d’installer la position : { $reason }
could-not-load-moves = Impossible de lire les coups : { $reason }
language-unavailable = { $language } n’a pas pu être chargé ({ $reason }) ; vérifiez la connexion et choisissez-le à nouveau.
catalog-unreachable = son fichier n’a pas pu être téléchargé
catalog-damaged = son fichier est endommagé
rating-unreadable = Votre classement n’a pas pu être lu ({ $reason }) ; il repart à 1000. L’ancien est conservé sous « { $key } » dans le stockage de ce site.
standing-not-a-record = ce n’est pas un classement enregistré par cette application
standing-newer-version = il a été écrit par une version plus récente d’Outflank (version { NUMBER($version) } de l’enregistrement)
standing-missing = le champ « { $field } » manque
standing-wrong = le champ « { $field } » contient une valeur non valide
standing-unknown = le champ « { $field } » est inconnu de cette version
save-unreadable = La partie enregistrée n’a pas pu être restaurée ({ $reason }) ; une nouvelle partie a commencé. L’ancienne est conservée sous « { $key } » dans le stockage de ce site.
old-version-save = Une partie enregistrée par une version antérieure d’Outflank ne peut pas être reprise par celle-ci ; une nouvelle partie a commencé. L’ancienne est conservée sous « { $key } » dans le stockage de ce site.
dismiss = Fermer le message


## Pourquoi une partie collée ou une position est refusée (après could-not-load-moves et ses pareils)

paste-at-move = coup { NUMBER($move) } (caractère { NUMBER($char) }) : { $what }
paste-unexpected-char = caractère inattendu « { $char } »
paste-bad-row = « { $square } » n’est pas une case (la rangée va de 1 à 8)
paste-truncated = la liste s’arrête au milieu d’un coup
paste-illegal = { $square } n’est pas un coup possible pour { $colour }
paste-pass-with-moves = { $colour } ne peut pas passer quand un coup est possible
paste-after-game-over = la partie est déjà finie
obf-at = caractère { NUMBER($char) } : { $what }
obf-too-short = le plateau a { NUMBER($count) } cases et s’arrête ici, il en faut 64 (a1..h8)
obf-too-long = le plateau a { NUMBER($count) } cases, il en faut 64 (a1..h8) ; la 65e est ici
obf-bad-square = « { $char } » n’est pas une case (X ou * noir, O blanc, - ou . vide)
obf-missing-side = le trait (X ou O) manque après le plateau
obf-bad-side = le trait doit être X ou O, pas « { $char } »
obf-trailing = « { $char } » inattendu après le trait (un commentaire commence par ;)
ggf-not-a-game = une partie GGF commence par (;
ggf-bad-board = le plateau BO[...] manque ou n’est pas un plateau 8x8 de 64 cases avec le trait
ggf-unclosed = { $name }[ n’a pas de ] fermant
ggf-bad-move = coup { NUMBER($move) } : « { $text } » n’est ni une case ni PA
ggf-wrong-colour = coup { NUMBER($move) } : ce n’est pas à { $colour } de jouer
ggf-illegal = coup { NUMBER($move) } ({ $square }) : { $why }
illegal-occupied = { $square } est déjà occupée
illegal-no-flips = { $square } ne retourne aucun pion
illegal-pass = impossible de passer quand un coup est possible
illegal-game-over = la partie est finie
unplayable = Impossible de jouer depuis cette position : { $reason }.
unplayable-empty = le plateau est vide, personne ne peut jouer
unplayable-full = toutes les cases sont prises, la partie est déjà finie
unplayable-one-colour = seul { $colour } a des pions sur le plateau, personne ne peut jouer
unplayable-no-moves = ni { -black } ni { -white } n’a de coup possible
level-substituted = { $colour } était le niveau { NUMBER($level) } de l’ordinateur, que cette version d’Outflank n’a pas : { $name }, le niveau le plus proche, joue à sa place.


## L’aide

help-title = Aide
help-playing = Jouer
help-tap = Touchez (ou cliquez) une case marquée d’un point pour y jouer : les points montrent où le camp au trait peut jouer. Toucher une autre case explique pourquoi ce n’est pas un coup.
help-undo = { button-undo } annule votre dernier coup. Il ramène aussi une partie quittée par { button-new-game }, { paste-game }, { button-load }, { play-again } ou l’éditeur de plateau.
help-play-again = À la fin, { play-again } lance aussitôt une nouvelle partie en échangeant les couleurs ; { rematch-options } permet d’abord de choisir les joueurs et la règle.
help-shortcuts = Raccourcis clavier
help-kbd-or = { $first } ou { $second }
help-kbd-arrows = Flèches, Entrée
help-key-hint = { button-hint } : la valeur de chaque coup en pions (l’écart final auquel il mène), le meilleur entouré
help-key-move-now = { button-move-now } : l’ordinateur joue son meilleur coup trouvé
help-key-edit = { button-edit-board } : composez une position et jouez à partir d’elle
help-key-save = Enregistrer la partie dans un fichier
help-key-load = Charger une partie depuis un fichier
help-key-players = Choisir qui joue { -black } / { -white }
help-key-legal = Afficher ou masquer les coups possibles
help-key-jump = Aller à la case jouable suivante / précédente
help-key-help = Cette aide
help-key-board = Se déplacer sur le plateau et jouer
help-tab = Chaque commande s’atteint aussi avec Tab et s’utilise avec Entrée ou Espace.
help-analyze = Chaque coup est comparé au meilleur coup : exact à partir de 18 cases vides, une recherche à 8 demi-coups avant. Un coup qui perd 2 à 5 pions par rapport au meilleur est une imprécision (?!), 6 à 11 une erreur (?), 12 ou plus une gaffe (??). Cliquez un coup ou un point du graphique (ou utilisez les flèches sur le graphique) pour voir sa position, le meilleur coup entouré.

## Noms des ouvertures

# Dans l’ordre de la table du moteur (engine/data/openings.txt) ; les joueurs francophones en gardent les noms anglais.
opening-name = { $opening ->
    [0] Ouverture diagonale
    [1] Ouverture en case X
    [6] Mimura (variante II)
    [8] Iwasaki (variante)
    [17] Bat (Piau suite 2)
    [18] Melnikov/Bat (Piau suite 1)
    [19] Bat (Kling suite)
    [20] Bat (Kling variante)
    [27] Buffalo/Kenichi (variante)
    [31] Variante aile
    [32] Variante semi-aile
    [33] Ouverture parallèle
    [34] Ouverture perpendiculaire
    [43] Murakami (variante)
    [44] Rotating Flat (Kling suite)
    [54] No-Cat (suite)
    [63] No-Kung (suite)
    [65] Nulle F.A.T.
    [71] Tiger (ligne principale)
    [74] Central Rose-Bill/nulle morte
    [76] Aubrey (Feldborg suite)
   *[other] { $name }
}


## Why a save file cannot be loaded (after could-not-load). The file's own words (a field's
## path such as options.sound, a value it holds) are quoted as they are, untranslated.

load-empty = le fichier est vide
load-too-large = le fichier est trop gros pour être une partie d’Outflank ({ NUMBER($bytes) } octets ; une partie enregistrée fait quelques kilo-octets)
load-not-json = le fichier n’est pas du JSON : erreur ligne { NUMBER($line) }, colonne { NUMBER($column) }
load-truncated = le fichier est tronqué : il s’arrête ligne { NUMBER($line) }, colonne { NUMBER($column) }, avant la fin de la partie
load-not-an-object = le fichier est du JSON mais pas une partie d’Outflank : il contient { $found } au lieu d’un objet
load-not-outflank = le fichier est du JSON mais pas une partie d’Outflank (il n’a pas de champ « format »)
load-wrong-format = le fichier est un document « { $name } », pas une partie d’Outflank (« { $format } »)
load-future-version = le fichier vient d’un Outflank plus récent, version { NUMBER($version) } ; celui-ci lit la version { NUMBER($supported) }. Mettez l’application à jour pour l’ouvrir
load-missing = le champ « { $field } » manque
load-wrong-type = le champ « { $field } » devrait contenir { $expected }, et non { $found }
load-bad-start = la position de départ (« start ») est fausse : { $reason }
load-bad-moves = les coups (« moves ») ne forment pas une partie légale : { $reason }
load-cursor = le coup courant (« cursor ») est { NUMBER($cursor) }, mais le fichier n’enregistre que { $moves ->
    [one] { NUMBER($moves) } coup
   *[other] { NUMBER($moves) } coups
}
load-turn = d’après le fichier, le trait (« to_move ») est à « { $file } », mais après ses coups il est à « { $actual } »
load-found-number = le nombre { $number }
load-found-fraction = un nombre à virgule
load-found-text = le texte « { $text } »
load-found-list = une liste
load-found-object = un objet
load-expected-text = du texte
load-expected-bool = true ou false
load-expected-whole-number = un nombre entier
load-expected-object = un objet
load-expected-object-like = un objet tel que { $example }
load-expected-list = une liste
load-expected-cores = un nombre de cœurs de 1 à { NUMBER($max) }
load-expected-discs = un nombre de pions de -64 à 64
load-expected-depth = une profondeur en demi-coups (un nombre entier)
load-expected-level-id = un numéro de niveau (un nombre entier)
load-version-zero = le champ « { $field } » doit valoir 1 ou plus, et non 0
load-pass-rule = le champ « { $field } » doit valoir « pass » ou « gameover », et non « { $found } »
load-to-move = le champ « { $field } » doit valoir « black », « white » ou « none », et non « { $found } »
load-player-kind = le champ « { $field } » doit valoir « human » ou « computer », et non « { $found } »
load-level-range = le champ « { $field } » doit être un numéro de niveau de 0 à 255, et non { NUMBER($level) }
load-too-long = le champ « { $field } » doit faire au plus { NUMBER($max) } caractères
load-review-too-long = le champ « { $field } » analyse { NUMBER($reviewed) } coups, mais { $played ->
    [one] { NUMBER($played) } seul est joué
   *[other] { NUMBER($played) } seulement sont joués
}
load-best-not-legal = le champ « { $field } » doit être un coup possible dans cette position, et non « { $found } »
load-file-unreadable = le navigateur n’a pas pu lire le fichier

## Why the computer gave no usable answer (after cannot-move, no-hint, no-best-line, not-analyzed)

computer-no-answer = l’ordinateur n’a pas répondu en { $seconds ->
    [one] { NUMBER($seconds) } seconde
   *[other] { NUMBER($seconds) } secondes
}
computer-worker-stopped = le processus de calcul de l’ordinateur s’est arrêté { NUMBER($times) } fois pendant cette recherche
computer-other-version = le processus de calcul de l’ordinateur et la page viennent de versions différentes d’Outflank : rechargez la page
computer-illegal-answer = l’ordinateur a répondu { $move }, qui n’est pas un coup possible ici
computer-no-move = l’ordinateur n’a trouvé aucun coup
computer-fault = une erreur interne de l’application ({ $detail })
no-hint = Aucun conseil n’a pu être donné : { $reason }.
no-best-line = Aucune meilleure suite n’a pu être trouvée : { $reason }.
not-analyzed = La partie n’a pas pu être analysée : { $reason }.
storage-refused = Cette partie et vos réglages ne pourront pas être gardés pour la prochaine fois : le navigateur refuse d’enregistrer des données (son stockage est plein ou désactivé).
update-installed = Une nouvelle version d’Outflank a été installée : rechargez la page pour l’utiliser.

