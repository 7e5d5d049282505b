# torch DataLoader(dataset, batch_size=32, shuffle=True, num_workers=2, pin_memory=True) ported to
# mindspore.dataset.GeneratorDataset keeping the DataLoader keyword names.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

class TabularDataset:
    def __init__(self, n=512):
        rng = np.random.default_rng(0)
        self.x = rng.normal(size=(n, 10)).astype(np.float32)
        self.y = (self.x[:, :3].sum(1) > 0).astype(np.int32)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.x)

cfg = dict(batch_size=32, num_workers=2, pin_memory=True, shuffle=True)
print("dataloader config:", cfg)
train_ds = ds.GeneratorDataset(TabularDataset(), column_names=["features", "label"],
                               shuffle=cfg["shuffle"], num_workers=cfg["num_workers"],
                               pin_memory=cfg["pin_memory"])
train_ds = train_ds.batch(cfg["batch_size"], drop_remainder=True)

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.Adam(net.trainable_params(), 1e-3)
loss_fn = nn.CrossEntropyLoss()
gf = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(3):
    for x, y in train_ds.create_tuple_iterator():
        loss, g = gf(x, y); opt(g)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
