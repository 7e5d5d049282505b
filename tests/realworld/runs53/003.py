# Cosine-with-warmup schedule written as a LearningRateSchedule subclass (ported from transformers' lr_lambda)
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.nn.learning_rate_schedule import LearningRateSchedule

ms.set_context(mode=ms.GRAPH_MODE)
np.random.seed(0)

class WarmupCosine(LearningRateSchedule):
    def __init__(self, base_lr, warmup_steps, total_steps):
        super().__init__()
        self.base_lr = base_lr
        self.warmup_steps = warmup_steps
        self.total_steps = total_steps
    def construct(self, global_step):
        step = float(global_step)
        if step < self.warmup_steps:
            return self.base_lr * step / max(1, self.warmup_steps)
        progress = (step - self.warmup_steps) / max(1, self.total_steps - self.warmup_steps)
        return self.base_lr * 0.5 * (1.0 + math.cos(math.pi * progress))

net = nn.SequentialCell([nn.Dense(16, 32), nn.Tanh(), nn.Dense(32, 3)])
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
lr = WarmupCosine(5e-3, 10, 200)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()
x = ms.Tensor(np.random.randn(64, 16).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 3, (64,)).astype(np.int32))
for step in range(200):
    loss = train_net(x, y)
    if step % 20 == 0:
        print(f"step {step}: loss = {loss.asnumpy():.5f}")
