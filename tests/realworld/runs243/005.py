# Tabular regression MLP, ported from a PyTorch script that used torch.from_numpy on pandas-style arrays
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
features = rng.normal(size=(2000, 13))            # float64, like df.values
targets = features @ rng.normal(size=(13, 1)) + 0.1 * rng.normal(size=(2000, 1))
mean, std = features.mean(0), features.std(0)
features = (features - mean) / std

class Regressor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(13, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
    def construct(self, x):
        return self.body(x)

net = Regressor()
loss_fn = nn.MSELoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=1e-4)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

batch = 64
for epoch in range(3):
    perm = rng.permutation(len(features))
    for step in range(len(features) // batch):
        idx = perm[step * batch:(step + 1) * batch]
        x = ms.Tensor(features[idx])
        y = ms.Tensor(targets[idx])
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.5f}")
