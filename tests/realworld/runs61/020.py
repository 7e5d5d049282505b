# WGAN-style critic ported from torch: weight clipping done in forward
#   for p in self.critic.parameters(): p.data.clamp_(-c, c)
# kept as an in-place clamp_ on the Parameter inside construct.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(20)

CLIP = 0.05


class Critic(nn.Cell):
    def __init__(self, dim=16, hidden=32):
        super().__init__()
        self.fc1 = nn.Dense(dim, hidden)
        self.fc2 = nn.Dense(hidden, 1)
        self.act = nn.LeakyReLU(0.2)

    def construct(self, x):
        self.fc1.weight.clamp_(-CLIP, CLIP)
        self.fc2.weight.clamp_(-CLIP, CLIP)
        return self.fc2(self.act(self.fc1(x)))


class CriticLoss(nn.Cell):
    def __init__(self, critic):
        super().__init__()
        self.critic = critic

    def construct(self, real, fake):
        return self.critic(fake).mean() - self.critic(real).mean()


critic = Critic()
train_net = nn.TrainOneStepCell(CriticLoss(critic), nn.RMSProp(critic.trainable_params(), learning_rate=5e-5))
for step in range(5):
    real = ms.Tensor(np.random.randn(32, 16).astype(np.float32) + 2.0)
    fake = ms.Tensor(np.random.randn(32, 16).astype(np.float32))
    print(f"step {step} critic loss {float(train_net(real, fake)):.5f}")
