# variable-length audio frames: compile once with dynamic batch/time axes (torch had no such step)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class FrameClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(40, 16, 3, pad_mode="same")
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 50, 4)   # torch: nn.LazyLinear(4)
    def construct(self, x):
        return self.fc(self.flatten(ops.relu(self.conv(x))))

net = FrameClassifier()
loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
train = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), 1e-3))
train.set_inputs(Tensor(shape=[None, 40, None], dtype=ms.float32), Tensor(shape=[None], dtype=ms.int32))
for step, T in enumerate([50, 50, 63, 50]):
    x = Tensor(np.random.randn(8, 40, T).astype(np.float32))
    y = Tensor(np.random.randint(0, 4, 8).astype(np.int32))
    print("step", step, "T", T, "loss", train(x, y))
