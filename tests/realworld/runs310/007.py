# MLP regression port: PyTorch training loop rewritten with mindspore.value_and_grad
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
r = np.random.default_rng(0)
Wt = r.normal(size=(16, 1)).astype(np.float32)
X = r.normal(size=(1024, 16)).astype(np.float32)
Y = (np.tanh(X @ Wt) + 0.05 * r.normal(size=(1024, 1))).astype(np.float32)

def build_model():
    return nn.SequentialCell([nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1)])

model = build_model()
ema_model = build_model()   # EMA copy for evaluation, as in the torch script
optimizer = nn.Adam(build_model().trainable_params(), learning_rate=1e-3)
loss_fn = nn.MSELoss()

def forward_fn(x, y):
    return loss_fn(model(x), y)
grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64)
for epoch in range(10):
    losses = []
    for x, y in train.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        losses.append(loss.asnumpy())
    print(f"epoch {epoch+1}/10 train_loss {np.mean(losses):.6f}")
