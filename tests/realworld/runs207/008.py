"""Evaluate a classifier from weights converted from the original PyTorch checkpoint (state_dict -> .ckpt)."""
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(3)

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(12, 48), nn.ReLU(), nn.Dense(48, 48), nn.ReLU())
        self.head = nn.Dense(48, 4)
    def construct(self, x):
        return self.head(self.encoder(x))

rng = np.random.default_rng(8)
Wt = rng.normal(size=(12, 4))
x = rng.normal(size=(1600, 12)).astype(np.float32)
y = np.argmax(x @ Wt, 1).astype(np.int32)

# ---- step 1 (the 'PyTorch side'): a trained model, exported with the PyTorch parameter names ----
teacher = Classifier()
Model(teacher, nn.CrossEntropyLoss(), nn.Adam(teacher.trainable_params(), 5e-3)).train(
    4, ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(64), dataset_sink_mode=False)
# the PyTorch model called its layers 'backbone' and 'fc'; the MindSpore port calls them 'encoder' and 'head'
torch_names = {"encoder": "backbone", "head": "fc"}
state = []
for p in teacher.get_parameters():
    top, rest = p.name.split(".", 1)
    state.append({"name": torch_names[top] + "." + rest, "data": ms.Tensor(p.asnumpy())})
os.makedirs("converted", exist_ok=True)
ms.save_checkpoint(state, "converted/classifier_from_torch.ckpt")
print("converted checkpoint keys:", [s["name"] for s in state][:3], "...", flush=True)

# ---- step 2: load into a fresh network and evaluate ----
net = Classifier()
param_dict = ms.load_checkpoint("converted/classifier_from_torch.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print(f"loaded checkpoint with {len(param_dict)} tensors", flush=True)
model = Model(net, nn.CrossEntropyLoss(), metrics={"acc": Accuracy()})
val = ds.NumpySlicesDataset({"x": x[:400], "y": y[:400]}, shuffle=False).batch(100)
print("eval:", model.eval(val, dataset_sink_mode=False), flush=True)
