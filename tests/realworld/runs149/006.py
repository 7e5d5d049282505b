"""GRU sequence regressor (sine-wave forecasting) with a custom value_and_grad loop (healthy)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(6)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

def windows(n=400, T=20):
    t = np.linspace(0, 40, n + T + 1)
    s = np.sin(t).astype(np.float32)
    for i in range(n):
        yield s[i:i + T, None], s[i + T:i + T + 1]

class Forecaster(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(1, 32, num_layers=1, batch_first=True)
        self.out = nn.Dense(32, 1)
    def construct(self, x):
        y, _ = self.gru(x)
        return self.out(y[:, -1, :])

data = ds.GeneratorDataset(windows, ["seq", "target"], shuffle=True).batch(32, drop_remainder=True)
net = Forecaster()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for epoch in range(4):
    losses = []
    for x, y in data.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        losses.append(loss.asnumpy())
    print(f"Epoch {epoch + 1}/4 - mse: {np.mean(losses):.5f}")
ms.save_checkpoint(net, "/home/user/project/forecaster.ckpt")
print("saved checkpoint to /home/user/project/forecaster.ckpt")
