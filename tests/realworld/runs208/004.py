"""Tabular classifier migrated from a PyTorch Dataset/DataLoader script (labels kept as in the torch code)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(3)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")


class TabularDataset:
    def __init__(self, n=4000, d=20, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, d)).astype(np.float32)
        w = rng.normal(size=(d, 5))
        self.y = np.argmax(self.x @ w, axis=1)          # torch.long targets for nn.CrossEntropyLoss

    def __len__(self):
        return len(self.y)

    def __getitem__(self, idx):
        return self.x[idx], self.y[idx]


class MLP(nn.Cell):
    def __init__(self, d_in=20, hidden=128, n_out=5, p=0.1):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(d_in, hidden), nn.ReLU(), nn.Dropout(p=p),
            nn.Dense(hidden, hidden), nn.ReLU(), nn.Dropout(p=p),
            nn.Dense(hidden, n_out),
        )

    def construct(self, x):
        return self.net(x)


train_set = TabularDataset()
loader = ds.GeneratorDataset(train_set, column_names=["features", "target"], shuffle=True).batch(128)
model = MLP()
criterion = nn.CrossEntropyLoss()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3, weight_decay=1e-4)


def forward_fn(x, y):
    logits = model(x)
    return criterion(logits, y), logits


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

print(f"dataset size {len(train_set)}, batches {loader.get_dataset_size()}")
for epoch in range(5):
    model.set_train()
    total, correct, running = 0, 0, 0.0
    for step, (x, y) in enumerate(loader.create_tuple_iterator()):
        (loss, logits), grads = grad_fn(x, y)
        optimizer(grads)
        running += loss.asnumpy()
        correct += (logits.argmax(1) == y).sum().asnumpy()
        total += y.shape[0]
    print(f"epoch {epoch}: loss {running / (step + 1):.4f} acc {correct / total:.3f}")
