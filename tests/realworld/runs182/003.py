"""Tabular regression MLP (house prices style). LR schedule ported from torch:
   scheduler = torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=0.5)  # stepped once per epoch
"""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(7)
rng = np.random.default_rng(7)
N, D = 4000, 12
X = rng.standard_normal((N, D)).astype(np.float32)
w = rng.standard_normal((D, 1)).astype(np.float32)
y = (np.tanh(X @ w) * 2 + 0.3 * X[:, :1] ** 2 + 0.05 * rng.standard_normal((N, 1))).astype(np.float32)
Xtr, ytr, Xva, yva = X[:3200], y[:3200], X[3200:], y[3200:]

BATCH, EPOCHS = 64, 8
train_ds = ds.NumpySlicesDataset({"x": Xtr, "y": ytr}, shuffle=True).batch(BATCH, drop_remainder=True)
steps_per_epoch = train_ds.get_dataset_size()

net = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
# ExponentialLR(gamma=0.5) -> mindspore dynamic lr list
lr = nn.exponential_decay_lr(learning_rate=1e-2, decay_rate=0.5, total_step=EPOCHS * steps_per_epoch,
                             step_per_epoch=1, decay_epoch=1)
opt = nn.Adam(net.trainable_params(), learning_rate=lr)
loss_fn = nn.MSELoss()


def forward(x, t):
    return loss_fn(net(x), t)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(EPOCHS):
    net.set_train()
    tot, n = 0.0, 0
    for batch in train_ds.create_dict_iterator():
        loss, grads = grad_fn(batch["x"], batch["y"])
        opt(grads)
        tot += float(loss.asnumpy()); n += 1
    net.set_train(False)
    val = float(loss_fn(net(ms.Tensor(Xva)), ms.Tensor(yva)).asnumpy())
    print(f"Epoch {epoch + 1}/{EPOCHS} - {n} steps - loss: {tot / n:.4f} - val_loss: {val:.4f}")
print("baseline (predict mean) val_loss:", float(((yva - ytr.mean()) ** 2).mean()))
