"""House-price regressor. Stage 1 fits the feature normaliser and pre-trains; the checkpoint is
stored in float16 to halve its size for the model registry. Stage 2 fine-tunes from it."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
import mindspore.dataset as ds

ms.set_seed(3)
np.random.seed(3)
ms.set_context(mode=ms.GRAPH_MODE)

# features: living area (sqft), lot size (sqft), year built, last sale price ($), rooms
N = 2048
area = np.random.uniform(600, 4000, N)
lot = np.random.uniform(2000, 20000, N)
year = np.random.uniform(1950, 2020, N)
last_price = np.random.uniform(80_000, 900_000, N)
rooms = np.random.randint(1, 8, N)
X = np.stack([area, lot, year, last_price, rooms], 1).astype(np.float32)
y = (0.3 * last_price + 120 * area + 5 * lot + 1000 * (year - 1950) + 5000 * rooms) / 1e5
y = y.astype(np.float32).reshape(-1, 1)


class Regressor(nn.Cell):
    def __init__(self, mean, std):
        super().__init__()
        self.feat_mean = Parameter(Tensor(mean), name="feat_mean", requires_grad=False)
        self.feat_std = Parameter(Tensor(std), name="feat_std", requires_grad=False)
        self.mlp = nn.SequentialCell([nn.Dense(5, 32), nn.GELU(), nn.Dense(32, 1)])

    def construct(self, x):
        return self.mlp((x - self.feat_mean) / self.feat_std)


def train(net, epochs, tag):
    loader = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(128)
    loss_fn = nn.MSELoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    step.set_train()
    it = 0
    for ep in range(epochs):
        for xb, yb in loader.create_tuple_iterator():
            loss = step(xb, yb)
            it += 1
            if it % 8 == 0:
                print(f"[{tag}] epoch {ep + 1} step {it:4d} loss {loss.asnumpy():.5f}")


# ---- stage 1 ----
net = Regressor(X.mean(0), X.std(0) + 1e-6)
train(net, 2, "pretrain")
half = [{"name": p.name, "data": Tensor(p.asnumpy().astype(np.float16))} for p in net.get_parameters()]
ms.save_checkpoint(half, "regressor_fp16_003.ckpt")
print("saved regressor_fp16_003.ckpt (float16)")

# ---- stage 2: fine-tune from the registry checkpoint ----
net2 = Regressor(np.zeros(5, np.float32), np.ones(5, np.float32))
ms.load_checkpoint("regressor_fp16_003.ckpt", net=net2)
train(net2, 2, "finetune")
