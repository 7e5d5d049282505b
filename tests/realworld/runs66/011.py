# Training script ported from PyTorch; only the model/optimizer parts were rewritten,
# TensorBoard logging was kept as it was.
import os
import numpy as np
import mindspore as ms
from mindspore import nn
from torch.utils.tensorboard import SummaryWriter

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(2)
writer = SummaryWriter(log_dir=os.path.join("runs", "mlp_baseline"))

net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
rng = np.random.default_rng(2)
for step in range(100):
    x = rng.normal(size=(32, 8)).astype(np.float32)
    y = x.sum(1, keepdims=True).astype(np.float32)
    loss, g = grad_fn(ms.Tensor(x), ms.Tensor(y))
    opt(g)
    writer.add_scalar("train/loss", loss.item(), step)
writer.close()
