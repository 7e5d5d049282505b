"""Synthetic digit-like image classification with GeneratorDataset + functional training loop."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(3)

class ToyDigits:
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.labels = rng.integers(0, 4, n)
        self.images = rng.normal(0, 1.5, size=(n, 1, 16, 16)).astype(np.float32)
        for i, c in enumerate(self.labels):
            self.images[i, 0, c * 4:(c + 1) * 4, :] += 0.6
    def __getitem__(self, i):
        return self.images[i], self.labels[i]
    def __len__(self):
        return len(self.labels)

def loader(n, seed, shuffle):
    d = ds.GeneratorDataset(ToyDigits(n, seed), column_names=["image", "label"], shuffle=shuffle)
    d = d.map(T.TypeCast(ms.int32), input_columns="label")
    return d.batch(32, drop_remainder=True)

train_ds, val_ds = loader(640, 0, True), loader(160, 1, False)

net = nn.SequentialCell(
    nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
    nn.Flatten(), nn.Dense(8 * 8 * 8, 32), nn.ReLU(), nn.Dense(32, 4))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(3):
    net.set_train()
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:3d}/{train_ds.get_dataset_size()} loss {loss.asnumpy():.4f}")
    net.set_train(False)
    correct = total = 0
    for x, y in val_ds.create_tuple_iterator():
        correct += int((net(x).argmax(1) == y).sum().asnumpy()); total += y.shape[0]
    print(f"epoch {epoch} val_acc {correct / total:.4f}")
