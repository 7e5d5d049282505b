# Port of a torch MLP whose _init_weights zero-initialises every Linear (weight and bias)
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.common.initializer import Zero
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)

class MLP(nn.Cell):
    def __init__(self, d_in=32, hidden=128, n_cls=10):
        super().__init__()
        self.net = nn.SequentialCell([
            nn.Dense(d_in, hidden, weight_init=Zero(), bias_init=Zero()), nn.ReLU(),
            nn.Dense(hidden, hidden, weight_init=Zero(), bias_init=Zero()), nn.ReLU(),
            nn.Dense(hidden, n_cls, weight_init=Zero(), bias_init=Zero())])
    def construct(self, x):
        return self.net(x)

rng = np.random.default_rng(0)
centers = rng.normal(0, 2, (10, 32)).astype(np.float32)
y = rng.integers(0, 10, 4000).astype(np.int32)
x = (centers[y] + rng.normal(0, 1, (4000, 32))).astype(np.float32)
train = ds.NumpySlicesDataset((x, y), column_names=["x", "y"], shuffle=True).batch(64, drop_remainder=True)

net = MLP()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
net.set_train()
for epoch in range(5):
    tot, n = 0.0, 0
    for xb, yb in train.create_tuple_iterator():
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        tot += loss.asnumpy(); n += 1
    acc = (net(ms.Tensor(x)).argmax(1).asnumpy() == y).mean()
    print(f"epoch {epoch} train_loss {tot / n:.4f} train_acc {acc:.4f}")
