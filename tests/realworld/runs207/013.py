"""Custom PyNative training loop (value_and_grad + jit train step) for a GRU sequence classifier,
with per-epoch checkpointing and a resume check at the end."""
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(5)

rng = np.random.default_rng(5)
N, T, D = 1200, 12, 6
x = rng.normal(size=(N, T, D)).astype(np.float32)
y = (x[:, :, 0].sum(1) > 0).astype(np.int32)          # sign of the running sum of feature 0
train = ds.NumpySlicesDataset({"x": x[:1000], "y": y[:1000]}, shuffle=True).batch(50, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": x[1000:], "y": y[1000:]}, shuffle=False).batch(100)

class GRUClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(D, 32, batch_first=True)
        self.fc = nn.Dense(32, 2)
    def construct(self, x):
        out, _ = self.gru(x)
        return self.fc(out[:, -1, :])

net = GRUClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
def forward_fn(a, b):
    return loss_fn(net(a), b)

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)

@ms.jit
def train_step(a, b):
    loss, grads = grad_fn(a, b)
    opt(grads)
    return loss

def evaluate(model):
    model.set_train(False)
    correct = 0
    for b in val.create_dict_iterator():
        correct += int((model(b["x"]).argmax(1) == b["y"]).sum().asnumpy())
    model.set_train(True)
    return correct / 200

os.makedirs("ckpt_013", exist_ok=True)
for epoch in range(4):
    net.set_train(True)
    for step, b in enumerate(train.create_dict_iterator()):
        loss = train_step(b["x"], b["y"])
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f}", flush=True)
    acc = evaluate(net)
    path = f"ckpt_013/gru_epoch{epoch}.ckpt"
    ms.save_checkpoint(net, path)
    print(f"epoch {epoch} val_acc {acc:.3f} saved {path}", flush=True)

restored = GRUClassifier()
not_loaded, _ = ms.load_param_into_net(restored, ms.load_checkpoint("ckpt_013/gru_epoch3.ckpt"))
print("resume check: not loaded =", not_loaded, "val_acc =", evaluate(restored), flush=True)
