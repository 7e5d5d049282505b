"""Tabular regression, ported from a PyTorch Dataset/DataLoader script.
The PyTorch version did torch.from_numpy(...).float() inside __getitem__."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(42)


class HousingDataset:
    def __init__(self, n=2000, n_features=13, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, n_features))
        w = rng.normal(size=(n_features, 1))
        self.y = self.x @ w + 0.1 * rng.normal(size=(n, 1))
        # standardise like the original sklearn StandardScaler step
        self.x = (self.x - self.x.mean(0)) / self.x.std(0)

    def __getitem__(self, idx):
        return self.x[idx], self.y[idx]

    def __len__(self):
        return len(self.x)


class MLPRegressor(nn.Cell):
    def __init__(self, in_dim=13, hidden=64):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Dense(in_dim, hidden), nn.ReLU(),
            nn.Dense(hidden, hidden), nn.ReLU(),
            nn.Dense(hidden, 1))

    def construct(self, x):
        return self.net(x)


train_ds = ds.GeneratorDataset(HousingDataset(), column_names=["features", "target"], shuffle=True)
train_ds = train_ds.batch(64, drop_remainder=True)
print("batches per epoch:", train_ds.get_dataset_size())

model = MLPRegressor()
loss_fn = nn.MSELoss()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)


def forward_fn(x, y):
    pred = model(x)
    return loss_fn(pred, y)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss


for epoch in range(5):
    model.set_train()
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_step(x, y)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.5f}")
