"""MindFormers `auto_register` target: makes `type: MsdiagCallback` usable from a YAML alone.

With ``REGISTER_PATH`` (or ``run_mindformer.py --register_path``) set to this folder, a callback
entry ``{type: MsdiagCallback, auto_register: msdiag_callback.MsdiagCallback}`` loads this file,
which hands MindFormers msdiag's callback class. See docs/run.md.
"""

from analyzer.runtime.callback import register_mindformers

MsdiagCallback = register_mindformers()
