# torch.cuda.amp GradScaler(init_scale=2**16, growth_interval=2000) -> MindSpore loss-scale wrapper
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.amp import DynamicLossScaleManager

ms.set_context(mode=ms.GRAPH_MODE)
np.random.seed(0)

net = nn.SequentialCell([nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 10)])
net = ms.amp.auto_mixed_precision(net, "O2")
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
scaler = DynamicLossScaleManager(init_loss_scale=2 ** 16, scale_factor=2, scale_window=2000)
train_net = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, loss_fn), opt, scale_sense=scaler)
train_net.set_train()
x = ms.Tensor(np.random.randn(16, 32).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 10, (16,)).astype(np.int32))
for step in range(10):
    loss, overflow, scale = train_net(x, y)
    print(step, loss, overflow, scale)
