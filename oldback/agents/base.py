"""What every player has: a name, and a choice of key from its own view of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from oldback.compiled import mypyc_attr

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.view import View


@mypyc_attr(allow_interpreted_subclasses=True)
class Agent:
    """A player. ``choose(view)`` returns one of the keys of ``view.decision``.

    ``choose_in(game, player)`` is how the simulator and the terminal call a player:
    by default it hands over only ``game.view(player)``. A player that searches may
    instead build games consistent with its view (``Game.determinized``), never
    reading the hidden cards themselves. Under ``Game.play_out`` (the simulator) it is
    called in the middle of a step too, at each question as the step asks it: the game
    is then as ``act`` would show it at that question.
    """

    name: ClassVar[str] = "agent"
    #: the settings a spec may give (``search:iterations=48``): name -> int or float
    SETTINGS: ClassVar[dict[str, type]] = {}

    def choose(self, view: View) -> str:
        raise NotImplementedError

    def choose_in(self, game: Game, player: str) -> str:
        return self.choose(game.view(player))
