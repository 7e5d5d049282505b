"""MLP classifier ported from a PyTorch AMP (autocast) script; CE written by hand as in the original."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

IN, HID, C = 32, 256, 10
SMOOTH = 0.0  # label_smoothing disabled for this run

centers = np.random.randn(C, IN).astype(np.float32) * 3
def make(n):
    y = np.random.randint(0, C, n)
    x = centers[y] + np.random.randn(n, IN).astype(np.float32)
    return x.astype(np.float32), y.astype(np.int32)

xtr, ytr = make(4096)
train_ds = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(128, drop_remainder=True)


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(IN, HID), nn.ReLU(), nn.Dense(HID, HID), nn.ReLU()])
        self.head = nn.Dense(HID, C)

    def construct(self, x):
        return self.head(self.body(x))


def smoothed_ce(logits, labels):
    # torch: logp = torch.log(F.softmax(logits, -1)); loss = -(target * logp).sum(-1).mean()
    onehot = ops.one_hot(labels, C, ms.Tensor(1.0, logits.dtype), ms.Tensor(0.0, logits.dtype))
    target = onehot * (1 - SMOOTH) + SMOOTH / C
    logp = ops.log(ops.softmax(logits, -1))
    return -(target * logp).sum(-1).mean()


net = Classifier()
net.to_float(ms.float16)  # torch.autocast(device_type="cuda", dtype=torch.float16)
optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-2)


def forward_fn(x, y):
    return smoothed_ce(net(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

step = 0
for epoch in range(8):
    for x, y in train_ds.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}")
        step += 1
    acc = (net(ms.Tensor(xtr[:1024])).argmax(1).asnumpy() == ytr[:1024]).mean()
    print(f"epoch {epoch} done, train acc {acc:.4f}")
