### Les mots des pages statiques en français (les règles, À propos). Les termes : docs/i18n-glossary.md.

## La page des règles

rules-board-title = Le plateau et les pions
rules-board = L’Othello se joue à deux, { -black } et { -white }, sur un plateau de 8 cases sur 8. Les colonnes sont nommées de a à h de gauche à droite et les rangées de 1 à 8 de haut en bas : a1 est le coin en haut à gauche, h8 celui en bas à droite. Chaque pion est noir d’un côté et blanc de l’autre ; il montre la couleur du joueur à qui il appartient, et change de camp quand on le retourne.
rules-start-title = Le début
rules-start = La partie commence avec quatre pions au centre : { -white } en d4 et e5, { -black } en d5 et e4. { -black } joue en premier, puis chacun joue à son tour.
rules-moves-title = Jouer un coup
rules-moves = À votre tour, posez un pion de votre couleur sur une case vide de façon à <em>encadrer</em> l’adversaire : en ligne droite depuis le nouveau pion (horizontalement, verticalement ou en diagonale), il doit y avoir un ou plusieurs pions adverses, sans case vide entre eux, puis un de vos pions. Une case où cela n’arrive dans aucune direction n’est pas un coup possible.
rules-flips-title = Retourner, dans toutes les directions à la fois
rules-flips = Chaque ligne de pions adverses encadrée par le nouveau pion est retournée à votre couleur, dans les huit directions à la fois. Une ligne qui ne se termine pas par un de vos pions n’est pas encadrée et reste telle quelle.
rules-gaps-title = Une case vide coupe la ligne
rules-gaps = Les pions encadrés doivent se suivre sans interruption. Si une case vide vient avant votre propre pion, la ligne s’arrête là : le pion au-delà du trou ne compte pas, et rien n’est retourné dans cette ligne.
rules-pass-title = Aucun coup ? On passe
rules-pass = Si vous avez au moins un coup possible, vous devez en jouer un. Si vous n’en avez aucun, vous passez, et votre adversaire rejoue. Outflank montre le passe sur le plateau avant que la partie continue.
rules-pass-option = Outflank propose aussi la règle d’un ancien jeu de navigateur : « la partie s’arrête dès qu’un joueur n’a plus de coup ». Avec cette option, la position ci-dessus terminerait la partie. Vous pouvez la choisir dans les réglages.
rules-end-title = La fin et le score
rules-end = La partie s’arrête quand aucun des deux joueurs ne peut jouer : d’ordinaire quand le plateau est plein, parfois plus tôt. Le joueur qui a le plus de pions gagne ; à égalité, c’est un match nul. Selon le décompte de la Fédération mondiale d’Othello, qu’Outflank applique, les cases vides restantes vont au gagnant, et un match nul fait 32 à 32.
rules-wipe-out = Une partie peut aussi s’arrêter tôt quand un joueur perd tous ses pions : c’est un blanchissage.
rules-notation-title = Noter les parties
rules-notation = Une partie s’écrit comme la suite de ses coups, chacun une case : <code>f5 d6 c3 d3 c4</code> (les espaces sont facultatives). Un passe peut s’écrire <code>pass</code> ou être omis, puisqu’il est forcé. Une position peut s’écrire en 64 caractères pour les cases a1, b1, … h8, rangée par rangée (<code>X</code> noir, <code>O</code> blanc, <code>-</code> vide), suivis du camp qui a le trait : c’est le format OBF de nombreux programmes d’Othello. La liste des coups d’Outflank montre la première forme, et « { paste-game } » accepte les deux.
rules-tips-title = Quelques conseils
rules-tip-stable = Un coin ne peut jamais être retourné. Un pion qui ne peut plus jamais être retourné est dit <em>définitif</em>, et les pions définitifs valent bien plus que beaucoup de pions qui vont bientôt changer de couleur ; cochez « { show-stable } » pour les voir cerclés sur le plateau.
rules-tip-review = « { analyze-game } » trace qui menait après chaque coup : vous trouvez ainsi le coup où la partie a basculé.
rules-tip-corners = Méfiez-vous des cases voisines d’un coin vide (surtout b2, g2, b7 et g7) : y jouer offre souvent le coin à l’adversaire.
rules-tip-mobility = En milieu de partie, avoir moins de pions et plus de coups possibles vaut souvent mieux que d’avoir beaucoup de pions : le joueur à court de bons coups doit en jouer de mauvais.

## Les diagrammes des règles : leurs légendes, et les noms accessibles des images

