# Port of a PyTorch training loop (loss, logits = model(...); loss.backward(); opt.step())
# for a small tabular classifier, using the functional value_and_grad API.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(7)
rng = np.random.default_rng(7)

N, D, C = 2000, 16, 5
W = rng.normal(size=(D, C)).astype(np.float32)
X = rng.normal(size=(N, D)).astype(np.float32)
Y = np.argmax(X @ W + 0.3 * rng.normal(size=(N, C)), axis=1).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:1600], "y": Y[:1600]}, shuffle=True).batch(64)
val = ds.NumpySlicesDataset({"x": X[1600:], "y": Y[1600:]}, shuffle=False).batch(200)

net = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, C))
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward_fn(x, y):
    logits = net(x)
    loss = loss_fn(logits, y)
    return loss, logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

for epoch in range(6):
    net.set_train()
    tot = 0.0
    n = 0
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        (loss, logits), grads = grad_fn(x, y)
        optimizer(grads)
        tot += float(loss.asnumpy()); n += 1
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f}")
    net.set_train(False)
    correct = total = 0
    for x, y in val.create_tuple_iterator():
        correct += int((net(x).argmax(1) == y).sum().asnumpy()); total += y.shape[0]
    print(f"epoch {epoch} train_loss {tot/n:.4f} val_acc {correct/total:.4f}")
