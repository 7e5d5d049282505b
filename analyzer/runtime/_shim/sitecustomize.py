"""sitecustomize that `msdiag run` puts first on the child's PYTHONPATH (copied to a temp folder).

It installs msdiag's failure hook (analyzer/runtime/hook.py) and then runs the sitecustomize it hides, if
any, so the program starts exactly as it would without msdiag. The hook package is loaded under
the private name ``_msdiag_analyzer`` from the folder in ``$MSDIAG_HOOK_PACKAGE``: the program's own
``import analyzer`` (a common project name) must still find the program's package, and the child's
Python need not have msdiag installed. Nothing here may raise or print.
"""

import os
import sys


def _install_msdiag_hook() -> None:
    try:
        import importlib
        import importlib.util

        package_dir = os.environ.get("MSDIAG_HOOK_PACKAGE", "")
        name = "_msdiag_analyzer"
        if name not in sys.modules:
            spec = importlib.util.spec_from_file_location(
                name, os.path.join(package_dir, "__init__.py"), submodule_search_locations=[package_dir])
            if spec is None or spec.loader is None:
                return
            package = importlib.util.module_from_spec(spec)
            sys.modules[name] = package
            spec.loader.exec_module(package)
        importlib.import_module(name + ".runtime.hook").install()
    except Exception:  # noqa: BLE001 - a broken hook must never stop the program
        pass


def _run_hidden_sitecustomize() -> None:
    """Import the next `sitecustomize` on sys.path, as Python would have without this one."""
    import importlib.machinery
    import importlib.util

    here = os.path.dirname(os.path.abspath(__file__))
    path = [p for p in sys.path if os.path.abspath(p or os.curdir) != here]
    spec = importlib.machinery.PathFinder.find_spec("sitecustomize", path)
    if spec is None or spec.loader is None:
        return
    module = importlib.util.module_from_spec(spec)
    sys.modules["sitecustomize"] = module
    spec.loader.exec_module(module)


_install_msdiag_hook()
_run_hidden_sitecustomize()