list-and = { $rest } et { $last }
list-none = aucune
diagram-start = Le début : deux pions chacun au centre. { -black } joue en premier.
diagram-legal-moves = Après { $moves }, { $side } peut jouer sur n’importe laquelle des { NUMBER($count) } cases marquées : { $squares }.
diagram-several-before = { $side } joue en { $square }…
diagram-several-after = … et retourne { NUMBER($discs) } pions dans { NUMBER($directions) } directions : { $groups }.
diagram-direction-group = { $squares } ({ $direction })
direction-north = nord
direction-north-east = nord-est
direction-east = est
direction-south-east = sud-est
direction-south = sud
direction-south-west = sud-ouest
direction-west = ouest
direction-north-west = nord-ouest
diagram-broken-line = { $side } ne peut pas jouer en { $square } : la case vide { $gap } coupe la ligne, rien n’est encadré.
diagram-unbroken-line = Avec un pion de { $side } en { $gap }, { $square } devient un coup possible et retournerait { $squares }.
diagram-pass = { $side }, au trait, n’a aucun coup possible : { $side } passe et { $other } rejoue (les cases marquées : { $squares }).
diagram-game-end = Personne ne peut jouer, et { NUMBER($empties) } cases restent vides. { -black } a { NUMBER($black) } pions et { -white } { NUMBER($white) }. { $score }
diagram-score-shared = { $outcome } : les cases vides sont partagées.
diagram-score-won = { $empties ->
    [one] La case vide compte pour le gagnant : { $outcome }.
   *[other] Les { $empties } cases vides comptent pour le gagnant : { $outcome }.
}
diagram-wipe-out = Après seulement { NUMBER($count) } coups ({ $moves }), { -white } n’a plus aucun pion et la partie est finie : { NUMBER($black) } pions à 0, avec { NUMBER($empties) } cases vides, score { $outcome }.
describe-side = { $side } a { $count ->
    [one] { $count } pion
   *[other] { $count } pions
} en { $squares }
describe-side-none = { $side } n’a aucun pion
describe-to-move = { $side } au trait
mark-legal = Coups possibles marqués : { $squares }
mark-target = Sur le point d’être joué : { $squares }
mark-placed = Vient d’être joué : { $squares }
mark-flipped = Pions retournés cerclés : { $squares }
mark-illegal = Barré, pas un coup possible : { $squares }
mark-gap = Le trou : { $squares }
mark-won-empty = Cases vides comptées pour le gagnant : { $squares }

## La page À propos

about-intro = Outflank { $version } est un Othello pour le navigateur : jouez contre un ami sur le même appareil ou contre l’un des personnages de l’ordinateur, sur téléphone ou sur ordinateur, en ligne ou non. Il est écrit en Rust et tourne en WebAssembly ; l’ordinateur réfléchit dans un worker en arrière-plan, si bien que la page ne se fige jamais.
about-own = Tout ce que vous voyez et entendez est fait par le code d’Outflank lui-même : le plateau, les portraits des personnages et les diagrammes sont dessinés en graphismes vectoriels, et chaque son est synthétisé pendant que vous jouez. Il n’y a aucun fichier d’image, de police ou de son venu d’ailleurs, et aucune personne réelle n’est représentée.
about-free = Outflank lui-même est un logiciel libre sous la licence { $licence }.
about-crates-title = Les logiciels libres qu’il contient
about-crates = Outflank repose sur { NUMBER($count) } crates Rust libres, compilées dans l’application et son worker. Merci à leurs auteurs. Les outils qui ne servent qu’à la compilation (les macros procédurales de Rust) ne font pas partie de l’application et ne sont pas listés.
about-licence-count = { $licence } : { $count ->
    [one] { $count } crate
   *[other] { $count } crates
}
about-table-label = Les crates et leurs licences
about-table-caption = Les crates compilées dans Outflank, avec leurs licences
about-column-crate = Crate
about-column-version = Version
about-column-licence = Licence
about-column-authors = Auteurs
about-mit-title = La licence MIT
about-mit-intro = La plupart de ces crates peuvent être utilisées sous la licence MIT (beaucoup proposent aussi Apache-2.0). Ses termes, en anglais, qui s’appliquent à chaque crate avec le copyright de ses auteurs nommés plus haut :

## The web app's manifest (an installed app's description, where the platform shows it)

manifest-description = L’Othello (Reversi) contre l’ordinateur ou un ami, sur téléphone ou ordinateur, en ligne ou hors ligne.
