# Port of a PyTorch MLP classifier on synthetic blobs (functional training loop).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
centers = rng.standard_normal((5, 24)).astype(np.float32) * 1.5
def make(n):
    y = rng.integers(0, 5, n).astype(np.int32)
    return (centers[y] + rng.standard_normal((n, 24))).astype(np.float32), y
Xtr, Ytr = make(3000); Xte, Yte = make(600)
train_ds = ds.NumpySlicesDataset({"x": Xtr, "y": Ytr}, shuffle=True).batch(64)

net = nn.SequentialCell(nn.Dense(24, 128), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(128, 5))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(5):
    net.set_train(True)
    tot, n = 0.0, 0
    for xb, yb in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        tot += float(loss.asnumpy()); n += 1
    net.set_train(False)
    acc = (net(ms.Tensor(Xte)).asnumpy().argmax(1) == Yte).mean()
    print(f"epoch {epoch} train loss {tot / n:.4f} test acc {acc:.4f}")
