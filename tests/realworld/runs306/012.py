# Port of a PyTorch tabular regression script (features cast to float32 as torch.tensor(..., dtype=float32) did).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(42)

class HousingDataset:
    def __init__(self, n=2048, n_features=13, seed=0):
        rng = np.random.default_rng(seed)
        x = rng.standard_normal((n, n_features))
        w = np.random.default_rng(123).standard_normal((n_features, 1))
        y = x @ w + 0.1 * rng.standard_normal((n, 1))
        self.x = ((x - x.mean(0)) / x.std(0)).astype(np.float32)
        self.y = y.astype(np.float32)
    def __getitem__(self, idx):
        return self.x[idx], self.y[idx]
    def __len__(self):
        return len(self.x)

net = nn.SequentialCell(nn.Dense(13, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
train_ds = ds.GeneratorDataset(HousingDataset(), ["features", "target"], shuffle=True).batch(64, drop_remainder=True)
val_ds = ds.GeneratorDataset(HousingDataset(512, seed=7), ["features", "target"], shuffle=False).batch(128)

optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), optimizer)
eval_net = nn.WithLossCell(net, nn.MSELoss())

for epoch in range(8):
    train_net.set_train(True)
    losses = [train_net(x, y).asnumpy() for x, y in train_ds.create_tuple_iterator()]
    train_net.set_train(False)
    val = [eval_net(x, y).asnumpy() for x, y in val_ds.create_tuple_iterator()]
    print(f"epoch {epoch}: train mse {np.mean(losses):.4f}  val mse {np.mean(val):.4f}")
