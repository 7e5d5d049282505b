"""Fashion-style classifier trained with a functional loop (migrated from a PyTorch loop)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

rng = np.random.default_rng(0)
centers = rng.normal(size=(10, 64)).astype(np.float32) * 2
y = rng.integers(0, 10, size=(2000,)).astype(np.int32)
X = (centers[y] + rng.normal(size=(2000, 64))).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"image": X, "label": y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(64, 128), nn.ReLU(), nn.Dense(128, 10))
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)

def forward_fn(data, label):
    logits = net(data)
    return loss_fn(logits, label), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

def train_step(data, label):
    (loss, _), grads = grad_fn(data, label)
    # torch: loss.backward(); optimizer.step()
    grads = ms.ops.clip_by_global_norm(grads, 1.0)
    return loss

for epoch in range(5):
    net.set_train()
    total, n = 0.0, 0
    for step, (data, label) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_step(data, label)
        total += loss.asnumpy(); n += 1
        if step % 10 == 0:
            print(f"Epoch [{epoch+1}/5] Step [{step:3d}/{train_ds.get_dataset_size()}] loss: {loss.asnumpy():.6f}")
    print(f"Epoch {epoch+1} average loss: {total/n:.6f}")
