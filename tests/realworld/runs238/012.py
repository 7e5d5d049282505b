"""Healthy baseline: small CNN on synthetic bar/diagonal images, functional training loop (PyTorch-style port) with cosine LR."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(12)
rng = np.random.default_rng(12)
N = 1200
labels = rng.integers(0, 3, N).astype(np.int32)
imgs = rng.normal(0, 0.5, (N, 1, 16, 16)).astype(np.float32)
for i, c in enumerate(labels):
    if c == 0:
        imgs[i, 0, 7:9, :] += 2
    elif c == 1:
        imgs[i, 0, :, 7:9] += 2
    else:
        imgs[i, 0][np.eye(16, dtype=bool)] += 2
train_ds = ds.NumpySlicesDataset({"image": imgs[:1000], "label": labels[:1000]}, shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"image": imgs[1000:], "label": labels[1000:]}, shuffle=False).batch(100)


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.head = nn.SequentialCell(nn.Flatten(), nn.Dense(16 * 4 * 4, 3))

    def construct(self, x):
        return self.head(self.features(x))


net = SmallCNN()
steps = train_ds.get_dataset_size()
lr = nn.cosine_decay_lr(1e-4, 3e-3, steps * 4, steps, 4)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=1e-4)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(4):
    net.set_train(True)
    losses = []
    for step, (bx, by) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(bx, by)
        opt(grads)
        losses.append(loss.asnumpy())
        if step % 10 == 0:
            print(f"epoch {epoch} step {step}/{steps} loss {loss.asnumpy():.4f}")
    net.set_train(False)
    correct = total = 0
    for bx, by in val_ds.create_tuple_iterator():
        correct += int((net(bx).argmax(1) == by).sum().asnumpy())
        total += by.shape[0]
    print(f"epoch {epoch} mean loss {np.mean(losses):.4f} val acc {correct / total:.4f}")
ms.save_checkpoint(net, "small_cnn.ckpt")
print("saved small_cnn.ckpt")
