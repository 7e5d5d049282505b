# Load a BN + linear probe exported from torch (state_dict -> npz), convert to a MindSpore ckpt and evaluate
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)
rng = np.random.default_rng(0)
mu = rng.uniform(5, 15, 20).astype(np.float32)
sigma = rng.uniform(1, 4, 20).astype(np.float32)
feats = (mu + sigma * rng.normal(0, 1, (2000, 20))).astype(np.float32)
W_true = rng.normal(0, 1, (5, 20)).astype(np.float32)
labels = (((feats - mu) / sigma) @ W_true.T).argmax(1).astype(np.int32)

if not os.path.exists("probe_state_dict.npz"):
    # exported on the torch side: {k: v.cpu().numpy() for k, v in probe.state_dict().items()}
    np.savez("probe_state_dict.npz", **{
        "bn.weight": np.ones(20, np.float32), "bn.bias": np.zeros(20, np.float32),
        "bn.running_mean": mu, "bn.running_var": sigma ** 2,
        "classifier.weight": W_true, "classifier.bias": np.zeros(5, np.float32)})

class Probe(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(20)
        self.classifier = nn.Dense(20, 5)
    def construct(self, x):
        return self.classifier(self.bn(x))

sd = np.load("probe_state_dict.npz")
ms.save_checkpoint([{"name": k, "data": Tensor(sd[k])} for k in sd.files], "probe.ckpt")
net = Probe()
ms.load_param_into_net(net, ms.load_checkpoint("probe.ckpt"))

eval_ds = ds.NumpySlicesDataset((feats, labels), column_names=["x", "y"], shuffle=False).batch(100)
model = ms.Model(net, nn.CrossEntropyLoss(), metrics={"acc", "loss"})
print("eval of converted probe:", model.eval(eval_ds))
