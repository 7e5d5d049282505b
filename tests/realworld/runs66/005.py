# TensorBoard logging: torch.utils.tensorboard.SummaryWriter replaced by mindspore SummaryRecord
# (MindInsight format). Kept the torch logging calls: writer.add_scalar("train/loss", loss.item(), step)
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import SummaryRecord

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(7)

LOG_EVERY = 10
rng = np.random.default_rng(7)
X = rng.normal(size=(640, 20)).astype(np.float32)
w_true = rng.normal(size=(20, 1)).astype(np.float32)
Y = (X @ w_true + 0.1 * rng.normal(size=(640, 1))).astype(np.float32)

net = nn.SequentialCell(nn.Dense(20, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

with SummaryRecord("./summary_dir/run1", network=net) as writer:
    step = 0
    for epoch in range(3):
        for i in range(0, 640, 32):
            loss, grads = grad_fn(ms.Tensor(X[i:i + 32]), ms.Tensor(Y[i:i + 32]))
            opt(grads)
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.5f}")
            if step > 0 and step % LOG_EVERY == 0:
                writer.add_value("scalar", "train/loss", loss.item())   # add_scalar(tag, loss.item(), step)
                writer.record(step)
            step += 1
