# Launcher translating a "--mode graph" CLI flag (torch.compile on/off in the original) straight into
# mindspore.set_context.
import argparse
import mindspore as ms

p = argparse.ArgumentParser()
p.add_argument("--mode", default="graph", choices=["graph", "eager"])
args = p.parse_args([])
ms.set_device("CPU")
ms.set_context(mode=args.mode)
print("mode set", ms.get_context("mode"))
