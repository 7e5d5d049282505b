"""Mixed-precision (O2, float16 compute) training of a small residual MLP with a
dynamic loss scaler, jit-compiled train step, checkpoint save and reload."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, amp

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(11)
rng = np.random.default_rng(11)

X = rng.normal(size=(2048, 20)).astype(np.float32)
w = rng.normal(size=(20,))
Y = ((X @ w + 0.5 * np.sin(3 * X[:, 0])) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:1792], "y": Y[:1792]}, shuffle=True).batch(64, drop_remainder=True)
Xv, Yv = ms.Tensor(X[1792:]), Y[1792:]


class ResBlock(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.fc1, self.fc2 = nn.Dense(d, d), nn.Dense(d, d)
        self.norm = nn.LayerNorm((d,))

    def construct(self, x):
        return x + self.fc2(ops.gelu(self.fc1(self.norm(x))))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inp = nn.Dense(20, 64)
        self.blocks = nn.CellList([ResBlock(64) for _ in range(2)])
        self.out = nn.Dense(64, 2)

    def construct(self, x):
        h = self.inp(x)
        for b in self.blocks:
            h = b(h)
        return self.out(h)


net = amp.auto_mixed_precision(Net(), "O2")
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=1e-4)
scaler = amp.DynamicLossScaler(scale_value=2.0 ** 12, scale_factor=2, scale_window=50)


def forward(x, y):
    loss = loss_fn(net(x).astype(ms.float32), y)
    return scaler.scale(loss), loss


grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)


@ms.jit
def train_step(x, y):
    (_, loss), grads = grad_fn(x, y)
    grads = scaler.unscale(grads)
    finite = amp.all_finite(grads)
    scaler.adjust(finite)
    if finite:
        opt(grads)
    return loss, finite


def evaluate(model):
    model.set_train(False)
    pred = model(Xv).asnumpy().argmax(1)
    model.set_train(True)
    return (pred == Yv).mean()


for epoch in range(5):
    net.set_train(True)
    tot, n, skipped = 0.0, 0, 0
    for x, y in train.create_tuple_iterator():
        loss, finite = train_step(x, y)
        tot += float(loss.asnumpy()); n += 1
        skipped += int(not bool(finite.asnumpy()))
    print(f"epoch {epoch + 1}/5 | loss {tot / n:.4f} | val_acc {evaluate(net):.4f} | "
          f"loss_scale {float(scaler.scale_value.asnumpy()):.0f} | skipped {skipped}", flush=True)

ms.save_checkpoint(net, "/home/user/project/resmlp_007.ckpt")
fresh = amp.auto_mixed_precision(Net(), "O2")
not_loaded, _ = ms.load_param_into_net(fresh, ms.load_checkpoint("/home/user/project/resmlp_007.ckpt"))
print("reloaded, params not loaded:", not_loaded, "| val_acc", f"{evaluate(fresh):.4f}")
