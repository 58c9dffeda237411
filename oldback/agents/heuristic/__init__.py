"""The heuristic player: fast rules of thumb in the spirit of the Game Boy game's AI.

It sees only its own view of the game (``choose(view)``). At a main-phase action it
scores every option and takes the best one worth taking: searches and draws first,
escapes (Switch, retreat) from a losing Active, Basics to the Bench, evolutions, the
Energy for the turn (toward the Active's best attack, else the Benched Pokémon
closest to attacking), Energy removal, bringing up a Benched Pokémon and more damage
when they bring a Knock Out; when nothing more is worth doing, the best attack, or the
end of the turn.

It knows no card by name: what a Trainer card, a Pokémon Power or an attack's effect
does, it reads from the hints its script carries (``engine.hints``).

Damage is estimated with the engine's own damage calculation (``damage.calculate``,
a pure function) on a stand-in game built from the view alone: the opponent's hand,
deck and Prize cards are empty there. Coin flips of the attacks written with the
effect vocabulary are enumerated, so a Knock Out has a probability.

It never loops: each key may be chosen only a few times per turn, retreat and
Switch once, and after many actions in one turn only attacking or ending is left.

``HeuristicV1Agent`` (``heuristic-v1``) is that player; ``HeuristicAgent``
(``heuristic``) is it knowing how games are lost besides: it keeps its deck from running
out, its Bench from emptying, and takes a winning Knock Out (``aware``).

Modules: ``board`` (the stand-in game and the estimates), ``values`` (what effects and
cards are worth, from their hints), ``actions`` (Bench, Energy, retreat), ``plays``
(Trainer cards and Pokémon Powers), ``answers`` (the other decisions), ``agent`` (the
player: its memory of the turn and the ranking of actions), ``aware`` (the player that
knows how games are lost).
"""

from oldback.agents.heuristic.agent import HeuristicV1Agent
from oldback.agents.heuristic.aware import HeuristicAgent
from oldback.agents.heuristic.board import Board, standin
from oldback.agents.heuristic.values import missing

__all__ = ["Board", "HeuristicAgent", "HeuristicV1Agent", "missing", "standin"]
