# Weather grid model: torch nn.Conv2d(..., padding=1, padding_mode="circular") for longitude wrap-around
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
net = nn.SequentialCell(
    nn.Conv2d(5, 32, 3, pad_mode="pad", padding=1, padding_mode="circular", has_bias=True),
    nn.ReLU(),
    nn.Conv2d(32, 5, 3, pad_mode="pad", padding=1, padding_mode="circular", has_bias=True),
)
x = ms.Tensor(np.random.randn(2, 5, 32, 64), ms.float32)
opt = nn.Adam(net.trainable_params(), 1e-3)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
for s in range(3):
    print("step", s, train(x, x))
