# Port of a torch regression loop that standardises each batch of targets (y - y.mean()) / y.std().
# torch.std is unbiased (ddof=1); the DataLoader used drop_last=True. The port keeps the last partial batch.
import numpy as np, mindspore as ms
from mindspore import nn, ops, dataset as ds
ms.set_seed(0); np.random.seed(0)
N, D = 225, 8                       # 225 = 7 * 32 + 1
X = np.random.randn(N, D).astype(np.float32)
w = np.random.randn(D, 1).astype(np.float32)
Y = (X @ w + 0.1 * np.random.randn(N, 1)).astype(np.float32) * 50 + 300
data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(32, drop_remainder=False)
net = nn.SequentialCell(nn.Dense(D, 32), nn.Tanh(), nn.Dense(32, 1))
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
def fwd(x, y):
    y_n = (y - y.mean()) / y.std()          # per-batch target standardisation
    return ops.mse_loss(net(x), y_n)
gf = ms.value_and_grad(fwd, None, opt.parameters)
for epoch in range(4):
    for i, b in enumerate(data.create_dict_iterator(num_epochs=1)):
        loss, g = gf(b["x"], b["y"]); opt(g)
        print(f"epoch {epoch} iter {i} batch_size {b['x'].shape[0]} loss {loss.asnumpy():.5f}")
