"""Regression MLP ported from PyTorch: Adam + CosineAnnealingLR(T_max=EPOCHS), scheduler.step() once per epoch."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

EPOCHS, BATCH, IN = 10, 64, 16

w_true = np.random.randn(IN, 1).astype(np.float32)
def make(n):
    x = np.random.randn(n, IN).astype(np.float32)
    y = np.sin(x @ w_true) + 0.5 * (x[:, :1] ** 2) + 0.05 * np.random.randn(n, 1)
    return x, y.astype(np.float32)

xtr, ytr = make(4096)
xva, yva = make(512)
train_ds = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(BATCH, drop_remainder=True)
steps_per_epoch = train_ds.get_dataset_size()

net = nn.SequentialCell([nn.Dense(IN, 128), nn.SiLU(), nn.Dense(128, 128), nn.SiLU(), nn.Dense(128, 1)])

# torch: optimizer = Adam(lr=1e-3); scheduler = CosineAnnealingLR(optimizer, T_max=EPOCHS, eta_min=0)
lr = nn.CosineDecayLR(min_lr=0.0, max_lr=1e-3, decay_steps=EPOCHS)
optimizer = nn.Adam(net.trainable_params(), learning_rate=lr)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, optimizer.parameters)

for epoch in range(EPOCHS):
    losses = []
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
        if step % 20 == 0:
            print(f"epoch {epoch} step {step}/{steps_per_epoch} loss {losses[-1]:.5f}")
    val = float(loss_fn(net(ms.Tensor(xva)), ms.Tensor(yva)).asnumpy())
    print(f"epoch {epoch} train_loss {np.mean(losses):.5f} val_loss {val:.5f}")
