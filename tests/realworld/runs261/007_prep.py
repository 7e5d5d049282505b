# helper (not logged): produce a "PyTorch-format" state dict (numpy .npz, torch parameter names) of a trained model
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
ms.set_context(mode=ms.PYNATIVE_MODE); ms.set_seed(7)
rng = np.random.default_rng(7)
W = rng.standard_normal((32, 6)) 
X = (rng.standard_normal((4096, 32)) * 3 + 5).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)
np.savez("tabular_data.npz", x=X, y=Y)
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(32, 128); self.bn1 = nn.BatchNorm1d(128)
        self.fc2 = nn.Dense(128, 64); self.bn2 = nn.BatchNorm1d(64)
        self.fc3 = nn.Dense(64, 6); self.relu = nn.ReLU()
    def construct(self, x):
        x = self.relu(self.bn1(self.fc1(x))); x = self.relu(self.bn2(self.fc2(x))); return self.fc3(x)
net = Net(); opt = nn.Adam(net.trainable_params(), 3e-3); lf = nn.CrossEntropyLoss()
g = ms.value_and_grad(lambda x, y: lf(net(x), y), None, opt.parameters)
d = ds.NumpySlicesDataset({"x": X[:3584], "y": Y[:3584]}, shuffle=True).batch(128)
net.set_train()
for e in range(15):
    for x, y in d.create_tuple_iterator():
        l, gr = g(x, y); opt(gr)
net.set_train(False)
acc = (net(ms.Tensor(X[3584:])).argmax(1).asnumpy() == Y[3584:]).mean(); print("acc", acc)
ren = {"gamma": "weight", "beta": "bias", "moving_mean": "running_mean", "moving_variance": "running_var"}
sd = {}
for p in net.get_parameters():
    mod, leaf = p.name.rsplit(".", 1)
    sd[mod + "." + ren.get(leaf, leaf)] = p.asnumpy()
np.savez("classifier_torch_state.npz", **sd); print(list(sd))
