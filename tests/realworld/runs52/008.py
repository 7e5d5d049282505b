# Port of a torch fine-tune that trained on a fixed subset of the corpus:
#   sampler = SubsetRandomSampler(train_idx); DataLoader(full_ds, sampler=sampler, batch_size=16)
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(0)

N_ALL = 1200
X_all = rng.normal(size=(N_ALL, 20)).astype(np.float32)
y_all = (X_all[:, :3].sum(1) > 0).astype(np.int32)

# split indices were computed on the full corpus (saved by the torch preprocessing)
perm = rng.permutation(N_ALL)
train_idx, val_idx = perm[:1000], perm[1000:]

class TabularSet:
    """torch Dataset port: holds the *train* rows only"""
    def __init__(self, X, y):
        self.X, self.y = X, y
    def __getitem__(self, i):
        return self.X[i], self.y[i]
    def __len__(self):
        return len(self.X)

train_src = TabularSet(X_all[train_idx], y_all[train_idx])
sampler = ds.SubsetRandomSampler(train_idx.tolist())
train_ds = ds.GeneratorDataset(train_src, column_names=["x", "label"], sampler=sampler)
train_ds = train_ds.batch(16, drop_remainder=True)
print("steps per epoch:", train_ds.get_dataset_size())

net = nn.SequentialCell(nn.Dense(20, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(3):
    tot, n = 0.0, 0
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        tot += loss.asnumpy(); n += 1
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f}")
    print(f"epoch {epoch} mean loss {tot / n:.4f}")
