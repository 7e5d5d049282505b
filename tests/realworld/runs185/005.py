"""Build a configurable MLP from an architecture spec and train it in GRAPH_MODE.
The Cell's code is generated from the spec (so the layer list and forward stay in sync),
then exec()'d into a class."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

ARCH = [("dense", 20, 64), ("relu",), ("dense", 64, 64), ("gelu",), ("dense", 64, 3)]


def build_cell_class(arch, name="SpecNet"):
    init_lines, fwd_lines = [], []
    for i, layer in enumerate(arch):
        kind = layer[0]
        if kind == "dense":
            init_lines.append(f"        self.l{i} = nn.Dense({layer[1]}, {layer[2]})")
        elif kind == "relu":
            init_lines.append(f"        self.l{i} = nn.ReLU()")
        elif kind == "gelu":
            init_lines.append(f"        self.l{i} = nn.GELU()")
        fwd_lines.append(f"        x = self.l{i}(x)")
    src = "\n".join([
        f"class {name}(nn.Cell):",
        "    def __init__(self):",
        "        super().__init__()",
        *init_lines,
        "",
        "    def construct(self, x):",
        *fwd_lines,
        "        return x",
    ])
    ns = {"nn": nn, "ops": ops}
    exec(src, ns)
    return ns[name]


SpecNet = build_cell_class(ARCH)
net = SpecNet()
print(net)

rng = np.random.default_rng(0)
X = rng.normal(size=(600, 20)).astype(np.float32)
Y = np.argmax(X[:, :3], axis=1).astype(np.int32)
import mindspore.dataset as ds
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(50)

model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"accuracy"})
model.train(3, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print(model.eval(train, dataset_sink_mode=False))
