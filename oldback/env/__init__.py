"""oldback as a PettingZoo and Gymnasium environment (the ``env`` extra: pettingzoo,
gymnasium, numpy). See docs/env.md.

* ``env(**kw)``: the PettingZoo AEC environment, wrapped as PettingZoo's classic games
  are (an action outside the mask ends the game as a loss for its player, -1);
  ``raw_env(**kw)``: the same unwrapped. Keywords ``deck1``, ``deck2``, ``rules``,
  ``seed``.
* ``gymnasium.make("oldback/Duel-v0", opponent="random")``: one seat against a built-in
  player, the mask in ``info["action_mask"]`` (registered when this module is imported).
* ``oldback.env.encoding``: the fixed action encoding (``index(key)``, ``key(index)``);
  ``oldback.env.observation``: the observation vector and its layout.
"""

from __future__ import annotations

from typing import Any

import gymnasium
from pettingzoo.utils import wrappers

from oldback.env.aec import raw_env
from oldback.env.encoding import NUM_ACTIONS
from oldback.env.gym import DuelEnv

ENV_ID = "oldback/Duel-v0"


def env(**kwargs: Any) -> wrappers.OrderEnforcingWrapper:
    """The PettingZoo AEC environment, wrapped (see ``raw_env`` for the keywords)."""
    e = raw_env(**kwargs)
    e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)


if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="oldback.env.gym:DuelEnv")

__all__ = ["ENV_ID", "NUM_ACTIONS", "DuelEnv", "env", "raw_env"]
