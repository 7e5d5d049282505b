"""Healthy: small transformer-free regression (house-price style) with a functional training loop and jit train step."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(11)
rng = np.random.default_rng(11)
X = rng.normal(size=(800, 8)).astype(np.float32)
w = rng.normal(size=(8, 1)).astype(np.float32)
Y = (X @ w + 0.1 * rng.normal(size=(800, 1))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X[:640], "y": Y[:640]}, shuffle=True).batch(32)
test = ds.NumpySlicesDataset({"x": X[640:], "y": Y[640:]}, shuffle=False).batch(32)

net = nn.SequentialCell(nn.Dense(8, 32), nn.GELU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-3, weight_decay=1e-4)

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss

for epoch in range(5):
    net.set_train(True)
    losses = [float(train_step(b["x"], b["y"]).asnumpy()) for b in train.create_dict_iterator()]
    net.set_train(False)
    mae = np.mean([float(ops.abs(net(b["x"]) - b["y"]).mean().asnumpy()) for b in test.create_dict_iterator()])
    print(f"epoch {epoch + 1}: train_mse={np.mean(losses):.4f} test_mae={mae:.4f}", flush=True)
