# Sentiment classifier: training loop ported from PyTorch; evaluation loop kept from the torch script.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(7)
rng = np.random.default_rng(7)

X = rng.normal(size=(640, 20)).astype(np.float32)
w = rng.normal(size=(20,))
y = (X @ w + 0.3 * rng.normal(size=640) > 0).astype(np.int32)
Xtr, ytr, Xva, yva = X[:512], y[:512], X[512:], y[512:]

model = nn.SequentialCell([nn.Dense(20, 64), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(64, 2)])
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda xb, yb: loss_fn(model(xb), yb), None, optimizer.parameters)

def evaluate():
    model.set_train(False)
    all_preds, all_labels = [], []
    for i in range(0, len(Xva), 32):
        logits = model(ms.Tensor(Xva[i:i + 32]))
        preds = logits.argmax(-1)
        all_preds.append(preds.detach().cpu().numpy())      # kept from the torch eval loop
        all_labels.append(yva[i:i + 32])
    model.set_train(True)
    p = np.concatenate(all_preds); l = np.concatenate(all_labels)
    tp = ((p == 1) & (l == 1)).sum(); f1 = 2 * tp / max(1, (p == 1).sum() + (l == 1).sum())
    return (p == l).mean(), f1

for epoch in range(3):
    model.set_train(True)
    perm = rng.permutation(len(Xtr)); tot = 0.0
    for i in range(0, len(Xtr), 32):
        idx = perm[i:i + 32]
        loss, grads = grad_fn(ms.Tensor(Xtr[idx]), ms.Tensor(ytr[idx]))
        optimizer(grads)
        tot += float(loss.asnumpy())
    print(f"epoch {epoch + 1}: train_loss={tot / (len(Xtr) // 32):.4f}")
    acc, f1 = evaluate()
    print(f"epoch {epoch + 1}: val_acc={acc:.4f} val_f1={f1:.4f}")
