"""Port a torch MLP classifier (Linear/BatchNorm1d/Linear) trained elsewhere: its state_dict was
exported to .npz; convert names to MindSpore, load, evaluate, then fine-tune 2 epochs."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(9)
D, H, C = 12, 32, 3
Wtrue = rng.normal(size=(D, C))
X = rng.normal(size=(900, D)).astype(np.float32); Y = np.argmax(X @ Wtrue, 1).astype(np.int32)

NPZ = "/home/user/project/torch_mlp_state_dict.npz"
if not os.path.exists(NPZ):   # stand-in for the exported torch weights (a least-squares fit)
    onehot = np.eye(C)[Y]
    W1 = rng.normal(0, 0.3, (H, D)); Hh = np.maximum(X @ W1.T, 0)
    W2 = np.linalg.lstsq(np.c_[Hh, np.ones(len(Hh))], onehot, rcond=None)[0]
    np.savez(NPZ, **{"fc1.weight": W1, "fc1.bias": np.zeros(H), "bn.weight": np.ones(H), "bn.bias": np.zeros(H),
                     "bn.running_mean": np.zeros(H), "bn.running_var": np.ones(H), "bn.num_batches_tracked": np.array(0),
                     "fc2.weight": W2[:-1].T, "fc2.bias": W2[-1]})

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(D, H); self.bn = nn.BatchNorm1d(H, momentum=0.9); self.relu = nn.ReLU(); self.fc2 = nn.Dense(H, C)
    def construct(self, x):
        return self.fc2(self.relu(self.bn(self.fc1(x))))

RENAME = {"bn.weight": "bn.gamma", "bn.bias": "bn.beta", "bn.running_mean": "bn.moving_mean",
          "bn.running_var": "bn.moving_variance"}
sd = np.load(NPZ)
params = {}
for k in sd.files:
    if k.endswith("num_batches_tracked"):
        continue
    name = RENAME.get(k, k)
    params[name] = ms.Parameter(ms.Tensor(sd[k].astype(np.float32)), name=name)
net = MLP()
not_loaded, unused = ms.load_param_into_net(net, params, strict_load=True)
print(f"not loaded: {not_loaded}  unused: {unused}")

val = ds.NumpySlicesDataset({"x": X[700:], "y": Y[700:]}, shuffle=False).batch(50)
train = ds.NumpySlicesDataset({"x": X[:700], "y": Y[:700]}, shuffle=True).batch(35, drop_remainder=True)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc": Accuracy()})
print("converted model:", model.eval(val, dataset_sink_mode=False))
model.train(2, train, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
print("after fine-tune:", model.eval(val, dataset_sink_mode=False))
