"""msdiag: diagnose large-model training failures (MindSpore / MindFormers / Ascend / HF migrations).

The package is the engine; `signatures/` and `kb/` are data shipped beside it.
"""

__version__ = "0.1.0"
