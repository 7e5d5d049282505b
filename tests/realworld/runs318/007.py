"""Regression MLP on tabular data; model factory + optimizer set up like our torch trainer."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)


def build_model(in_dim=16, hidden=64):
    return nn.SequentialCell(nn.Dense(in_dim, hidden), nn.GELU(), nn.Dense(hidden, hidden), nn.GELU(),
                             nn.Dense(hidden, 1))


rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 16)).astype(np.float32)
w = rng.normal(size=(16, 1)).astype(np.float32)
y = (np.tanh(X @ w) + 0.05 * rng.normal(size=(2048, 1))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(64, drop_remainder=True)

model = build_model()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)

# wrap with the loss the same way as in the torch code (model -> loss)
model = build_model()
net_with_loss = nn.WithLossCell(model, nn.MSELoss())
train_step = nn.TrainOneStepCell(net_with_loss, optimizer)
train_step.set_train()

for epoch in range(10):
    losses = []
    for xb, yb in train.create_tuple_iterator():
        losses.append(float(train_step(xb, yb).asnumpy()))
    print(f"epoch {epoch:2d} train_mse {np.mean(losses):.6f}")
