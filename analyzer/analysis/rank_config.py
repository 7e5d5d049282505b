"""Model and parallel settings a rank printed about itself, compared across ranks.

A collective that fails at once with a size mismatch means the ranks do not hold the same tensors:
usually one rank was started with another config (a different hidden size, another data-parallel
degree). Training scripts and MindFormers print those settings at start-up (`hidden_size: 4096`,
`'data_parallel': 8`); the scanner keeps each rank's first value per key, and the run analysis
looks for the one rank whose values differ from all the others.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import regex

# settings of the parallel layout: a rank that differs here has an invalid parallel config
PARALLEL_KEYS = ("data_parallel", "model_parallel", "pipeline_stage", "context_parallel", "expert_parallel",
                 "micro_batch_num", "device_num", "tensor_parallel")
# settings of the model: a rank that differs here builds tensors of other shapes
MODEL_KEYS = ("hidden_size", "num_layers", "num_heads", "seq_length", "vocab_size", "ffn_hidden_size",
              "intermediate_size", "num_hidden_layers", "num_attention_heads", "batch_size")
# the number of processes a rank says the job has (`world_size=4`, jax.distributed's `num_processes=3`): kept for
# run_analysis.declared_processes_missing, not compared across ranks (a launcher's agent prints its own)
PROCESS_COUNT_KEYS = ("world_size", "num_processes")
LITERALS = tuple(k.encode() for k in PARALLEL_KEYS + MODEL_KEYS + PROCESS_COUNT_KEYS)
_SETTING = regex.compile(r"\b(?P<key>" + "|".join(PARALLEL_KEYS + MODEL_KEYS + PROCESS_COUNT_KEYS)
                         + r")\b['\"]?\s*[:=]\s*['\"]?(?P<value>-?\d+|True|False)\b")
MAX_KEYS = 64
MAX_LINES = 500  # lines per input read only for settings; a run prints its config at start-up


def settings(text: str) -> dict[str, str]:
    """`hidden_size: 768, data_parallel: 4` -> {'hidden_size': '768', 'data_parallel': '4'}."""
    return {m.group("key"): m.group("value") for m in _SETTING.finditer(text[:4000])}


@dataclass(frozen=True)
class OddRank:
    """The one rank whose setting differs from every other rank's."""

    rank: int
    key: str
    value: str
    others: str
    other_ranks: tuple[int, ...]

    @property
    def parallel(self) -> bool:
        return self.key in PARALLEL_KEYS


def odd_rank(configs: dict[int, dict[str, str]]) -> Optional[OddRank]:
    """The rank that alone holds a different value of a setting all ranks printed (3+ ranks needed:
    with two, neither is the odd one). Parallel settings are checked before model settings."""
    if len(configs) < 3:
        return None
    for key in PARALLEL_KEYS + MODEL_KEYS:
        values = {rank: cfg[key] for rank, cfg in configs.items() if key in cfg}
        if len(values) != len(configs) or len(set(values.values())) != 2:
            continue
        for rank, value in values.items():
            rest = {v for r, v in values.items() if r != rank}
            if len(rest) == 1 and value not in rest:
                return OddRank(rank, key, value, rest.pop(), tuple(sorted(r for r in values if r != rank)))
    return None
