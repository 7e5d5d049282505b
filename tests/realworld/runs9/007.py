# Training entry point ported from a script whose argparse had --mode {graph,eager}; the value is passed straight to
# ms.set_context(mode=args.mode) as the string "graph" instead of ms.GRAPH_MODE.
import argparse
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
parser = argparse.ArgumentParser()
parser.add_argument("--mode", default="graph", choices=["graph", "eager"])
parser.add_argument("--lr", type=float, default=1e-3)
args = parser.parse_args([])
print(f"args: {vars(args)}", flush=True)
ms.set_device("CPU")
ms.set_context(mode=args.mode)
net = nn.Dense(8, 2)
print(net(Tensor(np.ones((4, 8), np.float32))).shape)
