# Port of a PyTorch tabular regression MLP (synthetic data) with a jit-compiled functional train step.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(13)
rng = np.random.default_rng(13)
W1 = rng.normal(size=(16, 8)).astype(np.float32)
def make(n):
    x = rng.normal(size=(n, 16)).astype(np.float32)
    y = (np.tanh(x @ W1).sum(1, keepdims=True) + 0.05 * rng.normal(size=(n, 1))).astype(np.float32)
    return x, y
Xtr, Ytr = make(4096); Xva, Yva = make(512)

net = nn.SequentialCell(nn.Dense(16, 64), nn.SiLU(), nn.Dense(64, 64), nn.SiLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=1e-4)
def forward_fn(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss

train = ds.NumpySlicesDataset({"x": Xtr, "y": Ytr}, shuffle=True).batch(128, drop_remainder=True)
print("baseline val_mse (predict mean):", float(((Yva - Ytr.mean()) ** 2).mean()))
for epoch in range(8):
    losses = [float(train_step(x, y).asnumpy()) for x, y in train.create_tuple_iterator()]
    val = float(loss_fn(net(ms.Tensor(Xva)), ms.Tensor(Yva)).asnumpy())
    print(f"epoch {epoch} train_mse {np.mean(losses):.4f} val_mse {val:.4f}")
