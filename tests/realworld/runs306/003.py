# Port of a PyTorch training loop: `logits = model(x); loss = criterion(logits, y); loss.backward(); optimizer.step()`
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

N_CLASSES, DIM = 10, 32
protos = np.random.default_rng(0).standard_normal((N_CLASSES, DIM)).astype(np.float32)
def synth(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, N_CLASSES, n).astype(np.int32)
    return protos[y] + r.standard_normal((n, DIM)).astype(np.float32), y

xtr, ytr = synth(4096, 1); xva, yva = synth(1000, 2)
train = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(64, drop_remainder=True)

model = nn.SequentialCell(nn.Dense(DIM, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, N_CLASSES))
criterion = nn.CrossEntropyLoss()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)

def forward_fn(x, y):
    logits = model(x)
    loss = criterion(logits, y)
    return loss, logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

for epoch in range(5):
    model.set_train()
    tot, correct, n = 0.0, 0, 0
    for step, b in enumerate(train.create_dict_iterator()):
        (loss, logits), grads = grad_fn(b["x"], b["y"])
        optimizer(grads)
        tot += float(loss.asnumpy()); n += 1
        correct += int((logits.argmax(-1) == b["y"]).sum().asnumpy())
    model.set_train(False)
    val_logits = model(ms.Tensor(xva))
    val_acc = float((val_logits.argmax(-1).asnumpy() == yva).mean())
    print(f"epoch {epoch + 1}: train loss {tot / n:.4f} train acc {correct / (n * 64):.4f} val acc {val_acc:.4f} "
          f"mean logit {float(val_logits.mean().asnumpy()):.2f}")
