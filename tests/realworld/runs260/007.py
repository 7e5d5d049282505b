"""Convert a PyTorch-style state dict (exported to .npz) to a MindSpore checkpoint and evaluate it."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
centers = rng.normal(0, 3, (5, 20)).astype(np.float32)


def make_split(n, seed):
    r = np.random.default_rng(seed)
    lab = r.integers(0, 5, n).astype(np.int32)
    x = (centers[lab] * 4 + 60 + r.normal(0, 4.0, (n, 20))).astype(np.float32)
    return x, lab


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(20, 64)
        self.bn1 = nn.BatchNorm1d(64)
        self.fc2 = nn.Dense(64, 64)
        self.classifier = nn.Dense(64, 5)
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.classifier(self.relu(self.fc2(self.relu(self.bn1(self.fc1(x))))))


# -- the original model, trained in the old code base and exported as a state dict --
xtr, ytr = make_split(2000, 1)
src = Classifier()
model = ms.Model(src, nn.CrossEntropyLoss(), nn.Adam(src.trainable_params(), 1e-2), metrics={"accuracy"})
model.train(3, ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(64), callbacks=[ms.LossMonitor(16)])
# names as the PyTorch module had them
torch_names = {"gamma": "weight", "beta": "bias", "moving_mean": "running_mean", "moving_variance": "running_var"}
state_dict = {}
for p in src.get_parameters():
    mod, attr = p.name.rsplit(".", 1)
    state_dict["model." + mod + "." + torch_names.get(attr, attr)] = p.asnumpy()
np.savez("exported_state_dict.npz", **state_dict)
print("exported", len(state_dict), "tensors")

# -- conversion --
sd = np.load("exported_state_dict.npz")
ckpt = []
for k in sd.files:
    name = k.replace("model.", "", 1)
    ckpt.append({"name": name, "data": ms.Tensor(sd[k])})
ms.save_checkpoint(ckpt, "converted.ckpt")
print("wrote converted.ckpt with", len(ckpt), "tensors")

# -- evaluation in the new code base --
net = Classifier()
params = ms.load_checkpoint("converted.ckpt")
ms.load_param_into_net(net, params, strict_load=False)
xte, yte = make_split(1000, 2)
eval_ds = ds.NumpySlicesDataset({"x": xte, "y": yte}, shuffle=False).batch(100)
evaluator = ms.Model(net, nn.CrossEntropyLoss(), metrics={"accuracy", "loss"})
res = evaluator.eval(eval_ds)
print(f"converted checkpoint eval: accuracy={res['accuracy']:.4f} loss={res['loss']:.4f}")
