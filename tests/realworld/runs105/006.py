# Churn-prediction MLP ported from a Keras script that used model.fit(ds.repeat(), steps_per_epoch=...);
# the tf.data pipeline became a MindSpore pipeline with .repeat() and a custom value_and_grad loop
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 20)).astype(np.float32)
y = ((X[:, 0] + 0.5 * X[:, 3] - X[:, 7]) > 0).astype(np.int32)
Xtr, ytr, Xva, yva = X[:1600], y[:1600], X[1600:], y[1600:]

BATCH = 64
STEPS_PER_EPOCH = len(Xtr) // BATCH
train_ds = ds.NumpySlicesDataset({"x": Xtr, "y": ytr}, shuffle=True).batch(BATCH, drop_remainder=True).repeat()

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, optimizer.parameters)


def train_step(a, b):
    loss, grads = grad_fn(a, b)
    optimizer(grads)
    return loss


for epoch in range(5):
    net.set_train()
    for step, (xb, yb) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_step(xb, yb)
        if step % 25 == 0:
            print(f"Epoch {epoch + 1}/5 - step {step}/{STEPS_PER_EPOCH} - loss: {loss.asnumpy():.4f}", flush=True)
    net.set_train(False)
    acc = (net(ms.Tensor(Xva)).argmax(1).asnumpy() == yva).mean()
    print(f"Epoch {epoch + 1}/5 - val_accuracy: {acc:.4f}", flush=True)
