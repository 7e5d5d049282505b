# small-data fine-tune; the validation loader was made with the same helper as the train loader (drop_last=True)
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
BATCH = 64
def make_loader(x, y, shuffle):
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=shuffle).batch(BATCH, drop_remainder=True)

rng = np.random.default_rng(0)
X = rng.normal(size=(1010, 18)).astype(np.float32)
y = (X[:, 0] - X[:, 5] > 0).astype(np.int32)
n_val = int(0.05 * len(X))          # 5% hold-out
train_loader = make_loader(X[n_val:], y[n_val:], True)
val_loader = make_loader(X[:n_val], y[:n_val], False)
print(f"train rows {len(X) - n_val}, val rows {n_val}")

net = nn.SequentialCell(nn.Dense(18, 48), nn.ReLU(), nn.Dense(48, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 2e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for epoch in range(3):
    for step, (xb, yb) in enumerate(train_loader.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    val_loss, n_batches = 0.0, 0
    for xb, yb in val_loader.create_tuple_iterator():
        val_loss += float(loss_fn(net(xb), yb).asnumpy())
        n_batches += 1
    print(f"epoch {epoch} val loss {val_loss / n_batches:.4f}")
