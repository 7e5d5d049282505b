"""Produces the 'PyTorch' state dict (DDP-saved, torch parameter names) that 006.py converts. Not part of the log."""
import numpy as np
import mindspore as ms
from mindspore import nn
ms.set_seed(5)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
V, D, C, L = 200, 32, 4, 12

class TopicNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(V, D)
        self.norm = nn.LayerNorm((D,))
        self.fc1 = nn.Dense(D, 64)
        self.act = nn.GELU()
        self.fc2 = nn.Dense(64, C)
    def construct(self, ids):
        return self.fc2(self.act(self.fc1(self.norm(self.embed(ids).mean(1)))))

def data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, C, n)
    ids = rng.integers(0, V, (n, L))
    ids[:, :4] = (y[:, None] * 50 + rng.integers(0, 50, (n, 4)))
    return ids.astype(np.int32), y.astype(np.int32)

x, y = data(4000, 0)
net = TopicNet(); opt = nn.Adam(net.trainable_params(), 3e-3); lf = nn.CrossEntropyLoss()
g = ms.value_and_grad(lambda a, b: lf(net(a), b), None, opt.parameters)
for ep in range(4):
    for i in range(0, 4000, 100):
        l, gr = g(ms.Tensor(x[i:i+100]), ms.Tensor(y[i:i+100])); opt(gr)
    print(ep, l)
torch_names = {"embed.embedding_table": "embed.weight", "norm.gamma": "norm.weight", "norm.beta": "norm.bias"}
sd = {"module." + torch_names.get(p.name, p.name): p.asnumpy() for p in net.get_parameters()}
print(list(sd))
np.savez("topicnet_pytorch_state_dict.npz", **sd)
